/**
 * The pictures at the top of a news article: its NewsImages sections, led by the page's own picture (the one its
 * list card shows) when no section shows it already. An editor who only sets the page's picture sees it on the
 * article as on the card; one who also builds a NewsImages carousel does not get the lead picture twice.
 */
import { imageOf } from '@/components/ui/Media'
import type { Page } from '@/payload-types'
import { sectionsWithStyle } from '@/sections/select'
import { itemsOf, type PageSection, type SectionItem } from '@/sections/types'

type MediaRef = Page['image'] | SectionItem['image']

/** The media document's id, whether the relation was populated or not. */
const idOf = (ref: MediaRef) => (ref && typeof ref === 'object' ? ref.id : ref)

function samePicture(a: MediaRef, b: MediaRef): boolean {
  if (idOf(a) != null && idOf(a) === idOf(b)) return true
  const urlA = imageOf(a)?.url
  return !!urlA && urlA === imageOf(b)?.url
}

export function articlePictures(page: Pick<Page, 'image' | 'sections'>): PageSection[] {
  const sections = sectionsWithStyle(page.sections, 'NewsImages')
  if (!imageOf(page.image)) return sections
  if (sections.flatMap(itemsOf).some((item) => samePicture(item.image, page.image))) return sections
  // No item alt: the picture's own alt text, read in the page's language, describes it.
  const lead: SectionItem = { id: 'page-image', image: page.image }
  const [first, ...rest] = sections
  if (!first) return [{ id: 'page-image', style: 'NewsImages', isActive: true, sliderItems: [lead] }]
  return [{ ...first, sliderItems: [lead, ...(first.sliderItems ?? [])] }, ...rest]
}
