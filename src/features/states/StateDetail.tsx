/**
 * A wilayat's page: breadcrumb (home, wilayats, this one), title over its picture, its rich
 * content and Statecards cards, and the sidebar "Dhofar states" listing every wilayat (this one marked current).
 * Before the content, "Save this wilayat for offline" (ADR 0046), then the wilayat's current alerts and its places'
 * conditions, when it has any (ADR 0041), and a link to its hospitals and emergency numbers (`/emergency#<wilayat>`).
 */
import { getTranslations } from 'next-intl/server'

import { Media } from '@/components/ui/Media'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { getAlertLists } from '@/features/alerts'
import { emergencyPathOfWilayat } from '@/features/emergency'
import { WilayatConditions } from '@/features/map'
import { SaveWilayat } from '@/features/offline'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import { env } from '@/lib/env'
import type { Page } from '@/payload-types'
import type { REGION_STYLES } from '@/lib/content-model'

type RegionStyle = (typeof REGION_STYLES)[number]
import { RenderSections } from '@/sections/RenderSections'
import { routes, screens } from '@/lib/page-routes'

import styles from '@/components/ui/Layout/Screens.module.css'
import { activeSections } from '@/sections/select'

type Props = { page: Page; states: Page[]; statesTitle: string; locale: Locale; region?: RegionStyle }

export async function StateDetail({ page, states, statesTitle, locale, region }: Props) {
  const [nav, t, emergency, { current: alerts }] = await Promise.all([
    getTranslations({ locale, namespace: 'Navigation' }),
    getTranslations({ locale, namespace: 'States' }),
    getTranslations({ locale, namespace: 'Emergency' }),
    getAlertLists(),
  ])
  const emergencyHref = region ? emergencyPathOfWilayat(region) : undefined
  return (
    <main id="main">
      <PageHeader
        title={page.title}
        description={page.description}
        image={page.image}
        breadcrumb={[{ label: nav('home'), href: '/' }, { label: statesTitle, href: screens.states }, { label: page.title }]}
        baseUrl={env.SITE_URL}
      />
      <div className={styles.body}>
        <div className={styles.withSidebar}>
          <div className={styles.main}>
            <SaveWilayat uniqueUrl={page.uniqueUrl} locale={locale} />
            {region ? <WilayatConditions region={region} alerts={alerts} locale={locale} /> : null}
            {emergencyHref ? (
              <p className={styles.emergencyLink}>
                <Link href={emergencyHref}>{emergency('stateLink', { wilayat: page.title })}</Link>
              </p>
            ) : null}
            {page.content ? <RichText value={page.content} className={styles.prose} /> : null}
            <RenderSections sections={activeSections(page.sections)} locale={locale} />
          </div>
          <nav className={styles.sidebar} aria-labelledby="states-sidebar" data-testid="states-sidebar">
            <h2 id="states-sidebar">{t('sidebarTitle')}</h2>
            <ul className={styles.sideList} role="list">
              {states.map((state) => (
                <li key={state.id}>
                  <Link
                    href={routes.stateDetail(state.uniqueUrl)}
                    className={styles.sideLink}
                    aria-current={state.uniqueUrl === page.uniqueUrl ? 'page' : undefined}
                  >
                    {state.image ? (
                      <span className={styles.sideThumb}>
                        <Media resource={state.image} decorative aspectRatio="1 / 1" sizes="56px" />
                      </span>
                    ) : null}
                    <span>{state.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  )
}
