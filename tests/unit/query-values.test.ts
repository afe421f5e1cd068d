/** The values of a REST `where` that a database cannot compare are refused before it is asked. */
import { describe, expect, it } from 'vitest'

import { valueProblem, whereProblems, type ValueKind } from '@/lib/query-values'
import { isQueryValueFailure } from '@/lib/rest-query'

const number: ValueKind = { kind: 'number' }
const date: ValueKind = { kind: 'date' }
const option: ValueKind = { kind: 'option', options: ['economy', 'events'], hasMany: false }

describe('where values', () => {
  it('refuse what the adapters turn into NaN, undefined or an unknown enum value', () => {
    expect(valueProblem(number, 'in', 'a')).toBe('number')
    expect(valueProblem(number, 'in', '')).toBe('number')
    expect(valueProblem(number, 'in', ['1', 'b'])).toBe('number')
    expect(valueProblem(date, 'greater_than', 'notadate')).toBe('date')
    expect(valueProblem(date, 'like', '2026')).toBe('operator')
    expect(valueProblem(option, 'equals', 'zzz')).toBe('option')
    expect(valueProblem(option, 'like', 'eco')).toBe('operator')
    expect(valueProblem({ kind: 'other' }, 'near', '1,2')).toBe('operator')
    expect(valueProblem({ kind: 'point' }, 'near', '1,x')).toBe('point')
    expect(valueProblem({ kind: 'boolean' }, 'equals', 'maybe')).toBe('boolean')
    expect(valueProblem({ kind: 'other' }, 'equals', 'a\u0000b')).toBe('plain')
    expect(valueProblem(number, 'equals', { x: '1' })).toBe('object')
  })

  it('let every well-formed query through', () => {
    expect(valueProblem(number, 'in', '1,2,3')).toBeNull()
    expect(valueProblem(number, 'in', [1, '2'])).toBeNull()
    expect(valueProblem(number, 'equals', 'null')).toBeNull()
    expect(valueProblem(number, 'exists', 'maybe')).toBeNull()
    expect(valueProblem(date, 'less_than', '2026-11-25T00:00:00.000Z')).toBeNull()
    expect(valueProblem(option, 'in', 'economy,events')).toBeNull()
    expect(valueProblem({ kind: 'other' }, 'like', 'Salalah')).toBeNull()
    expect(valueProblem({ kind: 'point' }, 'near', '54.1,17.0,1000')).toBeNull()
    expect(valueProblem({ kind: 'other' }, 'contains', { title: { equals: 'x' } })).toBeNull()
  })

  it('walk and/or to any depth and leave unknown paths to Payload', () => {
    const kinds: Record<string, ValueKind> = { id: number, createdAt: date }
    const where = { or: [{ id: { in: 'a' } }, { and: [{ createdAt: { equals: 'x' } }, { nope: { equals: 1 } }] }] }
    expect(whereProblems(where, (path) => kinds[path])).toEqual([
      { path: 'id', operator: 'in', expected: 'number' },
      { path: 'createdAt', operator: 'equals', expected: 'date' },
    ])
    expect(whereProblems('abc', () => number)).toEqual([{ path: 'where', operator: '', expected: 'object' }])
  })
})

describe('the safety net after an error', () => {
  it('knows a value refused by PostgreSQL or SQLite from any other failure', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause })
    expect(isQueryValueFailure(wrapped({ code: '22P02', message: 'invalid input syntax for type integer: "NaN"' }))).toBe(true)
    expect(isQueryValueFailure(wrapped(new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')))).toBe(true)
    expect(isQueryValueFailure(wrapped({ code: 'SQLITE_CANTOPEN', message: 'unable to open database file' }))).toBe(false)
    expect(isQueryValueFailure(new Error('a bug'))).toBe(false)
  })
})
