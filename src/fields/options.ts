/**
 * What the admin's select fields show for the content model's codes: a name in English and in Arabic for each
 * value. Only the labels live here; the stored values stay the codes of src/lib/content-model.ts (a PostgreSQL enum
 * each), so changing a label needs no migration. tests/unit/admin-options.test.ts fails on any select or radio
 * option of the config that shows a raw code.
 */
import { WILAYATS } from '@/features/map/cms'
import {
  EVENT_CATEGORIES,
  PAGE_CATEGORIES,
  REGION_STYLES,
  SEASON_TAGS,
  SOCIAL_NETWORKS,
  SPONSOR_TIERS,
  SUITABLE_FOR_ICONS,
} from '@/lib/content-model'

export type Bilingual = { en: string; ar: string }
export type BilingualOption<V extends string> = { label: Bilingual; value: V }

/** The options of `values`, each labelled by `labels`: the Record's type makes a missing label a compile error. */
export function bilingualOptions<V extends string>(
  values: readonly V[],
  labels: Record<V, Bilingual>,
): BilingualOption<V>[] {
  return values.map((value) => ({ label: labels[value], value }))
}

// The names the public site gives the same codes (src/i18n/messages/*/events.json), so editors and visitors read
// the same words.
export const EVENT_CATEGORY_LABELS: Record<(typeof EVENT_CATEGORIES)[number], Bilingual> = {
  TOURIST: { en: 'Tourist', ar: 'سياحية' },
  ECONOMY: { en: 'Economy', ar: 'اقتصادية' },
  HERITAGE: { en: 'Heritage', ar: 'تراثية' },
  ADVENTURES: { en: 'Adventures', ar: 'مغامرات' },
  SPORT: { en: 'Sport', ar: 'رياضية' },
}

export const SEASON_TAG_LABELS: Record<(typeof SEASON_TAGS)[number], Bilingual> = {
  AUTUMN: { en: 'Khareef (autumn)', ar: 'الخريف' },
  SERB: { en: 'Sarb', ar: 'الصرب' },
  WINTER: { en: 'Winter', ar: 'الشتاء' },
}

export const SUITABLE_FOR_LABELS: Record<(typeof SUITABLE_FOR_ICONS)[number], Bilingual> = {
  families: { en: 'Families', ar: 'العائلات' },
  children: { en: 'Children', ar: 'الأطفال' },
  adults: { en: 'Adults', ar: 'البالغون' },
  seniors: { en: 'Seniors', ar: 'كبار السن' },
  wheelchair: { en: 'Wheelchair users', ar: 'مستخدمو الكراسي المتحركة' },
  photographers: { en: 'Photographers', ar: 'المصورون' },
  hikers: { en: 'Hikers', ar: 'هواة المشي' },
  students: { en: 'Students', ar: 'الطلاب' },
}

export const SPONSOR_TIER_LABELS: Record<(typeof SPONSOR_TIERS)[number], Bilingual> = {
  main: { en: 'Main sponsor', ar: 'الراعي الرئيسي' },
  gold: { en: 'Gold', ar: 'ذهبي' },
  silver: { en: 'Silver', ar: 'فضي' },
  bronze: { en: 'Bronze', ar: 'برونزي' },
}

// Brand names, written as each brand writes itself in Arabic.
export const SOCIAL_NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], Bilingual> = {
  x: { en: 'X (Twitter)', ar: 'إكس (تويتر)' },
  youtube: { en: 'YouTube', ar: 'يوتيوب' },
  instagram: { en: 'Instagram', ar: 'إنستغرام' },
  linkedin: { en: 'LinkedIn', ar: 'لينكد إن' },
  tiktok: { en: 'TikTok', ar: 'تيك توك' },
  snapchat: { en: 'Snapchat', ar: 'سناب شات' },
}

/** The wilayats' names as the map shows them. */
export const REGION_LABELS = Object.fromEntries(
  REGION_STYLES.map((style) => {
    const wilayat = WILAYATS.find((w) => w.style === style)
    if (!wilayat) throw new Error(`No wilayat for the region style ${style}`)
    return [style, wilayat.name]
  }),
) as Record<(typeof REGION_STYLES)[number], Bilingual>

export const LANGUAGE_LABELS: Record<'en' | 'ar', Bilingual> = {
  en: { en: 'English', ar: 'الإنجليزية' },
  ar: { en: 'Arabic', ar: 'العربية' },
}

/** A page's category (what screen shows it); Settings names its public API ids with the same words. */
export const PAGE_CATEGORY_LABELS: Record<(typeof PAGE_CATEGORIES)[number], Bilingual> = {
  general: { en: 'General page', ar: 'صفحة عامة' },
  home: { en: 'Home page', ar: 'الصفحة الرئيسية' },
  news: { en: 'News', ar: 'خبر' },
  events: { en: 'Event', ar: 'فعالية' },
  states: { en: 'Wilayat (state)', ar: 'ولاية' },
  seasons: { en: 'Season', ar: 'موسم' },
  economy: { en: 'Economy sector', ar: 'قطاع اقتصادي' },
  openData: { en: 'Open data details', ar: 'تفاصيل البيانات المفتوحة' },
}
