/**
 * The runner of scheduled publishing and unpublishing (Pages' versions.drafts.schedulePublish queues a
 * `schedulePublish` job with a `waitUntil`). The site's server process runs it every 5 seconds
 * (src/instrumentation.ts), whichever way it was started: `next start`, `npm start`/`npm run serve` (scripts/serve.mjs)
 * and every replica of `npm run start:cluster`. docs/decisions/0037-scheduled-publishing-runner.md.
 *
 * Each due job is claimed before it runs with one conditional UPDATE (`processing` false → true). Payload's own
 * `jobs.run` marks the jobs it picks as processing with a read and then a write per job, so two replicas ticking
 * together could both pick the same job; the database answers a conditional UPDATE to one of them only.
 */
import type { Payload, Where } from 'payload'

import { metrics } from '@/lib/metrics.mjs'

export const SCHEDULE_TASK = 'schedulePublish'
export const RUN_EVERY_MS = 5_000
/** At most this many due jobs per tick: a backlog after a long stop drains over a few ticks. */
const BATCH = 20

/** The due, unclaimed jobs of the queue, the oldest first. */
export const dueJobs = (now: Date): Where => ({
  and: [
    { completedAt: { exists: false } },
    { hasError: { not_equals: true } },
    { processing: { equals: false } },
    { queue: { equals: 'default' } },
    { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: now.toISOString() } }] },
  ],
})

type RawResult = { rowsAffected?: number; rowCount?: number | null }
type RawExecute = (args: { drizzle: unknown; raw: string }) => Promise<RawResult>

/**
 * Marks the job as processing if no one has: true for exactly one caller, whichever process or replica asks.
 * SQLite (libsql) tells `rowsAffected`, PostgreSQL `rowCount`.
 */
export async function claimJob(payload: Payload, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id)) return false
  const db = payload.db as unknown as { drizzle: unknown; execute: RawExecute }
  const result = await db.execute({
    drizzle: db.drizzle,
    raw: `UPDATE payload_jobs SET processing = true WHERE id = ${id} AND processing = false`,
  })
  return (result.rowsAffected ?? result.rowCount ?? 0) === 1
}

/** One tick: claims and runs the jobs that are due. Returns the ids it ran (for tests and the log). */
export async function runDueJobs(payload: Payload, now = new Date()): Promise<number[]> {
  const due = await payload.find({
    collection: 'payload-jobs',
    where: dueJobs(now),
    sort: 'waitUntil',
    limit: BATCH,
    depth: 0,
    pagination: false,
    select: { waitUntil: true, createdAt: true },
  })
  // The queue's lag: how long the oldest due job has waited past its time (dhofar_schedule_queue_lag_seconds).
  const oldest = due.docs[0]
  const dueSince = oldest ? Date.parse(String(oldest.waitUntil ?? oldest.createdAt)) : NaN
  metrics().scheduleLag.set(Number.isFinite(dueSince) ? Math.max(0, (now.getTime() - dueSince) / 1000) : 0)
  const ran: number[] = []
  for (const { id } of due.docs) {
    const jobId = Number(id)
    if (!(await claimJob(payload, jobId))) continue
    // Payload runs the claimed job: it records a failure, counts the try and retries or gives up as the task says.
    await payload.jobs.runByID({ id: jobId, silent: true })
    ran.push(jobId)
    metrics().scheduleJobs.inc()
  }
  return ran
}

type RunnerState = { timer?: ReturnType<typeof setInterval> }
// One runner per process, kept on globalThis: instrumentation and the app's routes may load this module twice.
const state = ((globalThis as { __dhofarScheduleRunner?: RunnerState }).__dhofarScheduleRunner ??= {})

/**
 * Starts the every-10-seconds tick in this process (once, whatever the number of calls). `getPayload` is asked at
 * each tick, so a database that was down when the server started is used as soon as it answers. A tick still
 * running when the next is due makes that one skip.
 */
export function startScheduleRunner(getPayload: () => Promise<Payload>, everyMs = RUN_EVERY_MS) {
  if (state.timer) return
  let running = false
  let failing = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await runDueJobs(await getPayload())
      metrics().scheduleTicks.inc({ outcome: 'ok' })
      if (failing) console.log('Scheduled publishing runs again.')
      failing = false
    } catch (error) {
      metrics().scheduleTicks.inc({ outcome: 'failed' })
      // Said once, not every 5 seconds while the database is away.
      if (!failing) {
        const reason = error instanceof Error ? error.message : String(error)
        console.error(`Scheduled publishing could not run (${reason}); it tries again every ${everyMs / 1000} s.`)
      }
      failing = true
    } finally {
      running = false
    }
  }
  state.timer = setInterval(() => void tick(), everyMs)
  // Never what keeps a process alive.
  state.timer.unref()
  void tick()
}

export function stopScheduleRunner() {
  if (state.timer) clearInterval(state.timer)
  state.timer = undefined
}
