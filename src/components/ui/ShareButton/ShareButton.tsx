'use client'
/**
 * Share this page: the device's share sheet through the Web Share API where the browser has one,
 * otherwise the address is copied to the clipboard and a polite status says so. No third-party script or host.
 * Without JavaScript neither can work (the address bar is there): the stylesheet hides it when the browser runs
 * no scripts (`scripting: none`). Rendered by the server, so it takes its place with the first paint rather than
 * appearing, and pushing what follows, after hydration (which also cost a second render).
 */
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import styles from './ShareButton.module.css'

type State = 'idle' | 'copied' | 'failed'

export function ShareButton({ title }: { title: string }) {
  const t = useTranslations('Share')
  const [state, setState] = useState<State>('idle')

  async function share() {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className={styles.share}>
      <button type="button" className={styles.button} onClick={share} data-testid="share-button">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {t('share')}
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' ? t('copied') : state === 'failed' ? t('failed') : ''}
      </span>
    </div>
  )
}
