'use client'

/**
 * The results screen. The server renders it for the address's `q`
 * (`initial`), and the form is a plain GET form to this page, so it works without JavaScript. With JavaScript
 * the form searches in place: the term is trimmed; an empty one clears the results without a call; otherwise
 * the page calls the search API and shows loading, then results, the empty message or the error. Each search is
 * pushed on the history with `?q=` (Next's router follows native pushState), so Back and Forward return to
 * earlier searches. The count is the true total; the results come 10 to a page, with plain links to each page's
 * address (crawlable, and served by the server render). The count and the other
 * state messages are announced politely (role="status"); errors as alerts.
 */
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import type React from 'react'

import { DEFAULT_EVENT_IMAGE, Media } from '@/components/ui/Media'
import { Pager } from '@/components/ui/Pager'
import { hidden } from '@/components/ui/VisuallyHidden'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

import { highlight } from '../highlight'
import { MAX_TERM_LENGTH } from '../limits'
import {
  IDLE,
  SEARCH_PATH,
  checkTerm,
  pageCount,
  queryTerm,
  searchApiUrl,
  searchPagePath,
  stateFromResponse,
  type ResultView,
  type SearchState,
} from './model'
import styles from './SearchScreen.module.css'

function Highlighted({ text, terms, locale }: { text: string; terms: string[]; locale: Locale }) {
  return highlight(text, terms, locale).map((segment, i) =>
    segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
  )
}

/** `priority`: the first result, whose picture is a phone's largest paint, loads at once. */
function Result({ result, locale, priority }: { result: ResultView; locale: Locale; priority: boolean }) {
  const t = useTranslations('SearchPage')
  const title = result.title || t('untitled')
  return (
    <li className={styles.result} data-testid="search-result">
      <div className={styles.image}>
        <Media
          resource={result.imageUrl ? { url: result.imageUrl } : DEFAULT_EVENT_IMAGE}
          decorative
          aspectRatio="4 / 3"
          sizes="(max-width: 560px) 100vw, 12rem"
          priority={priority}
        />
      </div>
      <div className={styles.text}>
        <h2 className={styles.title}>
          <Highlighted text={title} terms={result.matches} locale={locale} />
        </h2>
        {result.description ? (
          <p className={styles.description}>
            <Highlighted text={result.description} terms={result.matches} locale={locale} />
          </p>
        ) : null}
        <a data-soft-nav="" href={result.url} className={styles.more}>
          {t.rich('moreAbout', { title, hidden })}
        </a>
      </div>
    </li>
  )
}

export function SearchScreen({ initial, locale }: { initial: SearchState; locale: Locale }) {
  const t = useTranslations('SearchPage')
  const [state, setState] = useState<SearchState>(initial)
  const [value, setValue] = useState(initial.term)
  const controller = useRef<AbortController | null>(null)
  /** The term the screen shows or is loading. */
  const shown = useRef(initial.term)
  const inputId = useId()

  async function run(term: string) {
    shown.current = term
    controller.current?.abort()
    const check = checkTerm(term)
    if (check === 'empty') return setState(IDLE)
    if (check === 'tooLong') return setState({ status: 'error', term, error: 'tooLong' })
    const current = new AbortController()
    controller.current = current
    setState({ status: 'loading', term })
    let next: SearchState
    try {
      const response = await fetch(searchApiUrl(term, locale), { signal: current.signal, headers: { Accept: 'application/json' } })
      next = stateFromResponse(term, response.status, await response.json().catch(() => null))
    } catch {
      next = { status: 'error', term, error: 'failed' }
    }
    if (!current.signal.aborted) setState(next)
  }

  // The address says which search to show: Back and Forward, and a new search from the header's search box when
  // this screen is already open, change `q` without remounting the screen. Searches started here set `shown`
  // first, so they are not run twice.
  const urlTerm = queryTerm(useSearchParams().get('q'))
  const runRef = useRef(run)
  useEffect(() => {
    runRef.current = run
  })
  useEffect(() => {
    if (urlTerm === shown.current) return
    setValue(urlTerm)
    void runRef.current(urlTerm)
  }, [urlTerm])
  useEffect(() => () => controller.current?.abort(), [])

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const term = value.trim()
    const path = searchPagePath(term, locale)
    if (path !== window.location.pathname + window.location.search) window.history.pushState(null, '', path)
    void run(term)
  }

  const status =
    state.status === 'loading'
      ? t('loading')
      : state.status === 'results'
        ? t('count', { count: state.total, term: state.term })
        : state.status === 'empty'
          ? (state.message ?? t('noResults'))
          : state.status === 'idle'
            ? t('idle')
            : ''

  return (
    <div className={styles.screen}>
      <form action={localizedPath(SEARCH_PATH, locale)} method="get" role="search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          {t('label')}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            name="q"
            type="search"
            className={styles.input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={MAX_TERM_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            data-testid="search-input"
          />
          <button type="submit" className={styles.submit}>
            {t('submit')}
          </button>
        </div>
      </form>
      <p
        role="status"
        className={styles.status}
        data-testid="search-status"
        data-state={state.status}
        data-count={state.status === 'results' ? state.total : state.status === 'empty' ? 0 : undefined}
      >
        {status}
      </p>
      {state.status === 'results' && state.asked ? (
        <p className={styles.notice} data-testid="search-past-last">
          {t('pastLastPage', { asked: String(state.asked), last: String(state.page) })}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <p role="alert" className={styles.error} data-testid="search-error">
          {state.error === 'tooLong' ? t('tooLong', { max: MAX_TERM_LENGTH }) : t('error')}
        </p>
      ) : null}
      {state.status === 'results' ? (
        <ol className={styles.results} data-testid="search-results">
          {state.results.map((result, index) => (
            <Result key={result.url} result={result} locale={locale} priority={index === 0} />
          ))}
        </ol>
      ) : null}
      {state.status === 'results' && pageCount(state.total) > 1 ? (
        <div className={styles.pages}>
          <Pager
            label={t('pages')}
            page={state.page}
            totalPages={pageCount(state.total)}
            href={(n) => searchPagePath(state.term, locale, n)}
            pageLabel={(n) => t('pageN', { page: String(n) })}
            testId="search-pages"
          />
        </div>
      ) : null}
    </div>
  )
}
