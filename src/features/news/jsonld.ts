/**
 * schema.org NewsArticle data for a news page, as JSON safe inside a <script> (a "</script>" in a title cannot
 * close it). Absolute URLs, as search engines need.
 */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { toDate } from '@/lib/dates'
import { routes } from '@/lib/page-routes'
import { jsonForScript, organizationRef } from '@/lib/metadata/organization'


type Article = { uniqueUrl: string; title: string; description?: string | null; date?: string | null; updatedAt?: string; imageUrl?: string | null }

export function newsArticleJsonLd(article: Article, locale: Locale, baseUrl: string, publisher: string): string {
  const url = new URL(localizedPath(routes.newsDetail(article.uniqueUrl), locale), baseUrl).href
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.description || undefined,
    inLanguage: locale,
    url,
    mainEntityOfPage: url,
    datePublished: toDate(article.date)?.toISOString(),
    dateModified: toDate(article.updatedAt)?.toISOString(),
    image: article.imageUrl ? [new URL(article.imageUrl, baseUrl).href] : undefined,
    author: organizationRef({ siteName: publisher }, locale, baseUrl),
    publisher: organizationRef({ siteName: publisher }, locale, baseUrl),
  }
  return jsonForScript(data)
}
