'use client'

/**
 * The accessibility panel's controls (text size, read-aloud, high contrast, reset), a chunk of its own: the panel
 * (AccessibilityPanel) fetches it when the browser is idle after the page's load, or sooner when the visitor
 * reaches for the button.
 */
import { useLocale, useTranslations } from 'next-intl'

import { ChunkMessages } from '@/i18n/ChunkMessages'
import ar from '@/i18n/messages/ar/accessibility.json'
import en from '@/i18n/messages/en/accessibility.json'

import styles from './AccessibilityPanel.module.css'
import { ContrastToggle, FontSizeGroup, ResetButton, SpeechToggle } from './PanelControls'
import { useSpeech } from './useSpeech'

/** The controls' texts travel with this chunk, not in every page's HTML (ChunkMessages). */
export function AccessibilityBody() {
  return (
    <ChunkMessages messages={{ en, ar }}>
      <Controls />
    </ChunkMessages>
  )
}

function Controls() {
  const t = useTranslations('Accessibility')
  const speech = useSpeech(useLocale())
  return (
    <>
      <p className={styles.intro}>{t('intro')}</p>
      <FontSizeGroup />
      {speech.supported ? <SpeechToggle speaking={speech.speaking} onToggle={speech.toggle} /> : null}
      <ContrastToggle />
      <ResetButton onReset={speech.stop} />
    </>
  )
}
