/**
 * The Redis connection of this process, only when REDIS_URL is set (several replicas; docs/deploy.md). Without it
 * nothing connects and every caller keeps its in-process behaviour, so `npm start` needs no Redis.
 * While Redis is away a command fails after one reconnection attempt or 1 s: callers fall back rather than wait.
 */
import Redis from 'ioredis'

import { env } from './env'
import { metrics } from './metrics.mjs'

const KEY = Symbol.for('dhofar.redis')
const holder = globalThis as typeof globalThis & { [KEY]?: { command?: Redis; subscriber?: Redis } }
const state = (holder[KEY] ??= {})

function connect(name: string): Redis {
  const client = new Redis(env.REDIS_URL as string, {
    connectionName: `dhofar-${name}`,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  })
  let reported = false
  client.on('error', (error: Error) => {
    if (!reported) console.error(`redis (${name}): ${error.message}; retrying in the background`)
    reported = true
  })
  client.on('ready', () => (reported = false))
  client.on('reconnecting', () => metrics().redisReconnects.inc({ connection: name }))
  return client
}

/** The shared command connection, or undefined when REDIS_URL is not set. */
export function redisClient(): Redis | undefined {
  if (!env.REDIS_URL) return undefined
  return (state.command ??= connect('command'))
}

/** A second connection in subscriber mode (a subscribed connection cannot send other commands). */
export function redisSubscriber(): Redis | undefined {
  if (!env.REDIS_URL) return undefined
  return (state.subscriber ??= connect('subscriber'))
}

/** Key and channel names of this site, so one Redis can serve several sites. */
export const REDIS_PREFIX = 'dhofar:'
