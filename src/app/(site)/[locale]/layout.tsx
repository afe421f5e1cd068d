/**
 * The public site's root layout: <html lang dir> per language, the shell islands' messages (ClientMessages), and static
 * rendering for both languages (setRequestLocale keeps next-intl from reading headers).
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { ScrollToTop } from '@/components/site/ScrollToTop'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { AccessibilityPanel } from '@/features/accessibility/AccessibilityPanel'
import { PreferencesScript } from '@/features/accessibility/PreferencesScript'
import { RatingPanel } from '@/features/rating/RatingPanel'
import { ClientMessages, SHELL_NAMESPACES } from '@/i18n/ClientMessages'
import { localeInfo } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { env } from '@/lib/env'

import { preloadFonts } from '../fonts'
import '../globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: t('siteName'), template: `%s · ${t('siteName')}` },
    description: t('defaultDescription'),
  }
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  preloadFonts(locale)
  const t = await getTranslations({ locale, namespace: 'Layout' })
  return (
    // suppressHydrationWarning: the accessibility preferences script sets attributes on <html> before React loads.
    <html lang={locale} dir={localeInfo(locale).dir} suppressHydrationWarning>
      <head>
        <PreferencesScript />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <ClientMessages locale={locale} namespaces={SHELL_NAMESPACES}>
          <SiteHeader locale={locale} />
          {children}
          <SiteFooter locale={locale} />
          <RatingPanel />
          <AccessibilityPanel />
          <ScrollToTop />
        </ClientMessages>
      </body>
    </html>
  )
}
