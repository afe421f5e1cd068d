/**
 * Saving a data set checks its column types against its CSV file: the file being uploaded with this save, else
 * the one already stored. A declared column that is not a header of the file, a column declared twice, or a cell
 * that does not read as its column's type refuses the save with a message, on that row of the column types, naming
 * the column and the row of the file.
 *
 * The file is only at hand in a collection hook (`req.file`), so `checkDatasetColumns` (beforeValidate) finds the
 * problems and leaves them in `req.context`; the fields' own `validate` (`columnProblemAt`) reports them, so that
 * Payload refuses the save with its own ValidationError, which the admin shows on the fields and REST clients
 * receive with every message. While an editor is still typing, no hook has run and nothing is reported.
 */
import { readFile } from 'node:fs/promises'
import type { CollectionBeforeValidateHook, PayloadRequest } from 'payload'

import type { Dataset } from '@/payload-types'

import { columnProblems, columnSpecs, problemMessage, type ColumnProblem } from './columns'
import { readDatasetFile } from './data'

const CONTEXT_KEY = 'datasetColumnProblems'

async function uploadedText(file: NonNullable<PayloadRequest['file']>): Promise<string> {
  if (file.data?.length) return file.data.toString('utf8')
  return file.tempFilePath ? readFile(file.tempFilePath, 'utf8') : ''
}

const pathOf = (problem: ColumnProblem) => {
  if (problem.kind === 'unreadable') return 'columns'
  return `columns.${problem.index}.${problem.kind === 'badCell' ? 'type' : 'name'}`
}

export const checkDatasetColumns: CollectionBeforeValidateHook<Dataset> = async ({ data, originalDoc, req }) => {
  const found: Record<string, string> = {}
  req.context[CONTEXT_KEY] = found
  const columns = columnSpecs(data?.columns ?? originalDoc?.columns)
  if (!columns.length) return data
  const csv = req.file ? await uploadedText(req.file) : originalDoc ? await readDatasetFile(req.payload, originalDoc) : null
  if (csv === null) return data
  for (const problem of columnProblems(csv, columns)) {
    const key = pathOf(problem)
    const message = problemMessage(problem, req.i18n?.language)
    found[key] = found[key] ? `${found[key]} ${message}` : message
  }
  return data
}

/** What `checkDatasetColumns` found wrong at a field's path in this save, or true. */
export function columnProblemAt(path: (number | string)[], req: PayloadRequest | undefined): string | true {
  const found = req?.context?.[CONTEXT_KEY] as Record<string, string> | undefined
  return found?.[path.join('.')] ?? true
}
