/**
 * Saving a data set checks its column types against its CSV file: the file being uploaded with this save, else
 * the one already stored. A declared column that is not a header of the file, a column declared twice, or a cell
 * that does not read as its column's type refuses the save with a message naming the column and the row. It runs
 * before Payload writes the uploaded file, so a refused upload leaves nothing behind.
 */
import { readFile } from 'node:fs/promises'
import { ValidationError, type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'

import type { Dataset } from '@/payload-types'

import { columnProblems, columnSpecs, problemMessage, type ColumnProblem } from './columns'
import { readDatasetFile } from './data'

async function uploadedText(file: NonNullable<PayloadRequest['file']>): Promise<string> {
  if (file.data?.length) return file.data.toString('utf8')
  return file.tempFilePath ? readFile(file.tempFilePath, 'utf8') : ''
}

const pathOf = (problem: ColumnProblem) => {
  if (problem.kind === 'unreadable') return 'columns'
  return `columns.${problem.index}.${problem.kind === 'badCell' ? 'type' : 'name'}`
}

export const validateDatasetColumns: CollectionBeforeValidateHook<Dataset> = async ({ data, originalDoc, req }) => {
  const columns = columnSpecs(data?.columns ?? originalDoc?.columns)
  if (!columns.length) return data
  const csv = req.file ? await uploadedText(req.file) : originalDoc ? await readDatasetFile(req.payload, originalDoc) : null
  if (csv === null) return data
  const problems = columnProblems(csv, columns)
  if (problems.length) {
    // The sentence is also the error's label, so it is in the error's own message: in the production build the REST
    // answer, and so the admin's notice, carry only that message, not the per-field details (ADR 0025).
    const errors = problems.map((problem) => {
      const message = problemMessage(problem, req.i18n?.language)
      return { path: pathOf(problem), message, label: message }
    })
    throw new ValidationError({ collection: 'datasets', errors }, req.t)
  }
  return data
}
