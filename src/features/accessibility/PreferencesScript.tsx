/**
 * Applies saved accessibility preferences before the first paint, so a visitor who chose large text or high contrast
 * never sees the page flash in the defaults first. Rendered by the layout in <head>.
 *
 * A server component that writes a tiny inline script into the static HTML: the parser runs it as it reaches it,
 * before the body is painted and before React loads. It only marks <html>, as <body> does not exist yet (see
 * preferencesStore.ts for the attributes and why). The script is plain ES5 with the preset variables inlined as JSON:
 * no imports, nothing to download, allowed by our CSP through its hash (src/lib/strict-scripts.mjs). Any failure (storage
 * blocked) leaves the CSS defaults. It does what applyPreferences does for <html>; a unit test runs both and compares.
 */
import { InlineScript } from '@/components/ui/JsonLd'

import { DEFAULT_PREFERENCES, FONT_SIZES, STORAGE_KEYS, presetVariables } from './preferences'

export function preferencesScriptSource(): string {
  const variables = Object.fromEntries(FONT_SIZES.map((size) => [size, presetVariables(size)]))
  const json = (value: unknown) => JSON.stringify(value)
  return [
    '(function(){try{',
    `var d=document.documentElement,s=window.localStorage,v=${json(variables)},`,
    `f=s.getItem(${json(STORAGE_KEYS.fontSize)}),c=s.getItem(${json(STORAGE_KEYS.contrast)});`,
    `if(!Object.prototype.hasOwnProperty.call(v,f))f=${json(DEFAULT_PREFERENCES.fontSize)};`,
    "d.setAttribute('data-font-size',f);",
    "d.setAttribute('data-contrast',c==='high'?'high':'normal');",
    'for(var k in v[f])d.style.setProperty(k,v[f][k]);',
    '}catch(e){}})();',
  ].join('')
}

const source = preferencesScriptSource()

export function PreferencesScript() {
  // The content is our own constant (no visitor input), so injecting it is safe. In the HTML only (ADR 0028).
  return <InlineScript id="a11y-preferences" source={source} />
}
