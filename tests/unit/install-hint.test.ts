/**
 * The head's inline script (src/features/offline/ServiceWorkerScript.tsx), run against a stand-in for the browser:
 * it registers the worker after load, never shows the install hint on the first page, shows it once where the browser
 * offers installation, and does what its buttons say, remembered.
 */
import { describe, expect, it, vi } from 'vitest'

import { INSTALL_HINT_ID, INSTALL_HINT_KEY, PAGE_VIEWS_KEY, SERVICE_WORKER_SCRIPT } from '@/features/offline/ServiceWorkerScript'
import { KEEP_FILES_MESSAGE } from '@/sw/policy'

type Listener = (event: unknown) => void

/** One page load: the script runs with this storage; returns what the page's browser would see. */
function load(storage: Map<string, string>, { throwing = false } = {}) {
  const listeners: Record<string, Listener> = {}
  let click: Listener | undefined
  const main = { tabIndex: 0, focus: vi.fn() }
  const hint = { hidden: true, contains: (el: unknown) => el === button.install || el === button.later, addEventListener: (_: string, fn: Listener) => (click = fn) }
  const button = {
    install: { value: 'install', closest: () => button.install },
    later: { value: 'later', closest: () => button.later },
  }
  const document = { activeElement: null as unknown, getElementById: (id: string) => (id === INSTALL_HINT_ID ? hint : id === 'main' ? main : null) }
  const register = vi.fn(() => Promise.resolve())
  const serviceWorker = {
    register,
    controller: null as { postMessage: ReturnType<typeof vi.fn> } | null,
    listeners: {} as Record<string, Listener>,
    addEventListener: (type: string, fn: Listener) => void (serviceWorker.listeners[type] = fn),
  }
  const performance = { getEntriesByType: (type: string) => (type === 'resource' ? [{ name: 'https://site.example/_next/static/chunks/a.js' }] : []) }
  const localStorage = {
    getItem: (key: string) => {
      if (throwing) throw new Error('blocked')
      return storage.get(key) ?? null
    },
    setItem: (key: string, value: unknown) => void storage.set(key, String(value)),
  }
  const run = new Function('navigator', 'addEventListener', 'localStorage', 'document', 'performance', SERVICE_WORKER_SCRIPT)
  run({ serviceWorker }, (type: string, fn: Listener) => (listeners[type] = fn), localStorage, document, performance)
  /** The browser offers installation: whether the page took the offer over, and the offer's prompt. */
  const offer = () => {
    const event = { preventDefault: vi.fn(), prompt: vi.fn() }
    listeners.beforeinstallprompt?.(event)
    return event
  }
  const press = (which: 'install' | 'later', focused = true) => {
    document.activeElement = focused ? button[which] : null
    click?.({ target: button[which] })
  }
  return { listeners, hint, main, register, serviceWorker, offer, press }
}

describe('the head script', () => {
  it('registers the service worker after the load event', () => {
    const page = load(new Map())
    expect(page.register).not.toHaveBeenCalled()
    page.listeners.load!({})
    expect(page.register).toHaveBeenCalledWith('/sw.js')
  })

  it('once the worker controls the page, sends it the files the page loaded before', () => {
    const page = load(new Map())
    page.listeners.load!({})
    const controller = { postMessage: vi.fn() }
    page.serviceWorker.controller = controller
    page.serviceWorker.listeners.controllerchange!({})
    expect(controller.postMessage).toHaveBeenCalledWith({ type: KEEP_FILES_MESSAGE, urls: ['https://site.example/_next/static/chunks/a.js'] })
  })

  it('never shows the install hint on the first page a browser loads', () => {
    const storage = new Map<string, string>()
    const page = load(storage)
    const offer = page.offer()
    expect(offer.preventDefault).not.toHaveBeenCalled()
    expect(page.hint.hidden).toBe(true)
    expect(storage.get(PAGE_VIEWS_KEY)).toBe('1')
  })

  it('shows it on a later page where the browser offers installation; "Not now" hides it for good', () => {
    const storage = new Map([[PAGE_VIEWS_KEY, '1']])
    const page = load(storage)
    const offer = page.offer()
    expect(offer.preventDefault).toHaveBeenCalled()
    expect(page.hint.hidden).toBe(false)
    page.press('later')
    expect(page.hint.hidden).toBe(true)
    expect(offer.prompt).not.toHaveBeenCalled()
    expect(storage.get(INSTALL_HINT_KEY)).toBe('later')
    // Focus was on the button that went: it is on the main content now.
    expect(page.main.focus).toHaveBeenCalled()
    expect(page.main.tabIndex).toBe(-1)

    const next = load(storage)
    expect(next.offer().preventDefault).not.toHaveBeenCalled()
    expect(next.hint.hidden).toBe(true)
  })

  it('"Install" opens the browser’s prompt; shown once, answered or not', () => {
    const storage = new Map([[PAGE_VIEWS_KEY, '4']])
    const page = load(storage)
    const offer = page.offer()
    page.press('install', false)
    expect(offer.prompt).toHaveBeenCalled()
    expect(page.hint.hidden).toBe(true)
    expect(page.main.focus).not.toHaveBeenCalled()
    expect(storage.get(PAGE_VIEWS_KEY)).toBe('5')

    // Shown and left unanswered: never again either.
    const ignored = new Map([[PAGE_VIEWS_KEY, '2']])
    load(ignored).offer()
    expect(ignored.get(INSTALL_HINT_KEY)).toBe('shown')
    expect(load(ignored).offer().preventDefault).not.toHaveBeenCalled()
  })

  it('with storage blocked, still registers the worker and leaves the browser its own offer', () => {
    const page = load(new Map(), { throwing: true })
    page.listeners.load!({})
    expect(page.register).toHaveBeenCalled()
    expect(page.listeners.beforeinstallprompt).toBeUndefined()
  })

  it('stays small', () => {
    expect(SERVICE_WORKER_SCRIPT.length).toBeLessThan(1024)
  })
})
