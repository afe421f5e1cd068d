/**
 * Fault test: a steady stream of ratings, the server killed with SIGKILL in the middle of it (no shutdown, no
 * flush), restarted on the same data, and every rating that was answered 200 looked up in the database. Any
 * acknowledged rating that is missing is a durability bug: the run fails unless the count is 0.
 * Requests cut off by the kill have no answer; whether they were stored or not, nobody was told they were.
 *
 *   npx tsx bench/rating/kill.ts [--rounds 3] [--workers 8] [--reuse-build] [--keep-data]
 */
import { benchPage, flag, has, sendRating, storedSessionIds, type Sent } from './client'
import type { ChildProcess } from 'node:child_process'

import { prepareSite, removeSite, startServer, stopServer } from '../lib/site'

const rounds = Math.min(flag('rounds', 3), 10)
const workers = Math.min(flag('workers', 8), 64)
const MAX_PER_ROUND = 20_000

const site = await prepareSite({ reuseBuild: has('reuse-build') })
let server: ChildProcess | undefined
let totalMissing = 0
try {
  server = await startServer(site)
  for (let round = 1; round <= rounds; round++) {
    await sendRating(site.url, 'home-page')
    const pageName = await benchPage(site.url, `kill-${round}`)
    const sent: Sent[] = []
    let streaming = true
    const worker = async () => {
      while (streaming && sent.length < MAX_PER_ROUND) sent.push(await sendRating(site.url, pageName))
    }
    const stream = Promise.all(Array.from({ length: workers }, worker))
    // Kill at a different moment each round, 1.5 to 4 s into the stream.
    await new Promise((r) => setTimeout(r, 1500 + Math.random() * 2500))
    // No new requests from here on; the ones in flight (one per worker) meet the kill.
    streaming = false
    const ackedBeforeKill = sent.filter((s) => s.status === 200).length
    await stopServer(server!, 'SIGKILL')
    server = undefined
    await stream

    server = await startServer(site)
    const stored = await storedSessionIds(site.url, pageName)
    const acknowledged = sent.filter((s) => s.status === 200)
    const unanswered = sent.filter((s) => s.status === 'network-error')
    const missing = acknowledged.filter((s) => !stored.has(s.sessionId)).length
    totalMissing += missing
    console.log(
      [
        `\n── round ${round}: SIGKILL after ${ackedBeforeKill} acknowledged ratings ──`,
        `sent:                         ${sent.length}`,
        `acknowledged (200):           ${acknowledged.length}`,
        `other answers:                ${sent.length - acknowledged.length - unanswered.length}`,
        `cut off by the kill:          ${unanswered.length} (stored anyway: ${unanswered.filter((s) => stored.has(s.sessionId)).length})`,
        `in the database after restart: ${stored.size}`,
        `ACKNOWLEDGED BUT MISSING:     ${missing}`,
      ].join('\n'),
    )
  }
  console.log(`\n${totalMissing === 0 ? '✔' : '✖'} ${rounds} kills, ${totalMissing} acknowledged ratings lost (must be 0)`)
  process.exitCode = totalMissing === 0 ? 0 : 1
} finally {
  if (server) await stopServer(server)
  removeSite(site, has('keep-data'))
}
