/**
 * Several replicas each hold their own search indexes (store.ts). When REDIS_URL is set, a replica that saw a
 * page change publishes its id, and every other replica re-reads that page into its indexes: all follow within
 * the 2 s a published page takes to show everywhere (docs/decisions/0013-scale-out.md). The message can
 * arrive before the editor's transaction commits, so the page is read again a second later.
 * Without REDIS_URL nothing is published or subscribed.
 */
import type { Payload } from 'payload'

import { REDIS_PREFIX, redisClient, redisSubscriber } from '@/lib/redis'

const CHANNEL = `${REDIS_PREFIX}search`
const REREAD_AFTER_MS = 1_000
const ORIGIN = `${process.pid}-${Math.random().toString(36).slice(2)}`

type Change = { origin: string; op: 'refresh' | 'forget'; id: number }
type Apply = (payload: Payload, change: Change) => Promise<void>

const KEY = Symbol.for('dhofar.search.sync')
const holder = globalThis as typeof globalThis & { [KEY]?: boolean }

export async function publishChange(op: Change['op'], id: number) {
  const client = redisClient()
  if (!client) return
  try {
    await client.publish(CHANNEL, JSON.stringify({ origin: ORIGIN, op, id } satisfies Change))
  } catch (error) {
    console.error('search: could not tell the other replicas about a page change', error)
  }
}

/** Subscribes once per process; `apply` updates this process's indexes. */
export function followOtherReplicas(payload: Payload, apply: Apply) {
  const subscriber = redisSubscriber()
  if (!subscriber || holder[KEY]) return
  holder[KEY] = true
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CHANNEL) return
    let change: Change
    try {
      change = JSON.parse(message) as Change
    } catch {
      return
    }
    if (change.origin === ORIGIN || !Number.isInteger(change.id)) return
    const run = () =>
      apply(payload, change).catch((error: unknown) => payload.logger.error({ msg: 'search index follow failed', id: change.id, err: error }))
    void run()
    setTimeout(run, REREAD_AFTER_MS).unref?.()
  })
  subscriber.subscribe(CHANNEL).catch((error: unknown) => payload.logger.error({ msg: 'search: subscribe failed', err: error }))
}
