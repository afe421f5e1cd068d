'use client'
/**
 * Above the Pages list: export events or news as CSV, and import a CSV of them. An import either saves every row
 * or none; the rows to correct are listed with their spreadsheet row number. In the admin's language.
 * The help line says what the content team must know: rows are pages as visitors see them, `draft` rows become
 * drafts, and an import never unpublishes.
 */
import { useConfig, useTranslation } from '@payloadcms/ui'
import { useId, useState, type FormEvent } from 'react'

type Counts = { created: number; updated: number; unchanged: number }

const LABELS = {
  en: {
    title: 'Events and news as CSV',
    help: 'Each row is the page as visitors see it; newer_draft tells when a draft not yet published was saved. On import, only the cells you changed are saved: as a draft when the row says draft, published when it says published. An import never unpublishes a page.',
    exportEvents: 'Export events',
    exportNews: 'Export news',
    kind: 'Import into',
    events: 'Events',
    news: 'News',
    file: 'CSV file',
    submit: 'Import',
    busy: 'Importing…',
    row: (n: number) => `Row ${n}`,
    done: ({ created, updated, unchanged }: Counts) => `Imported: ${created} new, ${updated} updated, ${unchanged} unchanged.`,
  },
  ar: {
    title: 'الفعاليات والأخبار بصيغة CSV',
    help: 'كل صف هو الصفحة كما يراها الزوار، ويذكر العمود newer_draft وقت حفظ مسودة لم تُنشر بعد. عند الاستيراد تُحفظ الخلايا التي غيّرتها فقط: مسودةً إذا كانت حالة الصف draft، ومنشورةً إذا كانت published. لا يُلغي الاستيراد نشر أي صفحة.',
    exportEvents: 'تصدير الفعاليات',
    exportNews: 'تصدير الأخبار',
    kind: 'الاستيراد إلى',
    events: 'الفعاليات',
    news: 'الأخبار',
    file: 'ملف CSV',
    submit: 'استيراد',
    busy: 'جارٍ الاستيراد…',
    row: (n: number) => `الصف ${n}`,
    done: ({ created, updated, unchanged }: Counts) => `تم الاستيراد: ${created} جديد، ${updated} محدّث، ${unchanged} دون تغيير.`,
  },
}

type Result = { isDone: boolean; message: string | null; data?: Counts | null; errors?: { row: number; field: string; message: string }[] }

export default function PagesCsvPanel() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const t = i18n.language === 'ar' ? LABELS.ar : LABELS.en
  const api = `${config.serverURL}${config.routes.api}/pages/csv`
  const [kind, setKind] = useState<'events' | 'news'>('events')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Result | null>(null)
  const id = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const file = new FormData(event.currentTarget).get('file')
    if (!(file instanceof File) || file.size === 0) return
    setBusy(true)
    setResult(null)
    try {
      const response = await fetch(`${api}/${kind}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'text/csv' }, body: await file.text() })
      setResult((await response.json()) as Result)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="gutter--left gutter--right" aria-labelledby={`${id}-title`} style={{ marginBlockEnd: '1.5rem' }} data-testid="pages-csv">
      <h2 id={`${id}-title`}>{t.title}</h2>
      <p>{t.help}</p>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <a href={`${api}/events`}>{t.exportEvents}</a>
        <a href={`${api}/news`}>{t.exportNews}</a>
      </p>
      <form onSubmit={submit} style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'end' }}>
        <label>
          {t.kind}{' '}
          <select value={kind} onChange={(e) => setKind(e.target.value === 'news' ? 'news' : 'events')}>
            <option value="events">{t.events}</option>
            <option value="news">{t.news}</option>
          </select>
        </label>
        <label>
          {t.file} <input type="file" name="file" accept=".csv,text/csv" required />
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small" disabled={busy}>
          {busy ? t.busy : t.submit}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {result?.isDone && result.data ? <p>{t.done(result.data)}</p> : null}
        {result && !result.isDone ? (
          <>
            <p>{result.message}</p>
            <ul>
              {(result.errors ?? []).map((e, i) => (
                <li key={i}>
                  {t.row(e.row)}
                  {e.field ? ` · ${e.field}` : ''}: {e.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  )
}
