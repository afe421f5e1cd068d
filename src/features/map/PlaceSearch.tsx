'use client'
/**
 * The map's place search as a WAI-ARIA APG combobox (list autocomplete): the input owns a listbox of at most
 * five suggestions, arrows move `aria-activedescendant`, Enter picks, Escape closes. The button (and Enter with
 * nothing highlighted) searches at once and moves the map to the best hit.
 */
import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'

import type { MapHit } from './search'
import { usePlaceSearch } from './usePlaceSearch'
import styles from './Map.module.css'

type Props = { items: readonly MapHit[]; geocoder: boolean; onPick: (hit: MapHit) => void }

export function PlaceSearch({ items, geocoder, onPick }: Props) {
  const t = useTranslations('Map.search')
  const locale = useLocale() === 'ar' ? 'ar' : 'en'
  const id = useId()
  const search = usePlaceSearch(items, geocoder)
  const [active, setActive] = useState(-1)
  const open = search.state === 'open' && search.hits.length > 0

  function pick(hit: MapHit) {
    search.input(hit.label[locale])
    search.close()
    setActive(-1)
    onPick(hit)
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (open && active >= 0) return pick(search.hits[active])
    const best = await search.submit()
    if (best) pick(best)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      search.close()
      setActive(-1)
    } else if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      // -1 is the input itself, as in the APG example: wrapping passes through it.
      setActive((i) => {
        const next = i + step
        return next < -1 ? search.hits.length - 1 : next >= search.hits.length ? -1 : next
      })
    }
  }

  const activeId = open && active >= 0 && active < search.hits.length ? `${id}-option-${active}` : undefined
  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className={styles.searchLabel}>
        {t('label')}
      </label>
      <div className={styles.searchRow}>
        <div className={styles.combo}>
          <input
            id={`${id}-input`}
            // A text input: `type="search"` may not take the combobox role (HTML's ARIA rules; Nu HTML Checker).
            type="text"
            inputMode="search"
            enterKeyHint="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            aria-activedescendant={activeId}
            aria-busy={search.state === 'pending'}
            placeholder={t('placeholder')}
            maxLength={200}
            value={search.query}
            onChange={(event) => {
              setActive(-1)
              search.input(event.target.value)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setTimeout(search.close, 150)}
            className={styles.searchInput}
          />
          <ul id={`${id}-list`} role="listbox" aria-label={t('suggestions')} className={styles.suggestions} hidden={!open}>
            {search.hits.map((hit, index) => (
              <li
                key={hit.id}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(hit)}
              >
                {hit.label[locale]}
                {hit.kind === 'region' ? <span className={styles.optionKind}> · {t('wilayat')}</span> : null}
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className={styles.searchButton}>
          {t('submit')}
        </button>
      </div>
      <p role="status" aria-live="polite" className={styles.searchStatus}>
        {search.noResults ? t('noResults') : search.state === 'pending' ? t('pending') : search.state === 'error' ? t('error') : open ? t('results', { count: search.hits.length }) : ''}
      </p>
    </form>
  )
}
