/**
 * Messages per language, one file per area (common, components, shell, accessibility, ...), merged here.
 * English is the reference: global.d.ts types every key from it, and a unit test checks Arabic has the same keys.
 */
import arAccessibility from './ar/accessibility.json'
import arCommon from './ar/common.json'
import arComponents from './ar/components.json'
import arShell from './ar/shell.json'
import enAccessibility from './en/accessibility.json'
import enCommon from './en/common.json'
import enComponents from './en/components.json'
import enShell from './en/shell.json'

export const messages = {
  en: { ...enCommon, ...enComponents, ...enShell, ...enAccessibility },
  ar: { ...arCommon, ...arComponents, ...arShell, ...arAccessibility },
}

export type Messages = typeof messages.en
