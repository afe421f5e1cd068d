/**
 * The about page: breadcrumb and title, the main picture (section MainImageAboutDhofar, else the
 * page's own image), the description, the rich content, the wilayat cards (aboutstatsDhofar) and the news carousel.
 */
import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { Media } from '@/components/ui/Media'
import { RichText } from '@/components/ui/RichText'
import type { NewsSummary } from '@/features/news'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { Page } from '@/payload-types'
import { AboutStats } from '@/sections/AboutStats/AboutStats'

import { AboutNews } from './AboutNews'
import styles from '@/components/ui/Layout/Screens.module.css'
import { itemsWithStyle, sectionsWithStyle } from '@/sections/select'

export async function AboutScreen({ page, news, locale }: { page: Page; news: NewsSummary[]; locale: Locale }) {
  const nav = await getTranslations({ locale, namespace: 'Navigation' })
  const main = itemsWithStyle(page.sections, 'MainImageAboutDhofar').find((item) => item.image)
  const image = main?.image ?? page.image
  const stats = sectionsWithStyle(page.sections, 'aboutstatsDhofar')
  return (
    <main id="main">
      <PageHeader title={page.title} breadcrumb={[{ label: nav('home'), href: '/' }, { label: page.title }]} baseUrl={env.SITE_URL} />
      <div className={styles.body}>
        {image ? (
          <figure className={styles.mainImage} data-testid="about-main-image">
            <Media resource={image} alt={main?.alt ?? undefined} aspectRatio="21 / 9" priority sizes="(max-width: 75rem) 100vw, 75rem" />
          </figure>
        ) : null}
        {page.description ? <p className={styles.lead}>{page.description}</p> : null}
        {page.content ? <RichText value={page.content} className={styles.prose} /> : null}
        {stats.map((section, index) => (
          <AboutStats key={section.id ?? index} section={section} locale={locale} index={index} />
        ))}
        <AboutNews news={news} locale={locale} />
      </div>
    </main>
  )
}
