/**
 * Who publishes the site, as schema.org sees it: one GovernmentOrganization (name, address, logo, social accounts)
 * that the home page describes in full and articles and events name as publisher and organizer, and the WebSite
 * with its SearchAction (the search results screen takes `?q=`). Absolute URLs throughout.
 */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

/** The emblem as a 512×512 PNG (rendered by the card route from the site's own SVG logo). */
export const LOGO_PATH = '/og/logo.png'
export const LOGO_SIZE = 512

const REGION: Record<Locale, { region: string; locality: string }> = {
  en: { region: 'Dhofar Governorate', locality: 'Salalah' },
  ar: { region: 'محافظة ظفار', locality: 'صلالة' },
}

export type OrganizationSource = {
  siteName: string
  contact?: { phone?: string | null; email?: string | null; address?: string | null } | null
  social?: { url?: string | null }[] | null
}

export const organizationId = (baseUrl: string) => new URL('/#organization', baseUrl).href
export const webSiteId = (baseUrl: string) => new URL('/#website', baseUrl).href

/** A localised address in Dhofar; `inSalalah` adds the seat's city (the governorate's own address). */
export function postalAddress(locale: Locale, street?: string | null, inSalalah = false) {
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street.replace(/\s*\n\s*/g, ', ') } : {}),
    ...(inSalalah ? { addressLocality: REGION[locale].locality } : {}),
    addressRegion: REGION[locale].region,
    addressCountry: 'OM',
  }
}

export function logo(baseUrl: string) {
  return { '@type': 'ImageObject', url: new URL(LOGO_PATH, baseUrl).href, width: LOGO_SIZE, height: LOGO_SIZE }
}

/** The organisation as a reference with enough to stand alone (publisher, organizer). */
export function organizationRef(source: Pick<OrganizationSource, 'siteName'>, locale: Locale, baseUrl: string) {
  return {
    '@type': 'GovernmentOrganization',
    '@id': organizationId(baseUrl),
    name: source.siteName,
    url: new URL(localizedPath('/', locale), baseUrl).href,
    logo: logo(baseUrl),
  }
}

/** The home page's graph: the organisation in full and the WebSite with its search. */
export function homeJsonLd(source: OrganizationSource, locale: Locale, baseUrl: string): string {
  const home = new URL(localizedPath('/', locale), baseUrl).href
  const search = new URL(localizedPath('/searchresult', locale), baseUrl).href
  const sameAs = (source.social ?? []).map((s) => s.url).filter((url): url is string => Boolean(url && /^https:\/\//.test(url)))
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        ...organizationRef(source, locale, baseUrl),
        address: postalAddress(locale, source.contact?.address, true),
        ...(source.contact?.phone ? { telephone: source.contact.phone } : {}),
        ...(source.contact?.email ? { email: source.contact.email } : {}),
        ...(sameAs.length ? { sameAs } : {}),
      },
      {
        '@type': 'WebSite',
        '@id': webSiteId(baseUrl),
        url: home,
        name: source.siteName,
        inLanguage: locale,
        publisher: { '@id': organizationId(baseUrl) },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${search}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }
  return jsonForScript(data)
}

/** JSON safe inside a <script> (a "</script>" in a text cannot close it). */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
