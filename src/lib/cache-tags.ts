/**
 * Cache tags: every cached read names what it depends on, and the collection hooks expire exactly those tags.
 * See docs/decisions/0003-rendering-and-caching.md. A picture is tagged by its own id (`media:<id>`), so replacing
 * one upload expires only the reads that show it (src/lib/fresh-media.ts).
 */
import type { PageCategory } from './content-model'

export const tags = {
  page: (uniqueUrl: string) => `page:${uniqueUrl}`,
  category: (category: PageCategory) => `pages:${category}`,
  global: (slug: 'header' | 'footer' | 'settings') => `global:${slug}`,
  media: (id: number | string) => `media:${id}`,
  classifications: 'classifications',
  datasets: 'datasets',
  places: 'places',
} as const
