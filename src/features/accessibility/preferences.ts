/**
 * The visitor's accessibility preferences: what they are, how they are stored, and which CSS they turn into.
 * Pure functions only, shared by the inline pre-paint script (PreferencesScript.tsx), the panel and the unit tests.
 *
 * Storage (localStorage, per browser, kept across pages and visits):
 *   a11y.fontSize  'small' | 'regular' | 'large'   (missing or unknown: 'regular')
 *   a11y.contrast  'high' | 'normal'               (missing or unknown: 'normal')
 */
export const STORAGE_KEYS = { fontSize: 'a11y.fontSize', contrast: 'a11y.contrast' } as const

export const FONT_SIZES = ['small', 'regular', 'large'] as const
export type FontSize = (typeof FONT_SIZES)[number]
export type Contrast = 'normal' | 'high'
export type Preferences = { fontSize: FontSize; contrast: Contrast }

export const DEFAULT_PREFERENCES: Preferences = { fontSize: 'regular', contrast: 'normal' }

type TypeStep = 'normal' | 'title' | 'smallTitle' | 'largeTitle' | 'subtitle' | 'smallFont'

/** The presets as briefed, in CSS pixels at the browser's default 16px text size. */
export const FONT_PRESETS: Record<FontSize, Record<TypeStep, number>> = {
  small: { normal: 16, title: 30, smallTitle: 15, largeTitle: 18, subtitle: 14, smallFont: 10 },
  regular: { normal: 20, title: 44, smallTitle: 21, largeTitle: 24, subtitle: 18, smallFont: 16 },
  large: { normal: 28, title: 53, smallTitle: 26, largeTitle: 30, subtitle: 23, smallFont: 20 },
}

/**
 * The briefed "small font" is 10px in the small preset: too small to read, above all for Arabic, whose dots and
 * diacritics blur first. We floor it at 12px, the smallest size type guidelines (Material's caption, Apple's HIG
 * footnotes) consider legible; the other presets are above the floor and keep the briefed values.
 */
export const MIN_SMALL_FONT_PX = 12

/** The CSS variable each step sets; other components size their text with these. */
export const TYPE_VARIABLES: Record<TypeStep, `--font-size-${string}`> = {
  normal: '--font-size-normal',
  title: '--font-size-title',
  smallTitle: '--font-size-small-title',
  largeTitle: '--font-size-large-title',
  subtitle: '--font-size-subtitle',
  smallFont: '--font-size-small',
}

/**
 * The size variables of a preset, in rem: 20px becomes 1.25rem, so the computed sizes are the briefed ones at the
 * default browser text size, and a visitor who enlarged text in the browser keeps that enlargement on top of the
 * preset.
 */
export function presetVariables(size: FontSize): Record<string, string> {
  const preset = FONT_PRESETS[size]
  const variables: Record<string, string> = {}
  for (const step of Object.keys(TYPE_VARIABLES) as TypeStep[]) {
    const px = step === 'smallFont' ? Math.max(preset[step], MIN_SMALL_FONT_PX) : preset[step]
    variables[TYPE_VARIABLES[step]] = `${px / 16}rem`
  }
  return variables
}

export function parseFontSize(raw: unknown): FontSize {
  return (FONT_SIZES as readonly unknown[]).includes(raw) ? (raw as FontSize) : DEFAULT_PREFERENCES.fontSize
}

export function parseContrast(raw: unknown): Contrast {
  return raw === 'high' ? 'high' : 'normal'
}

/** Reads stored preferences through a getter (localStorage.getItem), tolerating anything a visitor or an old version left. */
export function parsePreferences(read: (key: string) => string | null): Preferences {
  return { fontSize: parseFontSize(read(STORAGE_KEYS.fontSize)), contrast: parseContrast(read(STORAGE_KEYS.contrast)) }
}

/** The storage entries for a set of preferences. */
export function serializePreferences(preferences: Preferences): Array<[string, string]> {
  return [
    [STORAGE_KEYS.fontSize, preferences.fontSize],
    [STORAGE_KEYS.contrast, preferences.contrast],
  ]
}

/** The body classes the brief names ("each button sets the body class"); see preferencesDom.ts for where they go. */
export const fontSizeClass = (size: FontSize) => `font-${size}`
export const HIGH_CONTRAST_CLASS = 'high-contrast'
