/**
 * The data sets table: name, category, metadata (the item's description as a link) and the
 * downloads, "download now" (the item's link) and JSON, each opening in a new tab, and the CSV for Excel (with a byte order
 * mark, so that Excel reads Arabic as UTF-8), a download. A real table with a caption
 * and header cells; on a phone each row becomes a stacked card whose cells name their column. No explicit table
 * roles: HTML forbids restating a table element's own role (the Nu HTML Checker reports each as an error).
 */
import { getTranslations } from 'next-intl/server'

import { BidiText } from '@/components/ui/BidiText'
import type { Locale } from '@/i18n/locales'

import type { OpenDataRow } from './model'
import styles from './OpenData.module.css'

function NewTabIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" className={styles.icon}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  )
}

export async function OpenDataTable({ rows, locale }: { rows: OpenDataRow[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OpenData' })
  if (rows.length === 0) return null
  const columns = [t('columns.name'), t('columns.category'), t('columns.metadata'), t('columns.download')] as const
  return (
    <section aria-labelledby="open-data-sets" className={styles.tableSection}>
      <h2 id="open-data-sets">{t('tableHeading')}</h2>
      <table className={styles.table} data-testid="open-data-table">
        <caption className={styles.caption}>{t('caption')}</caption>
        <thead className={styles.head}>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={styles.row}>
              <th scope="row" className={styles.name}>
                <BidiText text={row.title} />
              </th>
              <td data-label={columns[1]}>
                <BidiText text={row.subtitle} />
              </td>
              <td data-label={columns[2]}>
                {row.href && row.description ? (
                  <a href={row.href}>
                    <BidiText text={row.description} />
                  </a>
                ) : (
                  <BidiText text={row.description} />
                )}
              </td>
              <td data-label={columns[3]}>
                {row.href ? (
                  <a href={row.href} target="_blank" rel="noopener noreferrer" className={styles.download} data-testid="download-now">
                    {row.buttonTitle || t('downloadNow')}
                    <span className="visually-hidden">
                      {' '}
                      {t('fileOf', { title: row.title, format: 'CSV' })} {t('newTab')}
                    </span>
                    <NewTabIcon />
                  </a>
                ) : null}
                {row.jsonHref ? (
                  <a href={row.jsonHref} target="_blank" rel="noopener noreferrer" className={styles.secondary} data-testid="download-json">
                    JSON
                    <span className="visually-hidden">
                      {' '}
                      {t('fileOf', { title: row.title, format: 'JSON' })} {t('newTab')}
                    </span>
                    <NewTabIcon />
                  </a>
                ) : null}
                {row.excelHref ? (
                  <a href={row.excelHref} className={styles.secondary} data-testid="download-excel">
                    {t('excel')}
                    <span className="visually-hidden"> {t('fileOf', { title: row.title, format: 'CSV' })}</span>
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
