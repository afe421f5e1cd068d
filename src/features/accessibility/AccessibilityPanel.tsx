'use client'

/**
 * The accessibility side panel (spec "Footer and global tools", section 4): a floating button opens a modal side
 * panel (the shared SidePanel) with text size, read-aloud and high contrast. Choices persist (preferences.ts) and
 * apply before paint (PreferencesScript).
 */
import { useLocale, useTranslations } from 'next-intl'

import { SidePanel } from '@/components/ui/SidePanel/SidePanel'

import styles from './AccessibilityPanel.module.css'
import { AccessibilityIcon } from './icons'
import { ContrastToggle, FontSizeGroup, ResetButton, SpeechToggle } from './PanelControls'
import { usePreferencesSync } from './preferencesStore'
import { useSpeech } from './useSpeech'

export function AccessibilityPanel() {
  const t = useTranslations('Accessibility')
  const speech = useSpeech(useLocale())
  usePreferencesSync()

  return (
    <SidePanel
      className={styles.root}
      region={t('region')}
      icon={<AccessibilityIcon />}
      openLabel={t('open')}
      title={t('title')}
      closeLabel={t('close')}
    >
      <p className={styles.intro}>{t('intro')}</p>
      <FontSizeGroup />
      {speech.supported ? <SpeechToggle speaking={speech.speaking} onToggle={speech.toggle} /> : null}
      <ContrastToggle />
      <ResetButton onReset={speech.stop} />
    </SidePanel>
  )
}
