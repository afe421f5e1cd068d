'use client'

import { useTranslations } from 'next-intl'

/** A translated error screen with a retry, in the site's layout; never a stack trace. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error')
  return (
    <main id="main" className="home-intro">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <button type="button" onClick={reset}>
        {t('retry')}
      </button>
    </main>
  )
}
