// @vitest-environment happy-dom
/**
 * The banner's inline script (src/features/alerts/dismissScript.ts): under 1 KB; hides what this visitor dismissed
 * (by id and version, so a changed alert comes back) and what has ended, shows the dismiss buttons, remembers a
 * dismissal, and hides the banner when nothing is left.
 */
import { beforeEach, describe, expect, it } from 'vitest'

import { BANNER_ID, DISMISSED_KEY, dismissScriptSource } from '@/features/alerts/dismissScript'

const later = new Date(Date.now() + 3600_000).toISOString()
const earlier = new Date(Date.now() - 1000).toISOString()

function banner(items: { key: string; expires: string }[]) {
  document.body.innerHTML = `<section id="${BANNER_ID}"><div><ul>${items
    .map((i) => `<li data-alert="${i.key}" data-expires="${i.expires}"><p>${i.key}</p><button type="button" data-dismiss hidden>x</button></li>`)
    .join('')}</ul><a href="/alerts" data-all>All</a></div></section><main id="main"></main>`
  new Function(dismissScriptSource())()
}

const shown = () => [...document.querySelectorAll<HTMLElement>('[data-alert]')].filter((li) => !li.hidden).map((li) => li.dataset.alert)
const wrapper = () => document.getElementById(BANNER_ID)!.firstElementChild as HTMLElement

beforeEach(() => localStorage.clear())

describe('the alerts dismiss script', () => {
  it('is tiny', () => {
    expect(new TextEncoder().encode(dismissScriptSource()).length).toBeLessThan(1024)
  })

  it('shows the buttons, hides ended alerts, and remembers a dismissal by id and version', () => {
    banner([
      { key: '1@a', expires: later },
      { key: '2@a', expires: earlier },
      { key: '3@a', expires: later },
    ])
    expect(shown()).toEqual(['1@a', '3@a'])
    expect([...document.querySelectorAll<HTMLElement>('[data-dismiss]')].every((b) => !b.hidden)).toBe(true)
    document.querySelector<HTMLElement>('[data-alert="1@a"] button')!.click()
    expect(shown()).toEqual(['3@a'])
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).toEqual(['1@a'])
    expect(document.activeElement).toBe(document.querySelector('[data-alert="3@a"] button'))

    // The next page: the dismissed alert stays hidden; once changed (a new version), it shows again.
    banner([
      { key: '1@a', expires: later },
      { key: '3@a', expires: later },
    ])
    expect(shown()).toEqual(['3@a'])
    banner([{ key: '1@b', expires: later }])
    expect(shown()).toEqual(['1@b'])
  })

  it('hides the banner when nothing is left, and moves focus to the main content', () => {
    banner([{ key: '5@a', expires: later }])
    expect(wrapper().hidden).toBe(false)
    document.querySelector<HTMLElement>('[data-dismiss]')!.click()
    expect(wrapper().hidden).toBe(true)
    expect(document.activeElement?.id).toBe('main')
    banner([{ key: '5@a', expires: later }])
    expect(wrapper().hidden).toBe(true)
  })
})

describe('the dismiss script under the strict script policy', () => {
  it('is known to the policy by its exact text, in <body>, and a changed copy is not', async () => {
    const { inlineScriptHashes, SITE_BODY_SCRIPT_HASHES } = await import('@/lib/script-hashes.mjs')
    const { createHash } = await import('node:crypto')
    const source = dismissScriptSource()
    const hash = createHash('sha256').update(source, 'utf8').digest('base64')
    expect(SITE_BODY_SCRIPT_HASHES.has(hash)).toBe(true)
    const html = `<html><head></head><body><section id="site-alerts"></section><script id="alerts-dismiss">${source}</script><script>${source};alert(1)</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([hash])
  })
})
