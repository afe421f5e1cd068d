/** News cards and the list's page size (the list's addresses are in src/lib/page-routes.ts). */
import type { PlainImage } from '@/components/ui/Media'
import type { Page } from '@/payload-types'

export const NEWS_PAGE_SIZE = 12

export type NewsSummary = {
  uniqueUrl: string
  title: string
  description: string
  date: string | null
  image: PlainImage | null
}

export function toNewsSummary(page: Page): NewsSummary {
  const image = page.image && typeof page.image === 'object' && page.image.url ? page.image : null
  return {
    uniqueUrl: page.uniqueUrl,
    title: page.title?.trim() ?? '',
    description: page.description?.trim() ?? '',
    date: page.pageDate ?? null,
    image: image ? { ...image, url: image.url ?? '' } : null,
  }
}
