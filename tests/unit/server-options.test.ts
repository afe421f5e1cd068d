/**
 * The server's own settings (src/lib/server-options.mjs), read by scripts/serve.mjs and validated again by
 * src/lib/env.ts: LOG_LEVEL, METRICS_PORT/METRICS_HOST and the shutdown timings, with their defaults, and a wrong value
 * refused with the variable's name.
 */
import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'
import { readServerOptions } from '@/lib/server-options.mjs'

describe('server options', () => {
  it('defaults to info, no metrics endpoint, loopback, no delay and 25 s', () => {
    expect(readServerOptions({})).toEqual({
      ok: true,
      options: { LOG_LEVEL: 'info', METRICS_PORT: undefined, METRICS_HOST: ['127.0.0.1', '::1'], SHUTDOWN_TIMEOUT_MS: 25_000, SHUTDOWN_DELAY_MS: 0 },
    })
    expect(readServerOptions({ LOG_LEVEL: '', METRICS_PORT: '', SHUTDOWN_TIMEOUT_MS: '' })).toMatchObject({ ok: true, options: { LOG_LEVEL: 'info', METRICS_PORT: undefined } })
  })

  it('reads the values set', () => {
    const read = readServerOptions({ LOG_LEVEL: ' WARN ', METRICS_PORT: '9464', METRICS_HOST: '10.0.0.11', SHUTDOWN_TIMEOUT_MS: '10000', SHUTDOWN_DELAY_MS: '5000' })
    expect(read).toEqual({ ok: true, options: { LOG_LEVEL: 'warn', METRICS_PORT: 9464, METRICS_HOST: ['10.0.0.11'], SHUTDOWN_TIMEOUT_MS: 10_000, SHUTDOWN_DELAY_MS: 5000 } })
  })

  it('refuses a wrong value, naming the variable, in the server and in the app alike', () => {
    for (const [name, value] of [['LOG_LEVEL', 'loud'], ['METRICS_PORT', 'abc'], ['METRICS_PORT', '70000'], ['METRICS_HOST', 'example.com'], ['SHUTDOWN_TIMEOUT_MS', '-1']]) {
      const read = readServerOptions({ [name]: value })
      expect(read.ok).toBe(false)
      expect(read.ok ? '' : read.message).toMatch(new RegExp(`^${name}: `))
      expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`- ${name}: `))
    }
    expect(parseEnv({ LOG_LEVEL: 'debug', METRICS_PORT: '9464' })).toMatchObject({ LOG_LEVEL: 'debug', METRICS_PORT: 9464 })
  })
})
