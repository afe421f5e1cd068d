/**
 * Cache tags: every cached read names what it depends on, and the collection hooks expire exactly those tags.
 * See docs/decisions/0003-rendering-and-caching.md.
 */
import type { PageCategory } from './content-model'

export const tags = {
  page: (uniqueUrl: string) => `page:${uniqueUrl}`,
  pageId: (id: number | string) => `page-id:${id}`,
  category: (category: PageCategory) => `pages:${category}`,
  allPages: 'pages',
  global: (slug: 'header' | 'footer' | 'settings') => `global:${slug}`,
  media: 'media',
  classifications: 'classifications',
  datasets: 'datasets',
  places: 'places',
} as const
