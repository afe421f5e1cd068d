/**
 * A walk through the sanitised Payload config (src/payload.config.ts as Payload itself sees it) that collects every
 * text the project shows in the admin: collection and global names, their menu groups, field labels, help texts,
 * option names, tabs, array and block names. The admin tests check each is given in English and in Arabic.
 *
 * Payload names a field, tab, array, block or collection it was given no label for after its code ("Sub Items",
 * "Is Active"): that is a plain string here, so a forgotten label is found. Payload's own fields (created and
 * updated dates, a user's e-mail, an upload's file name…) are labelled by functions that read Payload's translations:
 * they are Payload's concern, like its internal collections (`payload-*`).
 */
import type { Block, Field, SanitizedCollectionConfig, SanitizedConfig, SanitizedGlobalConfig } from 'payload'
import { vi } from 'vitest'

export type AdminText = { path: string; kind: string; text: unknown }

/** The sanitised config, with the environment its imports read at load time (src/lib/env.ts; any valid values). */
export async function loadSanitisedConfig(): Promise<SanitizedConfig> {
  vi.stubEnv('PAYLOAD_SECRET', 'p'.repeat(32))
  vi.stubEnv('IP_HASH_SALT', 's'.repeat(32))
  return await (await import('@payload-config')).default
}

/** Fields the admin never shows: hidden from every form and list. */
function isHidden(field: Field): boolean {
  const admin = field.admin as { hidden?: boolean } | undefined
  return ('hidden' in field && field.hidden === true) || admin?.hidden === true
}

function textsOfFields(fields: readonly Field[], at: string): AdminText[] {
  const found: AdminText[] = []
  for (const field of fields) {
    if (isHidden(field)) continue
    const path = 'name' in field && field.name ? `${at}.${field.name}` : at
    // A label shown in the form (rows and ui fields have none; `false` hides it on purpose).
    if ('label' in field && field.type !== 'ui' && field.label !== false) {
      found.push({ path, kind: `${field.type} label`, text: field.label })
    }
    const description = field.admin && 'description' in field.admin ? field.admin.description : undefined
    if (description !== undefined) found.push({ path, kind: 'description', text: description })
    const placeholder = field.admin && 'placeholder' in field.admin ? field.admin.placeholder : undefined
    if (placeholder !== undefined) found.push({ path, kind: 'placeholder', text: placeholder })
    if ((field.type === 'array' || field.type === 'blocks') && field.labels) {
      found.push({ path, kind: `${field.type} singular`, text: field.labels.singular })
      found.push({ path, kind: `${field.type} plural`, text: field.labels.plural })
    }
    if (field.type === 'select' || field.type === 'radio') {
      for (const option of field.options) {
        found.push(
          typeof option === 'string'
            ? { path: `${path}=${option}`, kind: 'option', text: option }
            : { path: `${path}=${option.value}`, kind: 'option', text: option.label },
        )
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) found.push(...textsOfFields(field.fields, path))
    if (field.type === 'tabs') {
      for (const [index, tab] of field.tabs.entries()) {
        const tabPath = 'name' in tab && tab.name ? `${path}.${tab.name}` : `${path}.tab${index}`
        found.push({ path: tabPath, kind: 'tab label', text: tab.label })
        if (tab.description !== undefined) found.push({ path: tabPath, kind: 'description', text: tab.description })
        found.push(...textsOfFields(tab.fields, tabPath))
      }
    }
    if (field.type === 'blocks') {
      for (const block of (field.blocks ?? []) as Block[]) {
        const blockPath = `${path}.${block.slug}`
        found.push({ path: blockPath, kind: 'block singular', text: block.labels?.singular })
        found.push({ path: blockPath, kind: 'block plural', text: block.labels?.plural })
        found.push(...textsOfFields(block.fields, blockPath))
      }
    }
  }
  return found
}

function textsOfCollection(collection: SanitizedCollectionConfig): AdminText[] {
  const at = collection.slug
  const found: AdminText[] = [
    { path: at, kind: 'collection singular', text: collection.labels.singular },
    { path: at, kind: 'collection plural', text: collection.labels.plural },
  ]
  if (collection.admin.group !== false && !collection.admin.hidden) {
    found.push({ path: at, kind: 'admin group', text: collection.admin.group })
  }
  if (collection.admin.description !== undefined) found.push({ path: at, kind: 'description', text: collection.admin.description })
  return [...found, ...textsOfFields(collection.fields, at)]
}

function textsOfGlobal(global: SanitizedGlobalConfig): AdminText[] {
  const at = global.slug
  const found: AdminText[] = [{ path: at, kind: 'global label', text: global.label }]
  if (global.admin.group !== false && !global.admin.hidden) found.push({ path: at, kind: 'admin group', text: global.admin.group })
  if (global.admin.description !== undefined) found.push({ path: at, kind: 'description', text: global.admin.description })
  return [...found, ...textsOfFields(global.fields, at)]
}

/** Every text of the project's collections and globals (Payload's internal `payload-*` collections left out). */
export function adminTexts(config: SanitizedConfig): AdminText[] {
  return [
    ...config.collections.filter((c) => !c.slug.startsWith('payload-')).flatMap(textsOfCollection),
    ...config.globals.flatMap(textsOfGlobal),
  ]
}

const hasText = (text: unknown) => typeof text === 'string' && text.trim().length > 0

/**
 * Why a text is not given in both languages, or null when it is. A function is Payload's own translated label
 * (or a component's); `undefined` is no text at all where one is optional.
 */
export function untranslated(text: unknown): string | null {
  if (text === undefined || typeof text === 'function') return null
  if (typeof text === 'string') return `a plain string "${text}"`
  if (typeof text !== 'object' || text === null) return `not a text: ${String(text)}`
  const { en, ar } = text as Record<string, unknown>
  if (!hasText(en)) return 'no English'
  if (!hasText(ar)) return 'no Arabic'
  if (!/[\u0600-\u06FF]/.test(ar as string)) return `Arabic without Arabic letters: "${String(ar)}"`
  return null
}
