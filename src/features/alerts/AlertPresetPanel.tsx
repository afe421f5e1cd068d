'use client'
/**
 * Above the Alerts list: "New alert from a preset". The editor picks a ready-made situation (fog, a closed road, a
 * red flag, wadis), and gets a draft with the title and message in English and Arabic, the severity and category
 * filled in (POST /api/alerts/from-preset), opened for the wilayats, places and times. In the admin's language.
 */
import { useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'

import { ALERT_PRESETS } from './presets'

const LABELS = {
  en: {
    title: 'New alert from a preset',
    help: 'Fills in the title and message in both languages, the severity and the category. Then choose the wilayats or places, check the times and publish.',
    preset: 'Preset',
    submit: 'Create draft',
    busy: 'Creating…',
  },
  ar: {
    title: 'تنبيه جديد من قالب جاهز',
    help: 'يملأ العنوان والرسالة باللغتين ودرجة الخطورة والفئة. ثم اختر الولايات أو الأماكن وتحقق من الأوقات وانشر.',
    preset: 'القالب',
    submit: 'إنشاء مسودة',
    busy: 'جارٍ الإنشاء…',
  },
}

export default function AlertPresetPanel() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const lang = i18n.language === 'ar' ? 'ar' : 'en'
  const t = LABELS[lang]
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const preset = new FormData(event.currentTarget).get('preset')
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/alerts/from-preset`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ preset }),
      })
      const body = (await response.json()) as { id?: number; message?: string }
      if (response.ok && body.id) router.push(`${config.routes.admin}/collections/alerts/${body.id}`)
      else setError(body.message ?? String(response.status))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="gutter--left gutter--right" aria-labelledby={`${id}-title`} style={{ marginBlockEnd: '1.5rem' }} data-testid="alert-presets">
      <h2 id={`${id}-title`}>{t.title}</h2>
      <p>{t.help}</p>
      <form onSubmit={submit} style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'end' }}>
        <label>
          {t.preset}{' '}
          <select name="preset" defaultValue={ALERT_PRESETS[0].key}>
            {ALERT_PRESETS.map((preset) => (
              <option key={preset.key} value={preset.key}>
                {preset.label[lang]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
          {busy ? t.busy : t.submit}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {error ? <p>{error}</p> : null}
      </div>
    </section>
  )
}
