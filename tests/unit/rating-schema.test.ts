/** The rating submission schema shared by the panel and the endpoint: each field, valid and invalid. */
import { describe, expect, it } from 'vitest'

import { fieldErrors, ratingSubmissionSchema } from '@/features/rating/schema'

const valid = { pageName: '/news-list', result: 4, max: 5, visitorIp: 'unknown', sessionId: 'session_1732000000000_k3j4h5g6f7d8' }

function errorsOf(patch: Record<string, unknown>) {
  const result = ratingSubmissionSchema.safeParse({ ...valid, ...patch })
  return result.success ? {} : fieldErrors(result.error)
}

describe('rating submission schema', () => {
  it('accepts a complete submission and keeps only what the server stores', () => {
    const result = ratingSubmissionSchema.safeParse({ ...valid, comment: '  Useful  ', locale: 'ar', extra: 'dropped' })
    expect(result.success && result.data).toMatchObject({ pageName: '/news-list', result: 4, max: 5, comment: 'Useful', locale: 'ar' })
    expect(result.success && 'extra' in result.data).toBe(false)
  })

  it.each([['home-page'], ['/'.concat('a'.repeat(199))], ['/news-details/Khareef-2025'], ['/discover-dhofar'], ['/%D8%B8']])(
    'accepts the page name %s',
    (pageName) => expect(errorsOf({ pageName })).toEqual({}),
  )

  it.each([[undefined], [''], ['news-list'], ['/'], ['/a/'], ['//a'], ['/../etc'], ['/a b'], ['/a?b=1'], [`/${'a'.repeat(200)}`], [42]])(
    'refuses the page name %s',
    (pageName) => expect(Object.keys(errorsOf({ pageName }))).toEqual(['pageName']),
  )

  it.each([[1], [5]])('accepts result %s', (result) => expect(errorsOf({ result })).toEqual({}))
  it.each([[0], [6], [3.5], ['4'], [null], [undefined], [Number.NaN]])('refuses result %s', (result) =>
    expect(Object.keys(errorsOf({ result }))).toEqual(['result']),
  )

  it.each([[4], [10], ['5'], [undefined]])('refuses max %s', (max) => expect(Object.keys(errorsOf({ max }))).toEqual(['max']))

  it.each([['session_1700000000000_abc123xyz'], ['session_1732000000000_K3J4']])('accepts the session id %s', (sessionId) =>
    expect(errorsOf({ sessionId })).toEqual({}),
  )
  it.each([['abc'], ['session_'], ['session_12_abcdef'], ['session_1700000000000_ab'], ['session_1700000000000_abc-123'], [undefined]])(
    'refuses the session id %s',
    (sessionId) => expect(Object.keys(errorsOf({ sessionId }))).toEqual(['sessionId']),
  )

  it('counts the 500-character comment limit after trimming, and treats a blank comment as none', () => {
    expect(errorsOf({ comment: ` ${'x'.repeat(500)} ` })).toEqual({})
    expect(Object.keys(errorsOf({ comment: 'x'.repeat(501) }))).toEqual(['comment'])
    expect(Object.keys(errorsOf({ comment: 12 }))).toEqual(['comment'])
    for (const comment of ['   ', '', null]) {
      const result = ratingSubmissionSchema.safeParse({ ...valid, comment })
      expect(result.success && result.data.comment).toBeUndefined()
    }
  })

  it('accepts any visitorIp (it is ignored) and only en or ar as locale', () => {
    expect(errorsOf({ visitorIp: 12345 })).toEqual({})
    expect(errorsOf({ visitorIp: undefined })).toEqual({})
    expect(Object.keys(errorsOf({ locale: 'fr' }))).toEqual(['locale'])
  })

  it('names every failing field once, with a readable message', () => {
    const errors = errorsOf({ pageName: undefined, result: 9, max: 4, sessionId: 'x' })
    expect(errors).toEqual({
      pageName: 'is required',
      result: 'must be a whole number from 1 to 5',
      max: 'must be 5',
      sessionId: expect.stringMatching(/^must look like session_/),
    })
  })
})
