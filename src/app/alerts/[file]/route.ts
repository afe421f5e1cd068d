/**
 * One alert as CAP 1.2: /alerts/{id}.cap (src/features/alerts/feeds.ts). Only what visitors may see (published,
 * started, ended at most 30 days ago); anything else is a 404. Read through the cached alerts (tag `alerts`).
 */
import { buildCap, getVisibleAlerts } from '@/features/alerts'
import { env } from '@/lib/env'

const FILE = /^([1-9]\d{0,9})\.cap$/

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const id = FILE.exec((await params).file)?.[1]
  const alert = id ? (await getVisibleAlerts()).find((a) => a.id === Number(id)) : undefined
  if (!alert) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const xml = buildCap(alert, { baseUrl: env.SITE_URL, senderName: { en: 'Dhofar Governorate', ar: 'محافظة ظفار' } })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/cap+xml; charset=utf-8', 'Cache-Control': 'public, max-age=30' },
  })
}
