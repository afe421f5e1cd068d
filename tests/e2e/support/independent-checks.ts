/**
 * Independent consumers of what the site serves, each a published tool or package rather than the
 * site's own code, so a check stays true when the code that writes the file changes:
 * - the sitemap: `xmllint` (Debian's libxml2-utils) against the sitemaps.org XML Schema that the `sitemap` package
 *   ships, and that package's own parser (at its strictest level) for the `xhtml:link` alternates;
 * - open data CSV: `csv-parse` with every relaxation off (RFC 4180 quoting, one width for every record);
 * - RSS: `@rowanmanning/feed-parser`.
 * Each returns the problems it finds (an empty list when there are none), so a test can also feed it a broken
 * document and see it fail.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { Readable } from 'node:stream'

import { parseFeed } from '@rowanmanning/feed-parser'
import { parse } from 'csv-parse/sync'
import { ErrorLevel, type SitemapItem, XMLToSitemapItemStream } from 'sitemap'

/** The sitemaps.org schema (0.9), as the `sitemap` package ships it. */
export const SITEMAP_XSD = join(process.cwd(), 'node_modules/sitemap/schema/sitemap.xsd')

export const hasXmllint = () => spawnSync('xmllint', ['--version']).status === 0

/**
 * The sitemap against the sitemaps.org schema with `xmllint --schema`, offline. The schema lets other namespaces'
 * elements (the `xhtml:link` alternates) follow a `<url>`'s own elements only with a declaration from the XHTML
 * schema, which no package ships (the `sitemap` package's all.xsd fetches it from w3.org). So: the alternates must
 * come last in each `<url>` (where the schema's wildcard stands), xmllint validates the rest, and the `sitemap`
 * package's parser at its strictest reads the alternates (rel, hreflang, href).
 */
export async function sitemapProblems(xml: string): Promise<string[]> {
  const problems: string[] = []
  for (const [url] of xml.matchAll(/<url>[\s\S]*?<\/url>/g)) {
    if (/<xhtml:link\b[\s\S]*<(loc|lastmod|changefreq|priority)>/.test(url)) problems.push(`alternates before the sitemap's own elements: ${url.slice(0, 200)}`)
  }
  const withoutAlternates = xml.replace(/<xhtml:link\b[^>]*\/>\s*/g, '')
  const lint = spawnSync('xmllint', ['--nonet', '--noout', '--schema', SITEMAP_XSD, '-'], { input: withoutAlternates, encoding: 'utf8' })
  if (lint.error || lint.status !== 0) problems.push(`xmllint --schema sitemap.xsd: ${lint.error?.message ?? lint.stderr.trim()}`)
  try {
    const items = await parseSitemapStrictly(xml)
    if (items.length === 0) problems.push('the sitemap parser read no <url>')
  } catch (error) {
    problems.push(`sitemap parser: ${(error as Error).message}`)
  }
  return problems
}

/** The `sitemap` package's parser with ErrorLevel.THROW: the first thing it cannot read rejects. */
export function parseSitemapStrictly(xml: string): Promise<SitemapItem[]> {
  const items: SitemapItem[] = []
  return new Promise((resolve, reject) => {
    Readable.from([xml])
      .pipe(new XMLToSitemapItemStream({ level: ErrorLevel.THROW, logger: false }))
      .on('data', (item: SitemapItem) => items.push(item))
      .on('end', () => resolve(items))
      .on('error', reject)
  })
}

/**
 * A CSV download as a strict RFC 4180 parser reads it: UTF-8 that decodes without a replacement character, quotes
 * only where RFC 4180 allows them, and every record as wide as the header. Returns the records with the problems.
 */
export function csvProblems(body: Buffer): { problems: string[]; records: string[][] } {
  const problems: string[] = []
  // The byte order mark kept in the text (ignoreBOM), so that re-encoding must give back the very same bytes.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(body)
  if (text.includes('\uFFFD')) problems.push('not valid UTF-8 (U+FFFD after decoding)')
  if (!Buffer.from(text, 'utf8').equals(body)) problems.push('UTF-8 decoding is not lossless')
  if (text.startsWith('\uFEFF')) problems.push('starts with a byte order mark')
  let records: string[][] = []
  try {
    records = parse(text, { bom: false, relax_quotes: false, relax_column_count: false, skip_empty_lines: false }) as string[][]
  } catch (error) {
    problems.push(`csv-parse: ${(error as Error).message}`)
    return { problems, records }
  }
  if (records.length < 2) problems.push(`${records.length} records: no header with rows`)
  const width = records[0]?.length ?? 0
  if (width < 2) problems.push(`a header of ${width} column(s)`)
  records.forEach((record, i) => {
    if (record.length !== width) problems.push(`record ${i + 1} has ${record.length} fields, the header ${width}`)
  })
  return { problems, records }
}

/** An RSS or Atom feed as `@rowanmanning/feed-parser` reads it: every item with a title, an absolute link and a date. */
export function feedProblems(xml: string): { problems: string[]; items: number } {
  let feed: ReturnType<typeof parseFeed>
  try {
    feed = parseFeed(xml)
  } catch (error) {
    return { problems: [`feed-parser: ${(error as Error).message}`], items: 0 }
  }
  const problems: string[] = []
  if (!feed.title) problems.push('the feed has no title')
  if (feed.items.length === 0) problems.push('the feed has no items')
  feed.items.forEach((item, i) => {
    const name = `item ${i + 1} (${item.title ?? item.url ?? '?'})`
    if (!item.title?.trim()) problems.push(`${name}: no title`)
    if (!item.url || !/^https?:\/\//.test(item.url)) problems.push(`${name}: no absolute link`)
    if (!(item.published instanceof Date) || Number.isNaN(item.published.getTime())) problems.push(`${name}: no date`)
  })
  return { problems, items: feed.items.length }
}
