/**
 * The full-disk fault (run.ts, step 4), on the small disk of ./disk.ts. It must bite, be answered honestly and lose
 * nothing: see fullDisk below.
 */
import path from 'node:path'

import { ADMIN, type BenchSite } from '../lib/site'
import { adminToken, benchPage, sendRating, statusCounts, type Sent } from '../rating/client'
import type { SmallDisk } from './disk'
import { answerOf, fault, probe, probeRow, show, type Answer, type Row } from './probe'

/** What a fault needs of the run: its site, where failures go, a restart, and the look-up of acknowledged ratings. */
export type FaultRun = {
  site: BenchSite
  newsPath: string
  failures: string[]
  restart: (variant: BenchSite) => Promise<void>
  lookUp: (target: BenchSite, pageName: string, sent: Sent[]) => Promise<string>
}

/**
 * The data on a small tmpfs; a few ratings first (SQLite's WAL gets pages of its own), then every free block taken
 * and checked with statfs, then ratings sent until the refusals are plain: while the disk is full, a rating either
 * fits in space SQLite already holds (200) or is refused (503 + Retry-After). The same process is probed once the
 * space is freed, then restarted, and every acknowledged rating looked up.
 */
export async function fullDisk({ site, disk, newsPath, failures, restart, lookUp }: FaultRun & { disk: SmallDisk }): Promise<Row[]> {
  const dataEnv = { DATA_DIR: disk.dir, DATABASE_URI: `file:${path.join(disk.dir, 'dhofar.db')}` }
  const full: BenchSite = { ...site, env: { ...site.env, ...dataEnv }, dataDir: disk.dir }
  await restart(full)
  const ratings = { pageName: await benchPage(full.url, 'faults-disk'), sent: [] as Sent[] }
  const token = await adminToken(full.url)
  for (let i = 0; i < 100; i++) ratings.sent.push(await sendRating(full.url, ratings.pageName, { timeoutMs: 15_000 }))
  if (ratings.sent.some((s) => s.status !== 200)) failures.push(`full disk: warm-up before filling: ${JSON.stringify(statusCounts(ratings.sent))}`)

  const left = disk.fill()
  console.log(`\n── disk filled: ${left} bytes free (statfs); df: ${disk.df()} ──`)
  if (left !== 0) failures.push(`full disk: ${left} bytes still free after filling`)
  const burst: Sent[] = []
  let refused = 0
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (refused < 40 && burst.length < 4000) {
        const sent = await sendRating(full.url, ratings.pageName, { timeoutMs: 15_000 })
        burst.push(sent)
        if (sent.status === 503) refused++
      }
    }),
  )
  ratings.sent.push(...burst)
  for (const s of burst) {
    const reason = fault(answerOf(s), true)
    if (reason) failures.push(`full disk burst: ${reason}`)
  }
  // The admin's writes go through Payload's own REST routes: the same honest answers are asked of them. Pages are
  // created until one is refused, then a login (it writes the session) is tried.
  const admin: Answer[] = []
  for (let i = 0; i < 30 && !admin.some((a) => a.status === 503); i++) {
    admin.push(
      await probe(`${full.url}/api/pages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ uniqueUrl: `faults-full-${Date.now()}-${i}`, category: 'general', title: `Full disk ${i}`, _status: 'published' }),
      }),
    )
  }
  const login = await probe(`${full.url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  for (const [what, answer] of [...admin.map((a) => ['page create', a] as const), ['login', login] as const]) {
    const reason = fault(answer, true)
    if (reason) failures.push(`full disk, admin ${what}: ${reason}`)
  }
  const tally = new Map<string, number>()
  for (const answer of admin) tally.set(show(answer), (tally.get(show(answer)) ?? 0) + 1)
  const creates = [...tally].map(([answer, n]) => `${n} × ${answer}`).join(', ')
  const stillFree = disk.freeBytes()
  if (refused === 0) failures.push(`full disk: ${burst.length} ratings and not one refused: the fault did not bite`)
  const counts = Object.entries(statusCounts(burst)).map(([status, n]) => `${n} × ${status}`).join(', ')
  const rows = [
    await probeRow(full, newsPath, 'full disk under DATA_DIR', {
      may503: ['rating'],
      note: `${left} B free before, ${stillFree} B after; ${burst.length} ratings: ${counts}; admin page creates: ${creates}, login: ${show(login)}`,
      ratings,
    }),
  ]
  disk.empty()
  rows.push(await probeRow(full, newsPath, 'disk space freed, same process', { note: `${disk.freeBytes()} B free`, ratings }))
  await restart(full)
  rows.push(await probeRow(full, newsPath, 'full disk: restart', { note: await lookUp(full, ratings.pageName, ratings.sent), ratings }))
  return rows
}
