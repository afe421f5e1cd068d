'use client'

/**
 * The page-rating side panel (the shared SidePanel), opened by a
 * floating button that sits above the accessibility button (globals.css: --floating-rating-block-end).
 *
 * The content mounts on first opening, in the browser only (it reads localStorage, which the static HTML cannot
 * know), and is keyed by the page name: a client navigation gives a fresh panel that redoes the rated check.
 * A panel open during a navigation (Back, or opened while a link was loading) stays open with the new page's
 * content; closing it would snatch away a panel the visitor just opened. If focus was in the replaced content, it
 * goes to the close button rather than being lost.
 *
 * The content (form, validation rules, storage) is a chunk of its own, fetched when the visitor reaches for the
 * button (pointer over it, focus) or at the latest on opening: every page carries only the button and the dialog.
 */
import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { SidePanel, closeSidePanel } from '@/components/ui/SidePanel/SidePanel'

import { Spinner, StarIcon } from './icons'
import { pageNameFromPath } from './storage'
import styles from './RatingPanel.module.css'

const loadBody = () => import('./RatingBody').then((module) => module.RatingBody)

function Loading() {
  const t = useTranslations('Rating')
  return (
    <p role="status" className={styles.loading}>
      <Spinner /> {t('loading')}
    </p>
  )
}

const RatingBody = dynamic(loadBody, { ssr: false, loading: () => <Loading /> })

export function RatingPanel() {
  const t = useTranslations('Rating')
  const pageName = pageNameFromPath(usePathname() ?? '/')
  const closeButton = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(false)

  useEffect(() => {
    const dialog = closeButton.current?.closest('dialog')
    if (dialog?.open && !dialog.contains(document.activeElement)) closeButton.current?.focus()
  }, [pageName])

  return (
    <SidePanel
      className={styles.root}
      region={t('region')}
      icon={<StarIcon className={styles.openerIcon} />}
      openLabel={t('open')}
      title={t('title')}
      closeLabel={t('close')}
      onReach={() => void loadBody()}
      onOpen={() => setOpened(true)}
      closeButtonRef={closeButton}
    >
      {opened ? <RatingBody key={pageName} pageName={pageName} onSubmitted={() => closeSidePanel(closeButton.current)} /> : null}
    </SidePanel>
  )
}
