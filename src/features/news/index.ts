/** The news feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { default as newsStyles } from './News.module.css'
export { NewsArticle } from './NewsArticle'
export { NewsGrid } from './NewsGrid'
export { ClassificationNav, Pagination } from './NewsNav'
export { newsArticleJsonLd } from './jsonld'
export type { NewsSummary } from './model'
export { getClassifications, getLatestNews, getNewsPage } from './queries'
export { buildRss, FEED_SIZE, feedPath } from './rss'
