/**
 * Scheduled publishing on every replica (src/features/schedules/runner.ts, ADR 0037): draft articles scheduled for
 * one moment are published within 20 s of it, and each exactly once, though both replicas' runners tick on the
 * same database: a job run twice would leave a second published version.
 */
import path from 'node:path'

import { runTsx } from '../../scripts/lib/run-tsx.mjs'

const COUNT = 6
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

export async function checkSchedules({ a, b, auth, env, check, log }) {
  const stamp = Date.now().toString(36)
  const ids = []
  for (let i = 0; i < COUNT; i++) {
    const response = await fetch(`${a}/api/pages?draft=true&locale=en`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: `Scheduled ${stamp} ${i}`, uniqueUrl: `cluster-scheduled-${stamp}-${i}`, category: 'news', _status: 'draft' }),
    })
    const body = await response.json()
    if (!response.ok) return check(false, `a draft article to schedule is created (HTTP ${response.status})`)
    ids.push(body.doc.id)
  }
  // Far enough ahead that queueing (a tsx start, some seconds on a busy machine) ends before it.
  const at = new Date(Math.ceil((Date.now() + 25_000) / 1000) * 1000)
  if (runTsx(path.join('tests', 'cluster', 'queue-schedules.ts'), [at.toISOString(), ...ids.map(String)], env) !== 0) {
    return check(false, 'the schedules are queued')
  }
  log(`${COUNT} articles scheduled for ${at.toISOString()}`)
  const url = (i) => `/news-details/cluster-scheduled-${stamp}-${i}`
  const early = await Promise.all(ids.map((_, i) => fetch(`${b}${url(i)}`).then((r) => r.status)))
  check(Date.now() >= at.getTime() || early.every((status) => status === 404), `nothing is published before its time (${early.join(' ')})`)
  // Every article on both replicas.
  const pending = new Set(ids.flatMap((_, i) => [`${a}${url(i)}`, `${b}${url(i)}`]))
  while (pending.size > 0 && Date.now() < at.getTime() + 40_000) {
    await Promise.all([...pending].map(async (address) => {
      if ((await fetch(address).then((r) => r.status).catch(() => 0)) === 200) pending.delete(address)
    }))
    if (pending.size > 0) await sleep(500)
  }
  const late = Date.now() - at.getTime()
  check(pending.size === 0 && late <= 20_000, `the ${COUNT} scheduled articles are on both replicas ${late} ms after their time (at most 20 s; ${pending.size} missing)`)
  const published = await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${a}/api/pages/versions?where[parent][equals]=${id}&where[version._status][equals]=published&limit=0&depth=0`, { headers: auth })
      return (await response.json()).totalDocs
    }),
  )
  check(published.every((n) => n === 1), `each schedule ran exactly once across the replicas (published versions per article: ${published.join(' ')})`)
  for (const id of ids) await fetch(`${a}/api/pages/${id}`, { method: 'DELETE', headers: auth })
}
