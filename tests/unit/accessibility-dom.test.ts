// @vitest-environment happy-dom
/** The pre-paint script and the panel apply preferences identically; speech reads only the visible main text. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/features/accessibility/preferences'
import { preferencesScriptSource } from '@/features/accessibility/PreferencesScript'
import { applyPreferences, currentPreferences, updatePreferences } from '@/features/accessibility/preferencesStore'
import { collectParagraphs } from '@/features/accessibility/speech'

function resetDocument() {
  const root = document.documentElement
  for (const name of ['data-font-size', 'data-contrast', 'style']) root.removeAttribute(name)
  document.body.className = ''
  localStorage.clear()
}

const runScript = () => new Function(preferencesScriptSource())()
const rootState = () => ({
  fontSize: document.documentElement.dataset.fontSize,
  contrast: document.documentElement.dataset.contrast,
  normal: document.documentElement.style.getPropertyValue('--font-size-normal'),
  title: document.documentElement.style.getPropertyValue('--font-size-title'),
})

describe('applying preferences', () => {
  beforeEach(resetDocument)
  afterEach(resetDocument)

  it('the inline script marks <html> from storage exactly as the panel does', () => {
    localStorage.setItem(STORAGE_KEYS.fontSize, 'large')
    localStorage.setItem(STORAGE_KEYS.contrast, 'high')
    runScript()
    const fromScript = rootState()
    expect(fromScript).toEqual({ fontSize: 'large', contrast: 'high', normal: '1.75rem', title: '3.3125rem' })
    resetDocument()
    applyPreferences(document, { fontSize: 'large', contrast: 'high' })
    expect(rootState()).toEqual(fromScript)
  })

  it('the inline script falls back to the defaults for unknown values', () => {
    localStorage.setItem(STORAGE_KEYS.fontSize, 'gigantic')
    runScript()
    expect(rootState()).toMatchObject({ fontSize: 'regular', contrast: 'normal', normal: '1.25rem' })
  })

  it('the panel saves the choice, marks <html> and mirrors the briefed classes on <body>', () => {
    updatePreferences({ fontSize: 'small' })
    expect(localStorage.getItem(STORAGE_KEYS.fontSize)).toBe('small')
    expect(document.body.classList.contains('font-small')).toBe(true)
    updatePreferences({ contrast: 'high' })
    expect(currentPreferences()).toEqual({ fontSize: 'small', contrast: 'high' })
    expect([...document.body.classList].sort()).toEqual(['font-small', 'high-contrast'])
    updatePreferences({ fontSize: 'large', contrast: 'normal' })
    expect([...document.body.classList]).toEqual(['font-large'])
    expect(localStorage.getItem(STORAGE_KEYS.contrast)).toBe('normal')
  })
})

describe('the text read aloud', () => {
  it('is the main content by block, without hidden parts, controls or scripts', () => {
    const main = document.createElement('main')
    main.innerHTML = `
      <h1>Dhofar</h1>
      <p>Salalah is <a href="/states">green</a> in summer.</p>
      <p hidden>Hidden paragraph</p>
      <div aria-hidden="true">Decoration</div>
      <p style="display: none">Not displayed</p>
      <button type="button">Next slide</button>
      <script>var x = 1</script>
      <ul><li>Mirbat</li><li>Taqah</li></ul>
      <span class="visually-hidden">(opens in a new tab)</span>`
    document.body.append(main)
    expect(collectParagraphs(main)).toEqual([
      'Dhofar',
      'Salalah is green in summer.',
      'Mirbat',
      'Taqah',
      '(opens in a new tab)',
    ])
    main.remove()
  })
})
