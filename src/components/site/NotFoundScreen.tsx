/**
 * The site's 404 screen: what happened, a search box (a plain GET form, so it works without JavaScript) and the main
 * sections to go on from. `not-found.tsx` shows it for Next's own 404s; screens whose content does not exist return
 * `<NotFoundPage>` instead of calling `notFound()` (ADR 0022), so no page is served as Next's empty 404 shell.
 *
 * A static part (StaticHtml, ADR 0028): the not-found boundary's tree is in the RSC payload of every page, and this way
 * it is a key there, not the whole screen. The screen is drawn only where a 404 page's HTML has it already.
 */
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { StaticHtml } from '@/components/ui/StaticHtml'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/Link'
import { localizedPath } from '@/i18n/paths'

import styles from './NotFoundScreen.module.css'

const SECTIONS = [
  ['home', '/'],
  ['about', '/about'],
  ['news', '/news-list'],
  ['events', '/upcoming-events'],
  ['seasons', '/seasons'],
  ['states', '/states'],
  ['map', '/interactiveMap'],
  ['openData', '/open-data'],
  ['alerts', '/alerts'],
] as const

export async function NotFoundScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <StaticHtml as="main" id="main" className={`home-intro ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <form action={localizedPath('/searchresult', locale)} method="get" role="search" className={styles.search}>
        <label htmlFor="not-found-q">{t('searchLabel')}</label>
        <input id="not-found-q" className={styles.input} type="search" name="q" required pattern=".*\S.*" maxLength={200} />
        <button type="submit" className={styles.submit}>
          {t('searchButton')}
        </button>
      </form>
      <nav aria-labelledby="not-found-sections">
        <h2 id="not-found-sections">{t('sections')}</h2>
        <ul className={styles.links}>
          {SECTIONS.map(([key, href]) => (
            <li key={key}>
              <Link href={href}>{t(`links.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </StaticHtml>
  )
}

/** Sets the 404 status: `notFound()` thrown inside a Suspense boundary, so the page around it is still rendered. */
async function NotFoundStatus(): Promise<never> {
  notFound()
}

/**
 * What a screen returns when its content does not exist: the 404 screen in the site's layout, server-rendered, with
 * the 404 status. Next 16 serves a `notFound()` thrown by a page as an empty `<html id="__next_error__">` document
 * filled in only by JavaScript (its server render of the not-found boundary fails); thrown inside a Suspense
 * boundary it still sets the status and `noindex`, while the screen's HTML is already sent. After hydration the
 * client shows `not-found.tsx` in its place, which renders this same screen.
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <>
      <NotFoundScreen locale={locale} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}
