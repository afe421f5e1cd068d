'use client'
/**
 * An array row's label from its title (src/fields/rowTitle.ts): "03 · Tourism" instead of Payload's "Item 03",
 * so a collapsed menu or list reads like the site. A title taken from the other language is marked (EN / ع).
 */
import { useConfig, useDocumentInfo, useLocale, useRowLabel, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { rowTitle, titleOfRow } from '../rowTitle'

const ITEM = { en: 'Item', ar: 'عنصر' }
const MARK: Record<string, string> = { en: 'EN', ar: 'ع' }

/** The saved document in one language, fetched once per page view and shared by every row label. */
const saved = new Map<string, Promise<unknown>>()
function savedDoc(url: string): Promise<unknown> {
  let request = saved.get(url)
  if (!request) {
    request = fetch(url, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
    saved.set(url, request)
  }
  return request
}

export default function TitleRowLabel() {
  const { data, rowNumber } = useRowLabel<{ id?: string; title?: string | null }>()
  const { i18n } = useTranslation()
  const { code: editing } = useLocale()
  const { collectionSlug, globalSlug, id } = useDocumentInfo()
  const { config } = useConfig()
  const api = config.routes.api
  const language = i18n.language === 'ar' ? 'ar' : 'en'
  const other = editing === 'ar' ? 'en' : 'ar'
  const [otherTitle, setOtherTitle] = useState<string | undefined>()

  // The other language's title is only needed when the one being edited cannot serve.
  const needsOther = !data?.title?.trim() || language !== editing
  const base = globalSlug ? `${api}/globals/${globalSlug}` : collectionSlug && id ? `${api}/${collectionSlug}/${id}` : null
  useEffect(() => {
    if (!needsOther || !base || !data?.id) return
    let live = true
    const rowId = data.id
    void savedDoc(`${base}?locale=${other}&fallback-locale=none&depth=0&draft=true`).then((doc) => {
      if (live) setOtherTitle(titleOfRow(doc, rowId))
    })
    return () => {
      live = false
    }
  }, [needsOther, base, other, data?.id])

  const position = String((rowNumber ?? 0) + 1).padStart(2, '0')
  const shown = rowTitle({ formTitle: data?.title, editing: editing ?? 'en', language, saved: { [other]: otherTitle } })
  if (!shown) return <span>{`${position} · ${ITEM[language]}`}</span>
  return (
    <span>
      {position} · <bdi>{shown.title}</bdi>
      {shown.locale !== language ? ` (${MARK[shown.locale] ?? shown.locale})` : ''}
    </span>
  )
}
