/** A 4xx Payload raised on purpose is one info line even when the build has renamed its class. */
import { describe, expect, it } from 'vitest'

import { demoteClientErrors } from '@/lib/logging'

function log(entry: unknown, level: number) {
  const lines: Array<[string, unknown]> = []
  const logger = { info: (value: unknown) => lines.push(['info', value]) }
  demoteClientErrors.call(logger, [entry], (value: unknown) => lines.push(['as asked', value]), level)
  return lines
}

/** Payload's error shape, named as the production bundle names it. */
const payloadError = (status: number) => Object.assign(new Error('You are not allowed to perform this action.'), { name: 'c', status, isOperational: true })

describe('demoteClientErrors', () => {
  it('logs a 4xx raised by Payload as one info line, without the error or its stack', () => {
    expect(log({ err: payloadError(403) }, 50)).toEqual([['info', { msg: 'You are not allowed to perform this action.', status: 403 }]])
    expect(log({ err: payloadError(401) }, 50)[0][0]).toBe('info')
  })

  it('leaves server errors, unexpected errors and other levels as they were', () => {
    const server = { err: payloadError(500) }
    expect(log(server, 50)).toEqual([['as asked', server]])
    const bug = { err: Object.assign(new TypeError('x'), { status: 404 }) } // not operational: a bug that looks like a 404
    expect(log(bug, 50)).toEqual([['as asked', bug]])
    const warning = { err: payloadError(403) }
    expect(log(warning, 40)).toEqual([['as asked', warning]])
    expect(log('plain message', 50)).toEqual([['as asked', 'plain message']])
  })
})
