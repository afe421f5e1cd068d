/**
 * Array rows in the admin are labelled by their title (menus, sections' slider and card items, season activities),
 * in the admin's language, else the other one, instead of Payload's "Item 01 … 07".
 */
import type { ArrayField, Field } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { rowTitle, titleOfRow } from '@/fields/rowTitle'

const TITLE_ROW_LABEL = '@/fields/components/TitleRowLabel'

function arrays(fields: readonly Field[], at: string, found = new Map<string, ArrayField>()) {
  for (const field of fields) {
    const path = 'name' in field && field.name ? `${at}.${field.name}` : at
    if (field.type === 'array') found.set(path, field)
    if ('fields' in field && Array.isArray(field.fields)) arrays(field.fields, path, found)
    if (field.type === 'tabs') for (const tab of field.tabs) arrays(tab.fields, path, found)
  }
  return found
}

describe('the row label', () => {
  it('is set on the menus and the lists whose items have a title', async () => {
    vi.stubEnv('PAYLOAD_SECRET', 'p'.repeat(32))
    vi.stubEnv('IP_HASH_SALT', 's'.repeat(32))
    const [{ Header }, { Footer }, { Pages }] = await Promise.all([
      import('@/globals/Header/config'),
      import('@/globals/Footer/config'),
      import('@/collections/Pages'),
    ])
    const found = new Map([...arrays(Header.fields, 'header'), ...arrays(Footer.fields, 'footer'), ...arrays(Pages.fields, 'pages')])
    for (const path of ['header.items', 'header.items.subItems', 'footer.items', 'footer.items.subItems', 'pages.sections.sliderItems', 'pages.sections.cardItems', 'pages.season.activities']) {
      expect(found.get(path)?.admin?.components?.RowLabel, path).toBe(TITLE_ROW_LABEL)
    }
  })

  it('shows the title in the admin’s language, else the other one, else nothing', () => {
    // Arabic admin editing Arabic: the form's (unsaved) title.
    expect(rowTitle({ formTitle: 'السياحة', editing: 'ar', language: 'ar', saved: { en: 'Tourism' } })).toEqual({ title: 'السياحة', locale: 'ar' })
    // Arabic admin editing English: the saved Arabic title first.
    expect(rowTitle({ formTitle: 'Tourism', editing: 'en', language: 'ar', saved: { ar: 'السياحة' } })).toEqual({ title: 'السياحة', locale: 'ar' })
    // No Arabic title yet: the English one.
    expect(rowTitle({ formTitle: '  ', editing: 'ar', language: 'ar', saved: { en: 'Tourism' } })).toEqual({ title: 'Tourism', locale: 'en' })
    expect(rowTitle({ formTitle: null, editing: 'en', language: 'en', saved: {} })).toBeNull()
  })

  it('finds a row’s title by its id, at any depth of the saved document', () => {
    const doc = { items: [{ id: 'a', title: 'Home', subItems: [{ id: 'b', title: 'News' }] }, { id: 'c', title: 'About' }] }
    expect(titleOfRow(doc, 'b')).toBe('News')
    expect(titleOfRow(doc, 'c')).toBe('About')
    expect(titleOfRow(doc, 'z')).toBeUndefined()
    expect(titleOfRow(null, 'a')).toBeUndefined()
  })
})
