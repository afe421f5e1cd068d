/**
 * Review before publish through the admin, in English and in Arabic: an editor submits a draft, a reviewer finds it on
 * the dashboard and sends it back with a comment, the editor reads the comment on the page and on the dashboard.
 * Axe checks the review panel and the dashboard's review lists (the custom parts of the admin).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'

import { REVIEW_LABELS } from '@/features/review/cms'

import { expect, test } from './fixtures'

test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
const password = 'Review-e2e-password-frankincense-1'
const people = { editor: `e2e-review-editor-${run}@example.com`, reviewer: `e2e-review-reviewer-${run}@example.com` }

async function axeOn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** A browser signed in as `email`, with the admin in `language`. */
async function signedIn(browser: Browser, baseURL: string, email: string, language: 'en' | 'ar') {
  const context = await browser.newContext()
  await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL }])
  const login = await context.request.post('/api/users/login', { data: { email, password } })
  expect(login.ok(), await login.text()).toBe(true)
  return context
}

for (const language of ['en', 'ar'] as const) {
  test(`an editor submits, a reviewer sends back with a comment, the editor reads it (${language}) @mutates`, async ({ browser, request, adminAuth, baseURL }) => {
    const t = REVIEW_LABELS[language]
    const { headers } = adminAuth
    const users: number[] = []
    for (const [role, email] of Object.entries(people)) {
      const found = await request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
      const existing = ((await found.json()) as { docs: { id: number }[] }).docs[0]
      if (existing) users.push(existing.id)
      else {
        const made = await request.post('/api/users', { headers, data: { email, password, role, name: `${role} ${run}` } })
        expect(made.ok(), await made.text()).toBe(true)
        users.push(((await made.json()) as { doc: { id: number } }).doc.id)
      }
    }
    const title = `Review ${language} ${run}`
    const made = await request.post('/api/pages?draft=true&locale=en', {
      headers,
      data: { title, uniqueUrl: `e2e-review-${language}-${run}`, category: 'general', _status: 'draft' },
    })
    expect(made.ok(), await made.text()).toBe(true)
    const { id } = ((await made.json()) as { doc: { id: number } }).doc
    const comment = language === 'ar' ? 'أضف مواعيد الافتتاح.' : 'Add the opening hours.'
    const editor = await signedIn(browser, baseURL!, people.editor, language)
    const reviewer = await signedIn(browser, baseURL!, people.reviewer, language)
    try {
      // The editor: no Publish button, a Submit button in the review panel.
      const page = await editor.newPage()
      await page.goto(`/admin/collections/pages/${id}`)
      const panel = page.getByTestId('review-panel')
      await expect(panel.getByRole('heading', { name: t.panelTitle })).toBeVisible()
      await expect(panel.getByTestId('review-state')).toHaveText(t.none)
      await axeOn(page, '[data-testid="review-panel"]')
      // Clicked again until it takes: on a loaded machine the first click can land before the admin has hydrated.
      let tries = 0
      await expect(async () => {
        if (tries++) console.warn(`submit, try ${tries}: the panel said "${await panel.getByRole('status').first().textContent()}"`)
        await panel.getByRole('button', { name: t.submit }).click({ timeout: 5000 })
        await expect(page.getByTestId('review-state')).toHaveText(t.submitted, { timeout: 5000 })
      }).toPass({ timeout: 60_000 })

      // The reviewer: the dashboard lists it; the page's panel sends it back.
      const review = await reviewer.newPage()
      await review.goto('/admin')
      const waiting = review.getByTestId('review-waiting')
      await expect(waiting.getByRole('link', { name: title })).toBeVisible()
      await axeOn(review, '[data-testid="review-queue"]')
      await waiting.getByRole('link', { name: title }).click()
      const reviewPanel = review.getByTestId('review-panel')
      await expect(reviewPanel.getByLabel(t.comment)).toBeVisible()
      await axeOn(review, '[data-testid="review-panel"]')
      // Filled and sent again until it takes: the edit view opened by a client-side navigation can still re-render
      // the panel (its comment box emptied) while it settles on a loaded machine.
      tries = 0
      await expect(async () => {
        if (tries++) console.warn(`send back, try ${tries}: the panel said "${await reviewPanel.getByRole('status').first().textContent()}"`)
        await reviewPanel.getByLabel(t.comment).fill(comment, { timeout: 5000 })
        await reviewPanel.getByRole('button', { name: t.sendBack }).click({ timeout: 5000 })
        await expect(review.getByTestId('review-state')).toHaveText(t.sentBack, { timeout: 5000 })
      }).toPass({ timeout: 60_000 })

      // The editor: the comment, who and when, on the page and on the dashboard.
      await page.reload()
      await expect(page.getByTestId('review-comment')).toContainText(comment)
      await expect(page.getByTestId('review-comment')).toContainText(`reviewer ${run}`)
      await expect(page.getByRole('button', { name: t.submitAgain })).toBeVisible()
      await page.goto('/admin')
      const mine = page.getByTestId('review-mine')
      await expect(mine.getByRole('row').filter({ hasText: title })).toContainText(comment)
      await axeOn(page, '[data-testid="review-queue"]')
    } finally {
      await editor.close()
      await reviewer.close()
      await request.delete(`/api/pages/${id}`, { headers })
    }
  })
}
