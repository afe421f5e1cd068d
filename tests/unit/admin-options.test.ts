/**
 * Every select and radio option of the project's collections and globals shows a name in English and in Arabic,
 * never its stored code (TOURIST, AUTUMN): the walk goes through every kind of field that holds others (groups,
 * arrays, rows, collapsibles, tabs, blocks), so an option added anywhere is checked.
 */
import type { Field } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadSanitisedConfig } from './admin-text'

type Found = { path: string; value: string; label: unknown }

/** Each select/radio option under `fields`, with the path of its field. */
function optionsOf(fields: readonly Field[], at: string): Found[] {
  const found: Found[] = []
  for (const field of fields) {
    const name = 'name' in field && field.name ? `${at}.${field.name}` : at
    if (field.type === 'select' || field.type === 'radio') {
      for (const option of field.options) {
        found.push(
          typeof option === 'string'
            ? { path: name, value: option, label: undefined }
            : { path: name, value: option.value, label: option.label },
        )
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) found.push(...optionsOf(field.fields, name))
    if (field.type === 'tabs') {
      for (const tab of field.tabs) found.push(...optionsOf(tab.fields, 'name' in tab && tab.name ? `${name}.${tab.name}` : name))
    }
    if (field.type === 'blocks') {
      for (const block of field.blocks ?? []) found.push(...optionsOf(block.fields, `${name}.${block.slug}`))
    }
  }
  return found
}

const hasText = (text: unknown) => typeof text === 'string' && text.trim().length > 0

let all: Found[] = []
/** The project's options: Payload's own (a draft's status) are labelled by functions reading its translations. */
const project = () => all.filter((o) => typeof o.label !== 'function')

beforeAll(async () => {
  // The sanitised config (tests/unit/admin-text.ts): every collection and global, the ones a feature wraps included.
  const config = await loadSanitisedConfig()
  const project = [...config.collections.filter((c) => !c.slug.startsWith('payload-')), ...config.globals]
  all = project.flatMap((entity) => optionsOf(entity.fields, entity.slug))
}, 60_000)

describe('select and radio options in the admin', () => {
  it('are found throughout the config (the walk reaches tabs, groups, arrays and rows)', () => {
    const paths = new Set(all.map((o) => o.path))
    // In a tab (pages), a group in a row (event details), an array's row (suitable for), a tab's array (settings).
    for (const path of ['pages.category', 'pages.event.categories', 'pages.event.suitableFor.icon', 'settings.sponsors.tier', 'pages.sections.style', 'alerts.severity', 'users.role']) {
      expect(paths, path).toContain(path)
    }
  })

  it('each have a label in English and in Arabic, not the stored code', () => {
    const bad = project().filter(({ label }) => {
      if (typeof label !== 'object' || label === null) return true
      const { en, ar } = label as Record<string, unknown>
      return !hasText(en) || !hasText(ar)
    })
    expect(bad.map((o) => `${o.path}: ${o.value}`)).toEqual([])
  })

  it('show Arabic letters in Arabic, and not the code itself in English', () => {
    const bad = project().filter(({ value, label }) => {
      const { en, ar } = label as { en: string; ar: string }
      return !/[\u0600-\u06FF]/.test(ar) || (value.length > 2 && en === value)
    })
    expect(bad.map((o) => `${o.path}: ${o.value}`)).toEqual([])
  })
})
