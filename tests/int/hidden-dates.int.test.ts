/**
 * A date the editors hide (`showDate` off, SOON on the site) is published nowhere. The seed's three
 * hidden-date events are read here as every kind of reader reaches them: the site's own anonymous reads, the public
 * API (`/api/v1`) and Payload's REST API; staff still see the date.
 */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findEvents } from '@/features/events/data'
import { toEventSummary } from '@/features/events/model'
import * as api from '@/features/public-api/handlers'
import { PEER_HEADER } from '@/lib/client-address'
import { env } from '@/lib/env'
import type { Page } from '@/payload-types'

import { as, testPayload } from './helpers'

let payload: Payload
let hidden: Page[]

const rest = (path: string) =>
  handleEndpoints({
    config,
    request: new Request(`${env.SITE_URL}${path}`, { headers: { [PEER_HEADER]: '198.51.100.240' } }),
  })

beforeAll(async () => {
  payload = await testPayload()
  const found = await payload.find({
    collection: 'pages',
    where: { and: [{ category: { equals: 'events' } }, { showDate: { equals: false } }] },
    depth: 0,
    limit: 10,
    ...(await as(payload, 'editor')),
  })
  hidden = found.docs
})

describe('a hidden event date', () => {
  it('is known to staff (the seed hides three, each with a start and an end)', () => {
    expect(hidden.length).toBe(3)
    for (const page of hidden) {
      expect(page.pageDate, page.uniqueUrl).toBeTruthy()
      expect(page.event?.endDate, page.uniqueUrl).toBeTruthy()
    }
  })

  it('is not read by the site (anonymous Local API), so no summary, card or RSC payload can carry it', async () => {
    const events = await findEvents(payload, { locale: 'en' })
    for (const page of hidden) {
      const read = events.find((e) => e.uniqueUrl === page.uniqueUrl)!
      expect(read.showDate).toBe(false)
      expect(read.pageDate, page.uniqueUrl).toBeUndefined()
      expect(read.event?.endDate, page.uniqueUrl).toBeUndefined()
      expect(JSON.stringify(toEventSummary(read))).not.toContain(page.pageDate!.slice(0, 10))
    }
    // Dated events keep their dates.
    expect(events.filter((e) => e.showDate !== false).every((e) => typeof e.pageDate === 'string')).toBe(true)
  })

  it('is not in the public API: pageDate is null (the briefed shape kept), and hidden-date events come after the dated ones', async () => {
    const { status, body } = await api.listPages(payload, { category: '20', limit: '100' })
    expect(status).toBe(200)
    const pages = body.data!
    for (const page of hidden) {
      const answered = pages.find((p) => p.uniqueUrl === page.uniqueUrl)!
      expect(answered).toMatchObject({ showDate: false, pageDate: null })
    }
    expect(JSON.stringify(body)).not.toContain(hidden[0].pageDate!.slice(0, 16))
    const firstHidden = pages.findIndex((p) => !p.showDate)
    expect(pages.slice(firstHidden).every((p) => !p.showDate), 'no dated event after a hidden one').toBe(true)
    const byUrl = await api.getPageByUrl(payload, { uniqueUrl: hidden[0].uniqueUrl })
    expect(JSON.stringify(byUrl.body)).not.toContain(hidden[0].pageDate!.slice(0, 16))
  })

  it('is neither returned by Payload’s REST API nor found by querying or sorting on it', async () => {
    const response = await rest(`/api/pages/${hidden[0].id}?depth=0`)
    expect(response.status).toBe(200)
    const doc = (await response.json()) as Page
    expect(doc.uniqueUrl).toBe(hidden[0].uniqueUrl)
    expect(doc.pageDate).toBeUndefined()
    expect(doc.event?.endDate).toBeUndefined()
    const day = hidden[0].pageDate!.slice(0, 10)
    for (const query of [`where[pageDate][greater_than]=${day}`, 'sort=-pageDate', `where[event.endDate][less_than]=${day}`]) {
      const probe = await rest(`/api/pages?depth=0&limit=5&${query}`)
      expect(probe.status, query).toBe(400)
    }
  })
})
