/**
 * Review before publish (SQLite and PostgreSQL): an editor saves drafts and submits them, never publishes (REST and
 * Local API with a user, in English and Arabic); a reviewer publishes or sends back with a comment the editor reads;
 * an editor granted it publishes alerts; the upgrade makes editors reviewers; the activity log has every step and
 * the changes to menus, media and settings.
 */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { importPagesCsv } from '@/features/page-csv'
import { REVIEW_LABELS } from '@/features/review/cms'
import { PEER_HEADER } from '@/lib/client-address'
import { env } from '@/lib/env'
import { EDITORS_BECOME_REVIEWERS } from '@/migrations/editors-become-reviewers'

import { as, testPayload, userOf } from './helpers'

let payload: Payload
const run = Date.now().toString(36)
const pages: number[] = []
const alerts: number[] = []
const tokens: Record<string, string> = {}

const rest = (path: string, who: 'editor' | 'reviewer' | 'granted', init: RequestInit & { language?: 'en' | 'ar' } = {}) =>
  handleEndpoints({
    config,
    request: new Request(`${env.SITE_URL}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        origin: env.SITE_URL,
        [PEER_HEADER]: '192.0.2.77',
        authorization: `JWT ${tokens[who]}`,
        'accept-language': init.language ?? 'en',
      },
    }),
  })

const grantedEmail = `int-granted-${run}@example.com`
const grantedPassword = 'Khareef-fog-warning-granted-1'

async function signIn(email: string, password: string) {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return token as string
}

async function newPage(suffix: string) {
  const page = await payload.create({
    collection: 'pages',
    draft: true,
    data: { title: `Review ${suffix}`, uniqueUrl: `int-review-${suffix}-${run}`, category: 'general', _status: 'draft' },
    ...(await as(payload, 'editor')),
  })
  pages.push(page.id)
  return page
}

const isLive = async (id: number) =>
  (await payload.count({ collection: 'pages', where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] } })).totalDocs === 1

/** The activity rows about a document or a global, after `since` (SQLite reuses a deleted document's id). */
const activityOf = async (entity: string, docId?: number | string, since = 0) =>
  (
    await payload.find({
      collection: 'activity',
      where: { and: [{ entity: { equals: entity } }, { id: { greater_than: since } }, ...(docId != null ? [{ docId: { equals: String(docId) } }] : [])] },
      sort: 'createdAt',
      depth: 0,
      limit: 100,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  await userOf(payload, 'editor')
  await userOf(payload, 'reviewer')
  await payload.create({ collection: 'users', data: { email: grantedEmail, password: grantedPassword, role: 'editor', publishAlerts: true } })
  tokens.editor = await signIn('int-editor@example.com', 'Integration-editor-password-1')
  tokens.reviewer = await signIn('int-reviewer@example.com', 'Integration-reviewer-password-1')
  tokens.granted = await signIn(grantedEmail, grantedPassword)
})

afterAll(async () => {
  for (const id of pages) await payload.delete({ collection: 'pages', id }).catch(() => undefined)
  for (const id of alerts) await payload.delete({ collection: 'alerts', id }).catch(() => undefined)
  await payload.delete({ collection: 'users', where: { email: { equals: grantedEmail } } })
})

describe('an editor', () => {
  it('cannot publish through REST: 403 with a sentence in the admin’s language', async () => {
    const page = await newPage('rest')
    const english = await rest(`/api/pages/${page.id}`, 'editor', { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
    expect(english.status).toBe(403)
    expect(JSON.stringify(await english.json())).toContain(REVIEW_LABELS.en.refused)
    const arabic = await rest(`/api/pages/${page.id}`, 'editor', { method: 'PATCH', language: 'ar', body: JSON.stringify({ _status: 'published' }) })
    expect(arabic.status).toBe(403)
    expect(JSON.stringify(await arabic.json())).toContain(REVIEW_LABELS.ar.refused)
    const created = await rest('/api/pages', 'editor', {
      method: 'POST',
      body: JSON.stringify({ title: 'Straight out', uniqueUrl: `int-review-straight-${run}`, category: 'general', _status: 'published' }),
    })
    expect(created.status).toBe(403)
    expect(await isLive(page.id)).toBe(false)
  })

  it('cannot publish through the Local API with a user, with access applied or not', async () => {
    const page = await newPage('local')
    const editor = await as(payload, 'editor')
    await expect(payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, ...editor })).rejects.toMatchObject({ status: 403 })
    await expect(payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, user: editor.user })).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({ collection: 'pages', data: { title: 'x', uniqueUrl: `int-review-local-new-${run}`, category: 'general', _status: 'published' }, user: editor.user }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await isLive(page.id)).toBe(false)
  })

  it('cannot change or unpublish a live page except as a draft', async () => {
    const page = await newPage('live')
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, ...(await as(payload, 'reviewer')) })
    const editor = await as(payload, 'editor')
    await expect(payload.update({ collection: 'pages', id: page.id, data: { title: 'Live edit' }, ...editor })).rejects.toMatchObject({ status: 403 })
    await expect(payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, ...editor })).rejects.toMatchObject({ status: 403 })
    await payload.update({ collection: 'pages', id: page.id, draft: true, data: { title: 'A draft over the live page' }, ...editor })
    expect(await isLive(page.id)).toBe(true)
    const live = await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
    expect(live.title).toBe('Review live')
  })

  it('cannot import published rows from a CSV', async () => {
    const editor = await userOf(payload, 'editor')
    const { createLocalReq } = await import('payload')
    const call = async (body: string) => {
      const req = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload)
      req.routeParams = { kind: 'news' }
      req.text = async () => body
      return importPagesCsv.handler(req)
    }
    const header = 'uniqueUrl,status,date,classification,title_en,title_ar,description_en,description_ar'
    const refused = await call(`${header}\nint-review-csv-${run},published,2026-11-01,,CSV news,خبر,,\n`)
    expect(refused.status).toBe(400)
    expect(await payload.count({ collection: 'pages', where: { uniqueUrl: { equals: `int-review-csv-${run}` } } })).toMatchObject({ totalDocs: 0 })
  })
})

describe('the review', () => {
  it('goes editor submits → reviewer sends back with a comment → editor reads it → reviewer publishes', async () => {
    const since = Number((await payload.find({ collection: 'activity', sort: '-id', limit: 1, depth: 0 })).docs[0]?.id ?? 0)
    const page = await newPage('flow')
    const submitted = await rest(`/api/pages/${page.id}/review`, 'editor', { method: 'POST', body: JSON.stringify({ action: 'submit' }) })
    expect(submitted.status, await submitted.clone().text()).toBe(200)
    const editor = await as(payload, 'editor')
    const waiting = await payload.findByID({ collection: 'pages', id: page.id, draft: true, depth: 0, ...editor })
    expect(waiting).toMatchObject({ reviewState: 'submitted', submittedBy: editor.user!.id })

    // An editor cannot send back; a comment is needed.
    const byEditor = await rest(`/api/pages/${page.id}/review`, 'editor', { method: 'POST', body: JSON.stringify({ action: 'sendBack', comment: 'x' }) })
    expect(byEditor.status).toBe(403)
    const empty = await rest(`/api/pages/${page.id}/review`, 'reviewer', { method: 'POST', body: JSON.stringify({ action: 'sendBack', comment: ' ' }) })
    expect(empty.status).toBe(400)

    const sentBack = await rest(`/api/pages/${page.id}/review`, 'reviewer', { method: 'POST', body: JSON.stringify({ action: 'sendBack', comment: 'Add the opening hours.' }) })
    expect(sentBack.status).toBe(200)
    const reviewer = await userOf(payload, 'reviewer')
    const back = await payload.findByID({ collection: 'pages', id: page.id, draft: true, depth: 0, ...editor })
    expect(back).toMatchObject({ reviewState: 'sentBack', reviewComment: 'Add the opening hours.', reviewBy: reviewer.id, submittedBy: editor.user!.id })
    expect(back.reviewAt).toBeTruthy()
    // What the editor's dashboard lists: their items sent back.
    const mine = await payload.find({ collection: 'pages', draft: true, where: { and: [{ submittedBy: { equals: editor.user!.id } }, { reviewState: { equals: 'sentBack' } }] }, ...editor })
    expect(mine.docs.map((d) => d.id)).toContain(page.id)

    // A save cannot forge the review fields.
    await payload.update({ collection: 'pages', id: page.id, draft: true, data: { title: 'Review flow, with hours', reviewState: 'submitted', reviewComment: 'forged' } as never, ...editor })
    expect(await payload.findByID({ collection: 'pages', id: page.id, draft: true, depth: 0, ...editor })).toMatchObject({ reviewState: 'sentBack', reviewComment: 'Add the opening hours.' })

    await rest(`/api/pages/${page.id}/review`, 'editor', { method: 'POST', body: JSON.stringify({ action: 'submit' }) })
    const published = await rest(`/api/pages/${page.id}`, 'reviewer', { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
    expect(published.status, await published.clone().text()).toBe(200)
    expect(await isLive(page.id)).toBe(true)
    const after = await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
    expect(after).toMatchObject({ title: 'Review flow, with hours', reviewState: null, reviewComment: null })

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, ...(await as(payload, 'reviewer')) })
    expect(await isLive(page.id)).toBe(false)

    const steps = await activityOf('pages', page.id, since)
    expect(steps.map((s) => s.action)).toEqual(['draft', 'submitted', 'sentBack', 'draft', 'submitted', 'published', 'unpublished'])
    const comment = steps.find((s) => s.action === 'sentBack')
    expect(comment).toMatchObject({ comment: 'Add the opening hours.', user: reviewer.id })
    expect(steps.find((s) => s.action === 'submitted')?.user).toBe(editor.user!.id)
    expect(steps.every((s) => s.versionId)).toBe(true)
  })

  it('hides the Publish and Schedule buttons from an editor (publish access), not from a reviewer', async () => {
    const page = await newPage('buttons')
    const { docAccessOperation, createLocalReq } = await import('payload')
    const permission = async (who: 'editor' | 'reviewer') => {
      const user = await userOf(payload, who)
      const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
      const result = await docAccessOperation({ id: page.id, collection: payload.collections.pages, data: { _status: 'published' }, req })
      // Payload's sanitized permissions leave out what is not allowed.
      return Boolean(result.update)
    }
    expect(await permission('editor')).toBe(false)
    expect(await permission('reviewer')).toBe(true)
  })
})

describe('alerts', () => {
  const alert = (title: string) => ({
    title,
    message: 'Dense fog on the mountain road.',
    severity: 'warning' as const,
    category: 'weather' as const,
    onset: new Date().toISOString(),
    expires: new Date(Date.now() + 3600_000).toISOString(),
  })

  async function draftAlert(title: string) {
    const doc = await payload.create({ collection: 'alerts', locale: 'en', draft: true, data: { ...alert(title), _status: 'draft' }, ...(await as(payload, 'editor')) })
    await payload.update({ collection: 'alerts', id: doc.id, locale: 'ar', draft: true, data: { title: 'ضباب', message: 'ضباب كثيف على الطريق الجبلي.' } })
    alerts.push(doc.id)
    return doc
  }

  it('an editor granted it publishes an alert directly; another editor cannot', async () => {
    const plain = await draftAlert(`Fog plain ${run}`)
    const refused = await rest(`/api/alerts/${plain.id}?locale=en`, 'editor', { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
    expect(refused.status).toBe(403)
    const granted = await draftAlert(`Fog granted ${run}`)
    const published = await rest(`/api/alerts/${granted.id}?locale=en`, 'granted', { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
    expect(published.status, await published.clone().text()).toBe(200)
    expect((await payload.findByID({ collection: 'alerts', id: granted.id, depth: 0 }))._status).toBe('published')
    // The grant is for alerts only.
    const page = await newPage('granted')
    const onPage = await rest(`/api/pages/${page.id}`, 'granted', { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
    expect(onPage.status).toBe(403)
    expect((await activityOf('alerts', granted.id)).map((s) => s.action)).toContain('published')
  })
})

describe('the activity log', () => {
  it('records changes to the menus, settings and media, with who', async () => {
    const admin = await as(payload, 'admin')
    const header = await payload.findGlobal({ slug: 'header', depth: 0 })
    await payload.updateGlobal({ slug: 'header', data: { items: header.items }, ...admin })
    const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
    await payload.updateGlobal({ slug: 'settings', data: { tagline: settings.tagline }, ...admin })
    const [media] = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs
    await payload.update({ collection: 'media', id: media!.id, data: { alt: media!.alt }, ...admin })

    // The seed's own rows come first (more than a page of them for media): the newest row by id.
    const last = async (entity: string) =>
      (await payload.find({ collection: 'activity', where: { entity: { equals: entity } }, sort: '-id', limit: 1, depth: 0 })).docs[0]
    expect(await last('header')).toMatchObject({ action: 'changed', user: admin.user!.id })
    expect(await last('settings')).toMatchObject({ action: 'changed', user: admin.user!.id })
    expect(await last('media')).toMatchObject({ action: 'changed', docId: String(media!.id), user: admin.user!.id })
  })

  it('is read by administrators only, and written by nobody through the API', async () => {
    await expect(payload.find({ collection: 'activity', ...(await as(payload, 'reviewer')) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.create({ collection: 'activity', data: { action: 'published', entity: 'pages' }, ...(await as(payload, 'admin')) })).rejects.toMatchObject({ status: 403 })
  })
})

describe('the upgrade', () => {
  it('makes every editor a reviewer (the migrations’ own statement), and no one else', async () => {
    const editor = await payload.create({ collection: 'users', data: { email: `int-upgrade-${run}@example.com`, password: 'Upgrade-editor-password-1', role: 'editor' } })
    const admin = await userOf(payload, 'admin')
    const db = payload.db as unknown as { drizzle: { transaction: (fn: (tx: unknown) => Promise<void>) => Promise<void> }; execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }> }
    const seen: Record<string, unknown> = {}
    // Run in a transaction that is rolled back: the other tests' editors stay editors.
    await db.drizzle
      .transaction(async (tx) => {
        await db.execute({ drizzle: tx, raw: EDITORS_BECOME_REVIEWERS })
        for (const [name, id] of [['editor', editor.id], ['admin', admin.id]] as const) {
          const { rows } = await db.execute({ drizzle: tx, raw: `SELECT role FROM users WHERE id = ${Number(id)}` })
          seen[name] = rows[0]?.role
        }
        throw new Error('roll back')
      })
      .catch((error: Error) => {
        if (error.message !== 'roll back') throw error
      })
    expect(seen).toEqual({ editor: 'reviewer', admin: 'admin' })
    await payload.delete({ collection: 'users', id: editor.id })
  })
})
