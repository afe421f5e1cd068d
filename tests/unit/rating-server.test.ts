/** The endpoint's cheap checks (origin, content type, declared size), its bounded body reader and the address hash. */
import { describe, expect, it } from 'vitest'

import { hashAddress, readJsonBody, refuseDeclaredSize, refuseNonJson, refuseOtherOrigin } from '@/features/rating/server/http'
import { isDuplicate } from '@/features/rating/server/store'

const site = 'https://www.dhofar.gov.om'
const headers = (h: Record<string, string>) => new Headers(h)

describe('refuseOtherOrigin', () => {
  it('lets the site itself and origin-less API clients through', () => {
    expect(refuseOtherOrigin(headers({ origin: site }), site)).toBeNull()
    expect(refuseOtherOrigin(headers({ 'sec-fetch-site': 'same-origin' }), site)).toBeNull()
    expect(refuseOtherOrigin(headers({}), site)).toBeNull()
  })

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'http://www.dhofar.gov.om' }],
    [{ origin: 'https://www.dhofar.gov.om.evil.example' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
  ])('refuses %j with 403', (h) => expect(refuseOtherOrigin(headers(h), site)?.status).toBe(403))
})

describe('refuseNonJson and refuseDeclaredSize', () => {
  it('accepts JSON with any parameters, refuses anything else with 415', () => {
    expect(refuseNonJson(headers({ 'content-type': 'application/json; charset=utf-8' }))).toBeNull()
    expect(refuseNonJson(headers({ 'content-type': 'Application/JSON' }))).toBeNull()
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '']) {
      expect(refuseNonJson(headers({ 'content-type': type }))?.status, type).toBe(415)
    }
  })

  it('refuses a declared length over 8 KB with 413', () => {
    expect(refuseDeclaredSize(headers({ 'content-length': '8192' }))).toBeNull()
    expect(refuseDeclaredSize(headers({ 'content-length': '8193' }))?.status).toBe(413)
  })
})

describe('readJsonBody', () => {
  const request = (body: BodyInit) => new Request('http://x/', { method: 'POST', body })

  it('reads a JSON object within the limit', async () => {
    expect(await readJsonBody(request('{"a":1}'), 100)).toEqual({ ok: true, value: { a: 1 } })
  })

  it('stops at the first byte past the limit, counting bytes rather than characters', async () => {
    expect(await readJsonBody(request(`{"a":"${'x'.repeat(200)}"}`), 100)).toEqual({ ok: false, reason: 'too-large' })
    expect(await readJsonBody(request(`{"a":"${'ظ'.repeat(40)}"}`), 60)).toEqual({ ok: false, reason: 'too-large' })
  })

  it.each([['not json'], ['[1]'], ['null'], ['"s"']])('refuses %s', async (body) => {
    expect(await readJsonBody(request(body), 100)).toEqual({ ok: false, reason: 'not-json' })
  })

  it('refuses bytes that are not UTF-8', async () => {
    expect(await readJsonBody(request(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])), 100)).toEqual({ ok: false, reason: 'not-json' })
  })
})

describe('hashAddress', () => {
  it('is HMAC-SHA256 under the salt: stable, salt-dependent, never the address', () => {
    const a = hashAddress('192.0.2.1', 'salt-one')
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect(hashAddress('192.0.2.1', 'salt-one')).toBe(a)
    expect(hashAddress('192.0.2.1', 'salt-two')).not.toBe(a)
    expect(hashAddress('192.0.2.2', 'salt-one')).not.toBe(a)
  })
})

describe('isDuplicate', () => {
  /** What the production bundle throws: Payload's ValidationError from another copy of the class, renamed "A". */
  const bundled = (path: string) =>
    Object.assign(new Error(`The following field is invalid: ${path}`), {
      name: 'A',
      status: 400,
      data: { collection: 'ratings', errors: [{ message: 'Value must be unique', path, tableName: 'ratings' }] },
    })

  it('knows a unique violation by its shape or the driver code, not by class or name', () => {
    expect(isDuplicate(bundled('session_id'))).toBe(true) // SQLite
    expect(isDuplicate(bundled('sessionId'))).toBe(true) // PostgreSQL
    expect(isDuplicate(Object.assign(new Error('Failed query'), { cause: { code: '23505' } }))).toBe(true)
    expect(isDuplicate(Object.assign(new Error('Failed query'), { cause: { code: 'SQLITE_CONSTRAINT_UNIQUE' } }))).toBe(true)
  })

  it('leaves every other failure alone', () => {
    expect(isDuplicate(bundled('result'))).toBe(false)
    expect(isDuplicate(Object.assign(new Error('unable to open database file'), { code: 'SQLITE_CANTOPEN' }))).toBe(false)
    expect(isDuplicate(new Error('a bug'))).toBe(false)
    expect(isDuplicate(undefined)).toBe(false)
  })
})
