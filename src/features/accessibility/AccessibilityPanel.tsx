'use client'

/**
 * The accessibility side panel: a floating button opens a modal side
 * panel (the shared SidePanel) with text size, read-aloud and high contrast. Choices persist (preferences.ts) and
 * apply before paint (PreferencesScript); this component only keeps <body>'s classes in step (usePreferencesSync).
 *
 * The controls are a chunk of their own (AccessibilityBody), not part of any page's load: fetched when the visitor
 * reaches for the button (pointer over it, a touch, keyboard focus), as the rating form is, and mounted on the first
 * opening. Fetching it at idle after every load cost every visitor 3.8 KB for a panel few open (ADR 0030). Once
 * mounted they stay, so a reading aloud goes on with the panel shut.
 */
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { SidePanel } from '@/components/ui/SidePanel/SidePanel'

import styles from './AccessibilityPanel.module.css'
import { AccessibilityIcon } from './icons'
import { usePreferencesSync } from './preferencesStore'

const loadBody = () => import('./AccessibilityBody').then((module) => module.AccessibilityBody)

function Loading() {
  const t = useTranslations('Accessibility')
  return (
    <p role="status" className={styles.intro}>
      {t('loading')}
    </p>
  )
}

const AccessibilityBody = dynamic(loadBody, { ssr: false, loading: () => <Loading /> })

export function AccessibilityPanel() {
  const t = useTranslations('Accessibility')
  const [mounted, setMounted] = useState(false)
  usePreferencesSync()

  return (
    <SidePanel
      className={styles.root}
      region={t('region')}
      icon={<AccessibilityIcon />}
      openLabel={t('open')}
      title={t('title')}
      closeLabel={t('close')}
      onReach={() => void loadBody()}
      onOpen={() => setMounted(true)}
    >
      {mounted ? <AccessibilityBody /> : null}
    </SidePanel>
  )
}
