import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

export default function NotFound() {
  const t = useTranslations('NotFound')
  return (
    <main id="main" className="home-intro">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <p>
        <Link href="/">{t('home')}</Link>
      </p>
    </main>
  )
}
