/**
 * The values of a REST `where` checked against the fields they compare. Payload checks a query's paths
 * and operators, not its values: `where[id][in]=a` reached SQLite as NaN, `where[createdAt][greater_than]=notadate`
 * as undefined, `where[category][equals]=zzz` reached PostgreSQL's enum, `near` on a text field called an operator
 * the adapter does not have. Each failed inside the database adapter and answered 500. Checked here first, each is
 * a 400 that names the field and what it expects, in the caller's language (the admin's filters speak Arabic too).
 *
 * Only values that would fail are refused; a well-formed query the admin builds passes untouched. What this misses
 * is still answered 400 by `answerBadQuery` (./rest-query.ts), logged as the gap it is.
 */
import { getFieldByPath, type FlattenedField, type SanitizedConfig } from 'payload'

export type ValueKind =
  | { kind: 'number' }
  | { kind: 'date' }
  | { kind: 'boolean' }
  | { kind: 'option'; options: readonly string[]; hasMany: boolean }
  | { kind: 'point' }
  | { kind: 'other' }

export type WhereProblem = { path: string; operator: string; expected: Expected }

type Expected = 'number' | 'date' | 'boolean' | 'option' | 'point' | 'plain' | 'operator' | 'object'

const GEO = new Set(['near', 'within', 'intersects'])
const LIST = new Set(['in', 'not_in', 'all'])
const COMPARE = new Set(['equals', 'not_equals', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', ...LIST])
const TEXT_MATCH = new Set(['like', 'not_like', 'contains'])

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isNull = (value: unknown) => value === null || value === 'null'

const numeric = (value: unknown, inList: boolean) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && (value.trim() === '' ? !inList : Number.isFinite(Number(value))))

const dated = (value: unknown) =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && (value === '' || !Number.isNaN(new Date(value).getTime()))

const booleanLike = (value: unknown) => typeof value === 'boolean' || value === 'true' || value === 'false'

/** The values an operator compares: a list operator takes an array or a comma-separated string (as Payload does). */
function valuesOf(operator: string, value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (LIST.has(operator) && typeof value === 'string') return value.split(',')
  return [value]
}

/** What is wrong with `operator: value` on a field of `kind`, or null. */
export function valueProblem(kind: ValueKind, operator: string, value: unknown): Expected | null {
  if (operator === 'exists') return null
  if (GEO.has(operator)) {
    if (kind.kind !== 'point') return 'operator'
    if (operator !== 'near') return null
    const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : []
    return parts.length >= 2 && parts.length <= 4 && parts.every((p) => numeric(p, true)) ? null : 'point'
  }
  // Nested relationship queries (`contains` with a where) are Payload's to check.
  if (isPlainObject(value)) return operator === 'contains' ? null : 'object'
  const values = valuesOf(operator, value)
  if (values.some((v) => isPlainObject(v) || Array.isArray(v))) return 'object'
  // PostgreSQL refuses a NUL character in text; nothing stored has one.
  if (values.some((v) => typeof v === 'string' && v.includes('\u0000'))) return 'plain'
  const inList = LIST.has(operator)
  switch (kind.kind) {
    case 'number':
      if (!COMPARE.has(operator)) return null
      return values.every((v) => isNull(v) || numeric(v, inList)) ? null : 'number'
    case 'date':
      if (TEXT_MATCH.has(operator)) return 'operator'
      return values.every((v) => isNull(v) || dated(v)) ? null : 'date'
    case 'boolean':
      if (TEXT_MATCH.has(operator)) return 'operator'
      return values.every((v) => isNull(v) || booleanLike(v)) ? null : 'boolean'
    case 'option':
      // A select is an enum in PostgreSQL: no pattern match, and only its own values compare.
      if (TEXT_MATCH.has(operator) && !(operator === 'contains' && kind.hasMany)) return 'operator'
      return values.every((v) => isNull(v) || (typeof v === 'string' && kind.options.includes(v))) ? null : 'option'
    default:
      return null
  }
}

/** The kind of value a field at `path` holds; undefined when the path is not a field (Payload refuses it itself). */
export function kindOfPath(fields: FlattenedField[], config: SanitizedConfig, path: string, numericIds: boolean): ValueKind | undefined {
  if (path === 'id' || path === '_id') return numericIds ? { kind: 'number' } : { kind: 'other' }
  const found = getFieldByPath({ config, fields, includeRelationships: true, path: path.replace(/__/g, '.') })
  if (!found) return undefined
  return kindOfField(found.field, numericIds)
}

function kindOfField(field: FlattenedField, numericIds: boolean): ValueKind {
  switch (field.type) {
    case 'number':
      return { kind: 'number' }
    case 'relationship':
    case 'upload':
      // Polymorphic relations take { relationTo, value } objects: Payload checks those.
      return numericIds && typeof field.relationTo === 'string' ? { kind: 'number' } : { kind: 'other' }
    case 'date':
      return { kind: 'date' }
    case 'checkbox':
      return { kind: 'boolean' }
    case 'point':
      return { kind: 'point' }
    case 'select':
    case 'radio':
      return {
        kind: 'option',
        options: field.options.map((o) => (typeof o === 'string' ? o : o.value)),
        hasMany: field.type === 'select' && Boolean(field.hasMany),
      }
    default:
      return { kind: 'other' }
  }
}

/** Every problem in a `where` tree (and/or nested to any depth). */
export function whereProblems(where: unknown, kindOf: (path: string) => ValueKind | undefined, found: WhereProblem[] = []): WhereProblem[] {
  if (where === undefined || where === null) return found
  if (!isPlainObject(where)) {
    found.push({ path: 'where', operator: '', expected: 'object' })
    return found
  }
  for (const [path, constraint] of Object.entries(where)) {
    if (['and', 'or'].includes(path.toLowerCase()) && Array.isArray(constraint)) {
      for (const item of constraint) whereProblems(item, kindOf, found)
      continue
    }
    if (!isPlainObject(constraint)) continue // Payload refuses it as a path that cannot be queried
    const kind = kindOf(path)
    if (!kind) continue
    for (const [operator, value] of Object.entries(constraint)) {
      const expected = valueProblem(kind, operator, value)
      if (expected) found.push({ path, operator, expected })
    }
  }
  return found
}

const explanations: Record<'en' | 'ar', Record<Expected, string>> = {
  en: {
    number: 'expects numbers',
    date: 'expects dates such as 2026-11-25',
    boolean: 'expects true or false',
    option: "expects one of the field's own values",
    point: 'expects longitude,latitude[,maximum distance[,minimum distance]]',
    plain: 'expects text without control characters',
    operator: 'cannot be used on this field',
    object: 'expects a value, not an object',
  },
  ar: {
    number: 'يتطلب أرقامًا',
    date: 'يتطلب تواريخ مثل 2026-11-25',
    boolean: 'يتطلب true أو false',
    option: 'يتطلب إحدى القيم المعرّفة للحقل',
    point: 'يتطلب خط الطول,خط العرض[,أقصى مسافة[,أدنى مسافة]]',
    plain: 'يتطلب نصًا بلا محارف تحكّم',
    operator: 'لا يصلح لهذا الحقل',
    object: 'يتطلب قيمة لا كائنًا',
  },
}

export function whereMessage(problems: WhereProblem[], language: string | undefined): string {
  const lang = language === 'ar' ? 'ar' : 'en'
  const parts = problems.map((p) => `${p.operator ? `${p.path} ${p.operator}` : p.path}: ${explanations[lang][p.expected]}`)
  return `${lang === 'ar' ? 'استعلام غير صالح' : 'Invalid query'}: ${parts.join('; ')}.`
}
