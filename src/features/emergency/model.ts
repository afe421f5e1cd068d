/**
 * What the emergency numbers page makes of the CMS global (pure, for the screen, the admin's validation and tests):
 * phone numbers as typed and as `tel:` addresses in Latin digits (ADR 0018), and every wilayat in the map's order with
 * the facilities the editors listed for it, each under an anchor (`/emergency#Taqah`) that its wilayat's page links to.
 */
import type { Locale } from '@/i18n/locales'
import { screens } from '@/lib/page-routes'

import { WILAYATS } from '@/features/map/cms'

/** The Royal Oman Police's emergency number (police, ambulance, fire and rescue): the page's fallback for a facility without its own. */
export const EMERGENCY_NUMBER = '9999'

const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g

/** Arabic-Indic and Persian digits as Latin ones (`٩٩٩٩` → `9999`); anything else unchanged. */
export const latinDigits = (value: string): string =>
  value.replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))

/** What an editor may type as a number: an optional +, then 3-15 digits, with spaces or hyphens between them. */
const PHONE_SHAPE = /^\+?\d(?:[ -]?\d){2,14}$/

export const isPhone = (value: string): boolean => PHONE_SHAPE.test(latinDigits(value.trim()))

/** The shape of an Omani subscriber number (8 digits: landlines 2…, mobiles 7…, 9…, toll-free 8…). */
const OMANI_SUBSCRIBER = /^[2789]\d{7}$/

export type PhoneLink = { text: string; href: string }

/**
 * A number's text (as typed, in Latin digits) and its `tel:` address. An 8-digit Omani number is dialled with
 * +968, so a visitor on a foreign SIM reaches it too; a short number (9999) is dialled as it is, since it works only
 * on the network the phone is on. Null for anything that is not a number.
 */
export function phoneLink(value: string | null | undefined): PhoneLink | null {
  const text = latinDigits(value?.trim() ?? '')
  if (!text || !PHONE_SHAPE.test(text)) return null
  const digits = text.replace(/[^\d]/g, '')
  if (text.startsWith('+')) return { text, href: `tel:+${digits}` }
  if (OMANI_SUBSCRIBER.test(digits)) return { text, href: `tel:+968${digits}` }
  return { text, href: `tel:${digits}` }
}

/** The address of the page, or of one wilayat's part of it. */
export function emergencyPath(wilayatSlug?: string): string {
  return wilayatSlug ? `${screens.emergency}#${wilayatSlug}` : screens.emergency
}

/** The anchor of a wilayat (by its style key, as alerts and places name it), or undefined for an unknown one. */
export function emergencyPathOfWilayat(style: string): string | undefined {
  const wilayat = WILAYATS.find((w) => w.style === style)
  return wilayat ? emergencyPath(wilayat.slug) : undefined
}

/** The global as one language reads it (Payload's type, loosened to what the page needs). */
export type EmergencyNumbersInput = {
  intro?: string | null
  general?: { id?: string | null; label?: string | null; phone?: string | null; note?: string | null }[] | null
  wilayats?:
    | {
        wilayat?: string | null
        facilities?: { id?: string | null; name?: string | null; phone?: string | null; note?: string | null }[] | null
      }[]
    | null
  updatedAt?: string | null
}

export type EmergencyEntry = { key: string; label: string; phone: PhoneLink | null; note: string | null }
export type WilayatNumbers = { slug: string; name: string; facilities: EmergencyEntry[] }
export type EmergencyView = { intro: string | null; general: EmergencyEntry[]; wilayats: WilayatNumbers[] }

const text = (value: string | null | undefined) => value?.trim() || null

/**
 * The page's content: the general numbers in the editors' order (those without a valid number left out, as they
 * could not be called), then all ten wilayats in the map's order, each with its facilities (a facility may have no
 * number: the page then says to call 9999). A wilayat listed twice keeps its first entry (the admin refuses that).
 */
export function emergencyView(doc: EmergencyNumbersInput | null | undefined, locale: Locale): EmergencyView {
  const general = (doc?.general ?? []).flatMap((row, i): EmergencyEntry[] => {
    const label = text(row.label)
    const phone = phoneLink(row.phone)
    return label && phone ? [{ key: row.id ?? `general-${i}`, label, phone, note: text(row.note) }] : []
  })
  const wilayats = WILAYATS.map((wilayat): WilayatNumbers => {
    const entry = (doc?.wilayats ?? []).find((row) => row.wilayat === wilayat.style)
    const facilities = (entry?.facilities ?? []).flatMap((row, i): EmergencyEntry[] => {
      const label = text(row.name)
      return label ? [{ key: row.id ?? `${wilayat.slug}-${i}`, label, phone: phoneLink(row.phone), note: text(row.note) }] : []
    })
    return { slug: wilayat.slug, name: wilayat.name[locale], facilities }
  })
  return { intro: text(doc?.intro), general, wilayats }
}

/** The wilayats listed more than once (the admin's validation of the per-wilayat list). */
export function repeatedWilayats(rows: readonly { wilayat?: string | null }[] | null | undefined): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const row of rows ?? []) {
    if (!row.wilayat) continue
    if (seen.has(row.wilayat)) repeated.add(row.wilayat)
    seen.add(row.wilayat)
  }
  return [...repeated]
}
