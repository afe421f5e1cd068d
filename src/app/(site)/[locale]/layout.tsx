/**
 * The public site's root layout: <html lang dir> per language, the shell islands' messages (ClientMessages), and static
 * rendering for both languages (setRequestLocale keeps next-intl from reading headers).
 */
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

import { BackToTop } from '@/components/site/BackToTop'
import { ScrollToTop } from '@/components/site/ScrollToTop'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { SoftNavigation } from '@/components/site/SoftNavigation'
import { AccessibilityPanel, PreferencesScript } from '@/features/accessibility'
import { AlertBanner } from '@/features/alerts'
import { InstallHint, manifestPath, ServiceWorkerScript, THEME_COLOUR } from '@/features/offline'
import { PreviewBar } from '@/features/preview'
import { RatingPanel } from '@/features/rating'
import { ClientMessages, SHELL_NAMESPACES } from '@/i18n/ClientMessages'
import { localeInfo } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { env } from '@/lib/env'
import { previewViewer } from '@/page-data/viewer'
import { socialMetadata } from '@/lib/metadata/social'

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
    // Screens state their own; this covers any that do not (the 404 among them).
    ...socialMetadata({ title: t('siteName'), description: t('defaultDescription'), path: '/', locale }),
    // The installable app of this language (src/app/manifest/[file]/route.ts).
    manifest: manifestPath(locale),
  }
}

/** The browser's bar in the brand colour, as the installed app's (ADR 0043). */
export const viewport: Viewport = { themeColor: THEME_COLOUR }

export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  preloadFonts(locale)
  const t = await getTranslations({ locale, namespace: 'Layout' })
  // Only in Next's draft mode does this read the request (and so render per request); visitors stay static.
  const previewing = (await previewViewer()) !== null
  return (
    // suppressHydrationWarning: the accessibility preferences script sets attributes on <html> before React loads.
    <html lang={locale} dir={localeInfo(locale).dir} suppressHydrationWarning>
      <head>
        <PreferencesScript />
        <ServiceWorkerScript />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <ClientMessages locale={locale} namespaces={SHELL_NAMESPACES}>
          {previewing ? <PreviewBar locale={locale} /> : null}
          <SiteHeader locale={locale} />
          <AlertBanner locale={locale} />
          {children}
          <SiteFooter locale={locale} />
          <RatingPanel />
          <AccessibilityPanel />
          <ScrollToTop />
          <SoftNavigation />
          <BackToTop />
          <InstallHint locale={locale} />
        </ClientMessages>
      </body>
    </html>
  )
}
