/**
 * An alert for visitors on every replica and through nginx (src/features/alerts, ADR 0038): published on replica A,
 * it is on the home pages through nginx's micro-cache (HTTPS) and on replica B within 5 s of the editor's answer;
 * after its end it leaves them by itself within 60 s, nobody editing (each replica's expiry timer).
 */
import { request } from './poisoning.mjs'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const LIFETIME_MS = 25_000

export async function checkAlerts({ a, b, auth, front, check, log }) {
  const word = `Khareefmist${Date.now().toString(36)}`
  const expires = Date.now() + LIFETIME_MS
  const send = (method, path, data) => fetch(`${a}${path}`, { method, headers: auth, body: JSON.stringify(data) }).then(async (r) => ({ ok: r.ok, status: r.status, body: await r.json().catch(() => ({})) }))
  const created = await send('POST', '/api/alerts?draft=true&locale=en', {
    title: `Fog ${word}`,
    message: 'Visibility under 50 metres. Drive slowly.',
    severity: 'warning',
    category: 'weather',
    onset: new Date(Date.now() - 60_000).toISOString(),
    expires: new Date(expires).toISOString(),
    _status: 'draft',
  })
  if (!created.ok) return check(false, `an alert draft is created on replica A (HTTP ${created.status})`)
  const id = created.body.doc.id
  try {
    await send('PATCH', `/api/alerts/${id}?draft=true&locale=ar`, { title: `ضباب ${word}`, message: 'الرؤية أقل من 50 مترًا. قُد ببطء.' })
    const published = await send('PATCH', `/api/alerts/${id}?locale=en`, { _status: 'published' })
    const answered = Date.now()
    check(published.ok, `the alert is published on replica A (HTTP ${published.status})`)
    const places = [
      ['nginx /', () => request(front, '/')],
      ['nginx /ar', () => request(front, '/ar')],
      ['replica B /', () => request({ port: new URL(b).port }, '/')],
    ]
    const seen = async (present) => {
      const pending = new Map(places)
      const times = []
      const since = Date.now()
      while (pending.size > 0 && Date.now() - since < 70_000) {
        for (const [label, get] of [...pending]) {
          const { body } = await get().catch(() => ({ body: '' }))
          if (body.includes(word) === present) {
            pending.delete(label)
            times.push(`${label} ${Date.now() - since} ms`)
          }
        }
        if (pending.size > 0) await sleep(200)
      }
      return { missing: [...pending.keys()], times }
    }
    const shown = await seen(true)
    const shownWithin = Date.now() - answered
    check(shown.missing.length === 0 && shownWithin <= 5000, `the alert is on the home pages through nginx and on replica B within 5 s of the editor's answer (${shown.times.join(', ')}; missing: ${shown.missing.join(', ') || 'none'})`)
    log(`waiting for the alert's end (${Math.round((expires - Date.now()) / 1000)} s)`)
    await sleep(Math.max(0, expires - Date.now()))
    const gone = await seen(false)
    const goneWithin = Date.now() - expires
    check(gone.missing.length === 0 && goneWithin <= 60_000, `after its end the alert leaves them by itself within 60 s (${goneWithin} ms; ${gone.times.join(', ')})`)
  } finally {
    await fetch(`${a}/api/alerts/${id}`, { method: 'DELETE', headers: auth })
  }
}
