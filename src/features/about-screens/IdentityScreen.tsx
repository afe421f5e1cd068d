/**
 * The identity page (spec "Identity"): banner pictures, slogan story, mission and vision, values, personality
 * banner, identity sections and identity story, each drawn by its section style's renderer in the editors' order.
 */
import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { Page } from '@/payload-types'
import { RenderSections } from '@/sections/RenderSections'

import styles from './Screens.module.css'
import { activeSections } from './sections'

export async function IdentityScreen({ page, locale }: { page: Page; locale: Locale }) {
  const nav = await getTranslations({ locale, namespace: 'Navigation' })
  return (
    <main id="main">
      <PageHeader
        title={page.title}
        description={page.description}
        breadcrumb={[{ label: nav('home'), href: '/' }, { label: page.title }]}
        baseUrl={env.SITE_URL}
      />
      <div className={styles.body} data-testid="identity">
        {page.content ? <RichText value={page.content} className={styles.prose} /> : null}
        <RenderSections sections={activeSections(page.sections)} locale={locale} />
      </div>
    </main>
  )
}
