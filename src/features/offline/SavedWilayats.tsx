'use client'
/**
 * The wilayats saved on this phone in this language (ADR 0046), read from Cache Storage: each with its size and when
 * it was saved, a link to its page (which opens from the phone), "Refresh" and "Remove". The saving itself is the
 * service worker's (src/sw/saved-wilayats.ts), asked by a message with a port, as the wilayat's page asks it.
 */
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { localeOfPath, savedAtLabel } from '@/sw/policy'
import { listPathOf, savedMetaSchema, sizeValue, type SavedMeta, type SaveReply, type SaveRequest } from '@/sw/saved-policy'

import styles from './OfflineScreen.module.css'

type Saved = SavedMeta & { list: string }

async function savedWilayats(locale: Locale): Promise<Saved[]> {
  const found: Saved[] = []
  for (const name of await caches.keys()) {
    const list = listPathOf(name)
    if (!list || localeOfPath(list) !== locale) continue
    const response = await (await caches.open(name)).match(list)
    const meta = savedMetaSchema.safeParse(response ? await response.json().catch(() => null) : null)
    if (meta.success) found.push({ ...meta.data, list })
  }
  return found.sort((a, b) => b.savedAt.localeCompare(a.savedAt))
}

/** Sends a request to the active worker; its answers (progress, then the outcome) go to `onReply`. */
async function ask(request: Omit<SaveRequest, 'type'>, onReply: (reply: SaveReply) => void) {
  const registration = await navigator.serviceWorker.ready
  const channel = new MessageChannel()
  channel.port1.onmessage = (event: MessageEvent<SaveReply>) => onReply(event.data)
  registration.active?.postMessage({ type: 'dhofar-save-wilayat', width: window.innerWidth, dpr: window.devicePixelRatio || 1, ...request }, [channel.port2])
}

function SavedWilayat({ saved, locale, onRemoved }: { saved: Saved; locale: Locale; onRemoved: (text: string) => void }) {
  const t = useTranslations('Offline')
  const [status, setStatus] = useState<string>('')
  const [busy, setBusy] = useState(false)
  const [meta, setMeta] = useState(saved)
  const { unit, size } = sizeValue(meta.bytes)
  const summary = `${t('saveSaved', { size: t(unit, { size }), date: savedAtLabel(new Date(meta.savedAt), locale) })}${meta.failed.length ? ` ${t('saveSkipped', { count: meta.failed.length })}` : ''}`
  const run = (action: 'save' | 'remove') => {
    if (busy) return
    setBusy(true)
    void ask({ action, list: saved.list }, (reply) => {
      if (!reply.done) return setStatus(reply.text)
      setBusy(false)
      if (reply.state === 'none') return onRemoved(reply.text)
      setStatus(reply.text === summary ? '' : reply.text)
      void savedWilayats(locale).then((all) => {
        const fresh = all.find((item) => item.list === saved.list)
        if (fresh) setMeta(fresh)
      })
    })
  }
  return (
    <li data-saved-wilayat={saved.wilayat}>
      <h3>
        <a href={meta.page}>{meta.title}</a>
      </h3>
      <p>{summary}</p>
      <div className={styles.saveButtons}>
        <button type="button" className={styles.button} aria-disabled={busy} onClick={() => run('save')}>
          {t('saveRefresh')}
        </button>
        <button type="button" className={styles.secondary} aria-disabled={busy} onClick={() => run('remove')}>
          {t('saveRemove')}
        </button>
      </div>
      <p role="status" className={styles.saveStatus}>
        {status}
      </p>
    </li>
  )
}

export function SavedWilayats({ locale }: { locale: Locale }) {
  const t = useTranslations('Offline')
  const [list, setList] = useState<Saved[] | 'unsupported' | null>(null)
  const [announce, setAnnounce] = useState('')
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const supported = typeof caches !== 'undefined' && 'serviceWorker' in navigator
    ;(supported ? savedWilayats(locale) : Promise.resolve('unsupported' as const)).then(setList, () => setList([]))
  }, [locale])
  const removed = (saved: Saved, text: string) => {
    setList((current) => (Array.isArray(current) ? current.filter((item) => item.list !== saved.list) : current))
    setAnnounce(text)
  }
  // The removed item's buttons are gone: the focus goes to the line that says so.
  useEffect(() => {
    if (announce) heading.current?.focus()
  }, [announce])
  return (
    <>
      <p role="status" ref={heading} tabIndex={-1} className={styles.saveStatus}>
        {announce}
      </p>
      {list === 'unsupported' ? <p>{t('savedWilayatsUnsupported')}</p> : null}
      {Array.isArray(list) && list.length === 0 ? <p>{t('savedWilayatsNone')}</p> : null}
      {Array.isArray(list) && list.length > 0 ? (
        <ul className={styles.wilayats} data-saved-wilayats="">
          {list.map((saved) => (
            <SavedWilayat key={saved.list} saved={saved} locale={locale} onRemoved={(text) => removed(saved, text)} />
          ))}
        </ul>
      ) : null}
    </>
  )
}
