// @vitest-environment happy-dom
/**
 * "Save this wilayat for offline"'s inline script (src/features/offline/saveScript.ts): under 1 KB; shows the section
 * only where a worker can be asked; asks for the status, then saves or removes on a press, writing the worker's words
 * (progress, outcome) into the status line; the buttons follow the state, and the focus goes to one still shown.
 * Known to the strict script policy by its exact text.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { SAVE_SECTION_ID, saveScriptSource } from '@/features/offline/saveScript'
import type { SaveReply } from '@/sw/saved-policy'

type Sent = { data: { type: string; action: string; list: string; width: number; dpr: number }; port: { onmessage: ((event: { data: SaveReply }) => void) | null } }

let sent: Sent[] = []

/** A MessageChannel whose second port, handed to the fake worker, answers to the first's listener. */
class FakeChannel {
  port1: { onmessage: ((event: { data: SaveReply }) => void) | null } = { onmessage: null }
  port2 = this.port1
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function section() {
  document.body.innerHTML = `<section id="${SAVE_SECTION_ID}" data-list="/state-details/Dhalkut/offline.json" hidden>
    <button type="button" data-action="save" data-when="none">Save</button>
    <button type="button" data-action="save" data-when="saved" hidden>Refresh</button>
    <button type="button" data-action="remove" data-when="saved" hidden>Remove</button>
    <p role="status" data-save-status></p></section>`
  new Function(saveScriptSource())()
}

const button = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name)!
const shown = () => [...document.querySelectorAll<HTMLButtonElement>('button')].filter((b) => !b.hidden).map((b) => b.textContent)
const status = () => document.querySelector('[data-save-status]')!.textContent
const answer = (reply: SaveReply) => sent[sent.length - 1].port.onmessage!({ data: reply })

beforeEach(() => {
  sent = []
  Object.assign(window, { MessageChannel: FakeChannel, caches: {} })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ active: { postMessage: (data: Sent['data'], [port]: [Sent['port']]) => sent.push({ data, port }) } }) },
  })
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('the save-for-offline script', () => {
  it('is tiny', () => {
    expect(new TextEncoder().encode(saveScriptSource()).length).toBeLessThan(1024)
  })

  it('shows nothing where no worker can be asked', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker')
    section()
    await flush()
    expect(document.getElementById(SAVE_SECTION_ID)!.hidden).toBe(true)
  })

  it('asks for the status, saves on a press with the page’s width, and follows the worker’s answers', async () => {
    section()
    await flush()
    expect(sent.map((s) => s.data.action)).toEqual(['status'])
    expect(sent[0].data).toMatchObject({ type: 'dhofar-save-wilayat', list: '/state-details/Dhalkut/offline.json' })
    answer({ state: 'none', text: 'Not saved yet.', done: true })
    expect(document.getElementById(SAVE_SECTION_ID)!.hidden).toBe(false)
    expect(shown()).toEqual(['Save'])

    button('Save').focus()
    button('Save').click()
    await flush()
    expect(sent[1].data).toMatchObject({ action: 'save', width: window.innerWidth })
    answer({ state: 'busy', text: 'Saving… 3 of 40', done: false })
    expect(status()).toBe('Saving… 3 of 40')
    expect(button('Save').getAttribute('aria-disabled')).toBe('true')
    // A second press while saving asks nothing more.
    button('Save').click()
    await flush()
    expect(sent).toHaveLength(2)

    answer({ state: 'saved', text: 'Saved for offline: 1.2 MB, on 7 Dec at 14:05.', done: true })
    expect(status()).toBe('Saved for offline: 1.2 MB, on 7 Dec at 14:05.')
    expect(shown()).toEqual(['Refresh', 'Remove'])
    expect(document.activeElement).toBe(button('Refresh'))
    expect(button('Refresh').getAttribute('aria-disabled')).toBe('false')

    button('Remove').focus()
    button('Remove').click()
    await flush()
    expect(sent[2].data.action).toBe('remove')
    answer({ state: 'none', text: 'Removed from this phone.', done: true })
    expect(shown()).toEqual(['Save'])
    expect(document.activeElement).toBe(button('Save'))
  })
})

describe('the save-for-offline script under the strict script policy', () => {
  it('is known to the policy by its exact text, in <body>, and a changed copy is not', async () => {
    const { inlineScriptHashes, SITE_BODY_SCRIPT_HASHES } = await import('@/lib/script-hashes.mjs')
    const { createHash } = await import('node:crypto')
    const source = saveScriptSource()
    const hash = createHash('sha256').update(source, 'utf8').digest('base64')
    expect(SITE_BODY_SCRIPT_HASHES.has(hash)).toBe(true)
    const html = `<html><head></head><body><section id="${SAVE_SECTION_ID}"></section><script>${source}</script><script>${source};alert(1)</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([hash])
  })
})
