/** What Payload's config takes from the rating feature (the editors' CSV export); see ../search/cms.ts for why. */
export { csvHeader, csvRating, type CsvRating } from './admin/csv'
