// @vitest-environment happy-dom
/**
 * The places' "updated N minutes ago" script (src/features/map/relativeTimeScript.ts): small, known to the strict
 * script policy, rewrites the absolute time as the time since in the page's language with Latin digits, leaves a
 * time over a day old (or in the future) as the server wrote it, and installs one timer however often it appears.
 */
import { createHash } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { relativeTimeScriptSource } from '@/features/map/relativeTimeScript'

const source = relativeTimeScriptSource()
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

function page(lang: 'en' | 'ar', times: string[]) {
  document.documentElement.lang = lang
  document.body.innerHTML = times.map((iso) => `<p>Updated <time datetime="${iso}" title="abs" data-relative>abs</time></p>`).join('')
  new Function(source)()
}
const texts = () => [...document.querySelectorAll('time')].map((t) => t.textContent)

beforeEach(() => {
  delete (window as { __dhofarRelative?: number }).__dhofarRelative
  vi.useFakeTimers({ toFake: ['setInterval', 'Date'] })
})
afterEach(() => vi.useRealTimers())

describe('the relative-time script', () => {
  it('is tiny and allowed by the strict script policy by its exact text', async () => {
    expect(new TextEncoder().encode(source).length).toBeLessThan(1024)
    const { SITE_BODY_SCRIPT_HASHES } = await import('@/lib/script-hashes.mjs')
    expect(SITE_BODY_SCRIPT_HASHES.has(createHash('sha256').update(source, 'utf8').digest('base64'))).toBe(true)
  })

  it('says how long ago in English, keeps the absolute time past a day or in the future', () => {
    page('en', [ago(0.2), ago(12), ago(150), ago(60 * 30), ago(-5)])
    expect(texts()).toEqual(['this minute', '12 minutes ago', '2 hours ago', 'abs', 'abs'])
    expect(document.querySelector('time')!.title).toBe('abs')
  })

  it('says it in Arabic with Latin digits', () => {
    page('ar', [ago(12), ago(180)])
    expect(texts()).toEqual(['قبل 12 دقيقة', 'قبل 3 ساعات'])
  })

  it('keeps the text true while the page stays open, with one timer', () => {
    page('en', [ago(5)])
    new Function(source)()
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(10 * 60_000)
    expect(texts()).toEqual(['15 minutes ago'])
  })
})
