/** What Payload's config takes from the open data feature: the column types and the check run on save. */
export { COLUMN_TYPES, type ColumnType } from './columns'
export { validateDatasetColumns } from './validate-columns'
