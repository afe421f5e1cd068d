/**
 * What the fault test asks of the site and how it judges the answers. Each fault gets one row: the home page, a news
 * detail, /api/v1/settings, one rating and /api/health, each with its status, its Retry-After and whether a 5xx came
 * with a body. A row names the columns where its fault makes 503 the honest answer; anything else fails the run:
 * a timeout, a connection refused or cut while the server should be up, any other 5xx, or a 503 without
 * Retry-After or without the envelope.
 */
import type { BenchSite } from '../lib/site'
import { sendRating, type Sent } from '../rating/client'

export const PROBE_TIMEOUT_MS = 15_000

export type Answer = { status: number | 'timeout' | 'no answer' | 'not run'; retryAfter: string | null; emptyBody: boolean }
export const COLUMNS = ['home', 'news', 'settings', 'rating', 'health'] as const
export type Column = (typeof COLUMNS)[number]
export type Row = { fault: string; cells: Record<Column, Answer>; may503: readonly Column[]; note: string }

export async function probe(url: string, init: RequestInit = {}): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
    const body = await response.text()
    return { status: response.status, retryAfter: response.headers.get('retry-after'), emptyBody: body.length === 0 }
  } catch (error) {
    return { status: (error as Error).name === 'TimeoutError' ? 'timeout' : 'no answer', retryAfter: null, emptyBody: true }
  }
}

export const answerOf = (sent: Sent): Answer => ({
  status: sent.status === 'network-error' ? 'no answer' : sent.status,
  retryAfter: sent.retryAfter,
  emptyBody: sent.bodyBytes === 0,
})

/**
 * Probes the five addresses. The rating is for `ratings.pageName` and is added to `ratings.sent`, so that a fault
 * that must lose nothing can look every acknowledged one up later.
 */
export async function probeRow(
  site: BenchSite,
  newsPath: string,
  fault: string,
  { may503 = [], note = '', ratings }: { may503?: readonly Column[]; note?: string; ratings: { pageName: string; sent: Sent[] } },
): Promise<Row> {
  const home = await probe(`${site.url}/`)
  const news = await probe(`${site.url}${newsPath}`)
  const settings = await probe(`${site.url}/api/v1/settings`)
  const sent = await sendRating(site.url, ratings.pageName, { timeoutMs: PROBE_TIMEOUT_MS })
  ratings.sent.push(sent)
  const health = await probe(`${site.url}/api/health`)
  return { fault, cells: { home, news, settings, rating: answerOf(sent), health }, may503, note }
}

export function show(answer: Answer): string {
  if (typeof answer.status !== 'number') return answer.status
  const retry = answer.retryAfter ? ` (Retry-After ${answer.retryAfter})` : ''
  return `${answer.status}${retry}${answer.status >= 500 && answer.emptyBody ? ' empty' : ''}`
}

/** Why an answer fails the run, or null when it is acceptable; `may503`: the fault makes a 503 the honest answer. */
export function fault(answer: Answer, may503: boolean): string | null {
  if (answer.status === 'not run') return null
  if (answer.status === 'timeout') return 'no answer in time'
  if (answer.status === 'no answer') return 'connection failed while the server should be up'
  if (answer.status < 500) return null
  if (answer.status !== 503 || !may503) return `unexpected ${answer.status}`
  return answer.retryAfter && !answer.emptyBody ? null : '503 without Retry-After or body'
}

export function rowFaults(row: Row): string[] {
  return COLUMNS.flatMap((column) => {
    const reason = fault(row.cells[column], row.may503.includes(column))
    return reason ? [`${row.fault}: ${column}: ${reason}`] : []
  })
}

export function printTable(rows: Row[]) {
  const header = ['fault', ...COLUMNS, 'note']
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => ' --- |').join('')}`)
  for (const row of rows) console.log(`| ${[row.fault, ...COLUMNS.map((c) => show(row.cells[c])), row.note].join(' | ')} |`)
}
