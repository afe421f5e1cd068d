/**
 * Bad query values on Payload's REST API are the caller's mistake: 400 with a message, never a 500.
 * `refuseBadWhere` checks a read's or count's `where` before Payload runs it (rules in ./query-values.ts);
 * `answerBadQuery`, a root `afterError` hook, turns what it misses into a 400 too: a `where` that is not JSON, or a
 * database refusing a value (PostgreSQL's data exceptions, SQLite's bindings). Payload logs those before the hook
 * runs, as errors: each one shows a case the check should learn.
 */
import { APIError, type AfterErrorHook, type CollectionBeforeOperationHook } from 'payload'

import { kindOfPath, whereMessage, whereProblems, type WhereProblem } from './query-values'

export const BAD_QUERY = 'BadQuery'

export class BadQuery extends APIError {
  constructor(message: string, problems: WhereProblem[] = []) {
    super(message, 400, { errors: problems.map(({ path, operator }) => ({ path, operator })) }, true)
    // Set by hand: a bundler may rename the class, and payload.config's loggingLevels looks errors up by name.
    this.name = BAD_QUERY
  }
}

export const refuseBadWhere: CollectionBeforeOperationHook = ({ operation, req, args, collection }) => {
  if (req.payloadAPI !== 'REST' || (operation !== 'read' && operation !== 'count')) return args
  const { where } = args as { where?: unknown }
  if (where === undefined) return args
  const numericIds = req.payload.db.defaultIDType === 'number'
  const problems = whereProblems(where, (path) => kindOfPath(collection.flattenedFields, req.payload.config, path, numericIds))
  if (problems.length > 0) throw new BadQuery(whereMessage(problems, req.i18n?.language), problems)
  return args
}

/** PostgreSQL data exceptions (class 22: bad number, date, enum value, encoding) and type mismatches. */
const isValueCode = (code: unknown) => typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '42883' || code === '42804')

/** SQLite's driver refusing to bind a value, and Payload calling an operator the adapter does not have. */
const VALUE_MESSAGE =
  /can only bind|cannot be passed as argument|Only finite numbers|invalid input (syntax|value)|operator does not exist|invalid byte sequence|out of range|adapter\.operators\[\w+\] is not a function/i

export function isQueryValueFailure(error: unknown): boolean {
  const seen = new Set<unknown>()
  for (let current = error; current && typeof current === 'object' && !seen.has(current); ) {
    seen.add(current)
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (isValueCode(code)) return true
    if (typeof message === 'string' && VALUE_MESSAGE.test(message)) return true
    current = cause
  }
  return false
}

const isRead = (method: string | undefined, headers: Headers) =>
  method === 'GET' || headers.get('x-payload-http-method-override')?.toUpperCase() === 'GET'

const messages = {
  en: { notJson: 'Invalid query: `where` is not valid JSON.', value: 'Invalid query: a value in `where` does not fit its field.' },
  ar: { notJson: 'استعلام غير صالح: `where` ليس JSON صالحًا.', value: 'استعلام غير صالح: قيمة في `where` لا تناسب حقلها.' },
}

export const answerBadQuery: AfterErrorHook = ({ error, req }) => {
  if (!req || !isRead(req.method, req.headers)) return
  const text = messages[req.i18n?.language === 'ar' ? 'ar' : 'en']
  const params = req.searchParams ?? new URL(req.url ?? 'http://localhost').searchParams
  // parseParams JSON-parses a string `where` before any hook could look at it.
  if (error instanceof SyntaxError && (params.has('where') || params.has('data'))) {
    return { response: { errors: [{ message: text.notJson }] }, status: 400 }
  }
  if (isQueryValueFailure(error)) return { response: { errors: [{ message: text.value }] }, status: 400 }
}
