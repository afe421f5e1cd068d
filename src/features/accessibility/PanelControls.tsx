'use client'

/**
 * The panel's controls. Text size is a native radio group (one choice of three, arrow keys move between them, the
 * checked state is announced); speech and contrast are toggle buttons whose state is `aria-pressed`, so their names
 * stay fixed while the state changes.
 */
import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import styles from './PanelControls.module.css'
import { ContrastIcon, SpeakerIcon, TextSizeIcon } from './icons'
import { DEFAULT_PREFERENCES, FONT_SIZES } from './preferences'
import { updatePreferences, useFontSize, useHighContrast } from './preferencesStore'

export function FontSizeGroup() {
  const t = useTranslations('Accessibility.fontSize')
  const current = useFontSize()
  const name = useId()
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <TextSizeIcon className={styles.icon} />
        {t('legend')}
      </legend>
      <div className={styles.sizes}>
        {FONT_SIZES.map((size) => (
          <label key={size} className={styles.size} data-size={size}>
            <input
              type="radio"
              name={name}
              value={size}
              checked={current === size}
              onChange={() => updatePreferences({ fontSize: size })}
            />
            <span className={styles.sample} aria-hidden="true">
              {t('sample')}
            </span>
            <span>{t(size)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

type ToggleProps = { label: string; hint: string; pressed: boolean; icon: React.ReactNode; onToggle: () => void }

/** A labelled on/off button; the switch drawn beside the text is decoration, `aria-pressed` carries the state. */
function Toggle({ label, hint, pressed, icon, onToggle }: ToggleProps) {
  const hintId = useId()
  return (
    <div className={styles.group}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={pressed}
        aria-describedby={hintId}
        onClick={onToggle}
      >
        {icon}
        <span className={styles.toggleLabel}>{label}</span>
        <span className={styles.switch} aria-hidden="true" />
      </button>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  )
}

export function SpeechToggle({ speaking, onToggle }: { speaking: boolean; onToggle: () => void }) {
  const t = useTranslations('Accessibility.speech')
  return (
    <Toggle
      label={t('label')}
      hint={speaking ? t('speaking') : t('hint')}
      pressed={speaking}
      icon={<SpeakerIcon className={styles.icon} />}
      onToggle={onToggle}
    />
  )
}

export function ContrastToggle() {
  const t = useTranslations('Accessibility.contrast')
  const high = useHighContrast()
  return (
    <Toggle
      label={t('label')}
      hint={t('hint')}
      pressed={high}
      icon={<ContrastIcon className={styles.icon} />}
      onToggle={() => updatePreferences({ contrast: high ? 'normal' : 'high' })}
    />
  )
}

export function ResetButton({ onReset }: { onReset: () => void }) {
  const t = useTranslations('Accessibility')
  const reset = () => {
    updatePreferences(DEFAULT_PREFERENCES)
    onReset()
  }
  return (
    <button type="button" className={styles.reset} onClick={reset}>
      {t('reset')}
    </button>
  )
}
