/**
 * The e-visa screen's own parts: the apply button from the VisaImage section's first slider item
 * (its link and button title, opening the official portal in a new tab) and the section's pictures.
 */
import { getTranslations } from 'next-intl/server'

import { Media, imageOf } from '@/components/ui/Media'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { firstSection } from '@/sections/select'

import styles from './ContentScreens.module.css'

type Section = NonNullable<Page['sections']>[number]

export const visaSection = (page: Page): Section | null => firstSection(page.sections, 'VisaImage')

const mediaId = (resource: unknown) =>
  resource && typeof resource === 'object' && 'id' in resource ? (resource as { id: unknown }).id : resource

export async function VisaButton({ section, locale }: { section: Section | null; locale: Locale }) {
  const item = section?.sliderItems?.[0]
  const href = item?.link?.trim()
  if (!item || !href || !item.btnTitle) return null
  const t = await getTranslations({ locale, namespace: 'ContentScreens' })
  return (
    <p>
      <a className={styles.button} href={href} target="_blank" rel="noopener noreferrer" data-testid="visa-button">
        {item.btnTitle}
        <span className="visually-hidden"> {t('newTab')}</span>
      </a>
    </p>
  )
}

/** The section's pictures, without the one the page header already shows. */
export async function VisaImages({ section, page, locale }: { section: Section | null; page: Page; locale: Locale }) {
  const cover = mediaId(page.image)
  const items = [...(section?.sliderItems ?? []), ...(section?.cardItems ?? [])].filter(
    (item) => imageOf(item.image) && mediaId(item.image) !== cover,
  )
  if (items.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'ContentScreens' })
  return (
    <section aria-labelledby="visa-images">
      <h2 id="visa-images" className="visually-hidden">
        {t('visaImages')}
      </h2>
      <ul className={styles.gallery} role="list" data-testid="visa-images">
        {items.map((item, index) => (
          <li key={item.id ?? index}>
            <figure className={styles.figure}>
              <Media resource={item.image} alt={item.alt ?? undefined} sizes="(max-width: 560px) 100vw, (max-width: 1024px) 50vw, 24rem" aspectRatio="4 / 3" />
              {item.title ? <figcaption>{item.title}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
