/** Payload documents (read with `locale: 'all'`) → the briefed shapes (ADR 0002). */
import type { Locale } from '@/i18n/locales'
import { DEFAULT_CATEGORY_IDS, type PageCategory } from '@/lib/content-model'
import { menuHref, type MenuPageRef } from '@/lib/menu-href'
import { richTextToHtml } from '@/lib/rich-text'

import { inLocale, perLanguage, type LocalizedValue } from './localized'
import type { ApiMenuItem, ApiPage, ApiSection } from './schemas'

/*
 * Each builder's return type is the schema's (./schemas.ts), and each per-language entry names its type, so a field
 * added here and not there (or the reverse) fails the typecheck.
 */
type Entry<T extends { languageId: unknown }[]> = Omit<T[number], 'languageId'>
type SliderItem = ApiSection['pgSlider']['pgSliderItems'][number]
type CardItem = ApiSection['pgSectionCard']['pgSectionCardItems'][number]
type MenuEntry = ApiMenuItem['subItems'][number]

type L<T = string> = LocalizedValue<T>
type MediaRef = number | { id: number; url?: string | null; alt?: L } | null | undefined

export type RawItem = {
  id?: string | null
  title?: L
  subTitle?: L
  btnTitle?: L
  description?: L
  text?: L<unknown>
  image?: MediaRef
  alt?: L
  link?: string | null
  category?: string | null
}

export type RawSection = {
  id?: string | null
  style: string
  isActive?: boolean | null
  sliderItems?: RawItem[] | null
  cardItems?: RawItem[] | null
}

export type RawPage = {
  id: number
  uniqueUrl: string
  category: PageCategory
  _status?: string | null
  pageDate?: string | null
  orderNum?: number | null
  showDate?: boolean | null
  image?: MediaRef
  video?: MediaRef
  title?: L
  description?: L
  content?: L<unknown>
  seoTitle?: L
  seoDesc?: L
  sections?: RawSection[] | null
}

export type CategoryIds = Record<PageCategory, number>

const mediaId = (m: MediaRef) => (typeof m === 'object' && m ? m.id : (m ?? null))
const mediaUrl = (m: MediaRef) => (typeof m === 'object' && m ? (m.url ?? null) : null)

function altOf(item: RawItem, locale: Locale) {
  const own = inLocale(item.alt, locale)
  if (own) return own
  return typeof item.image === 'object' && item.image ? inLocale(item.image.alt, locale) : null
}

export function toApiPage(page: RawPage, categoryIds: CategoryIds = DEFAULT_CATEGORY_IDS): ApiPage {
  return {
    id: page.id,
    uniqueUrl: page.uniqueUrl,
    pgPageCategoryId: categoryIds[page.category] ?? null,
    category: page.category,
    statusId: page._status === 'published' ? 1 : 0,
    pageDate: page.pageDate ?? null,
    orderNum: page.orderNum ?? 0,
    showDate: page.showDate ?? true,
    imageId: mediaId(page.image),
    imageUrl: mediaUrl(page.image),
    videoUrl: mediaUrl(page.video),
    pgPageLngs: perLanguage<Entry<ApiPage['pgPageLngs']>>((locale) => ({
      title: inLocale(page.title, locale),
      description: inLocale(page.description, locale),
      content: richTextToHtml(inLocale(page.content, locale)),
      seoTitle: inLocale(page.seoTitle, locale),
      seoDesc: inLocale(page.seoDesc, locale),
    })),
  }
}

function itemBase(item: RawItem, index: number): Omit<SliderItem, 'pgSliderItemLng'> & Omit<CardItem, 'pgSectionCardItemLngs'> {
  return {
    id: item.id ?? String(index),
    orderNum: index + 1,
    imageId: mediaId(item.image),
    imageUrl: mediaUrl(item.image),
    toLinkUrl: item.link ?? null,
    categry: item.category ?? null,
  }
}

export function toApiSection(section: RawSection, index: number, pageId: number): ApiSection {
  return {
    id: section.id ?? String(index),
    pageId,
    isActive: section.isActive !== false,
    orderNum: index + 1,
    sectionStyle: section.style,
    pgSlider: {
      pgSliderItems: (section.sliderItems ?? []).map((item, i) => ({
        ...itemBase(item, i),
        pgSliderItemLng: perLanguage<Entry<SliderItem['pgSliderItemLng']>>((locale) => ({
          alt: altOf(item, locale),
          title: inLocale(item.title, locale),
          subTitle: inLocale(item.subTitle, locale),
          btnTitle: inLocale(item.btnTitle, locale),
          text: richTextToHtml(inLocale(item.text, locale)),
        })),
      })),
    },
    pgSectionCard: {
      pgSectionCardItems: (section.cardItems ?? []).map((item, i) => ({
        ...itemBase(item, i),
        pgSectionCardItemLngs: perLanguage<Entry<CardItem['pgSectionCardItemLngs']>>((locale) => ({
          alt: altOf(item, locale),
          title: inLocale(item.title, locale),
          subTitle: inLocale(item.subTitle, locale),
          btnTitle: inLocale(item.btnTitle, locale),
          description: inLocale(item.description, locale),
          text: richTextToHtml(inLocale(item.text, locale)),
        })),
      })),
    },
  }
}

export type RawMenuEntry = { id?: string | null; title?: L; url?: string | null; page?: MenuPageRef; isActive?: boolean | null }
export type RawMenuItem = RawMenuEntry & { subItems?: RawMenuEntry[] | null }

function menuEntry(entry: RawMenuEntry, index: number): MenuEntry {
  return {
    id: entry.id ?? String(index),
    isActive: entry.isActive !== false,
    orderNum: index + 1,
    url: menuHref(entry),
    title: inLocale(entry.title, 'en'),
    menuItemLngs: perLanguage<Entry<MenuEntry['menuItemLngs']>>((locale) => ({ title: inLocale(entry.title, locale) })),
  }
}

/** Active items in order, each with its active sub-items. */
export function toApiMenu(items: RawMenuItem[]): ApiMenuItem[] {
  return items
    .filter((item) => item.isActive !== false)
    .map((item, i) => ({
      ...menuEntry(item, i),
      subItems: (item.subItems ?? []).filter((s) => s.isActive !== false).map(menuEntry),
    }))
}
