/**
 * A content screen of the CMS: the page header (breadcrumb, the one h1, description, picture), then the page's
 * rich content, anything the screen adds, and the page's other active sections so an editor's section is never
 * lost. Server-only: nothing of it is sent to the browser as JavaScript.
 */
import type React from 'react'

import type { BreadcrumbItem } from '@/components/ui/Breadcrumb'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { Page } from '@/payload-types'
import { RenderSections } from '@/sections/RenderSections'
import type { SectionStyle } from '@/lib/content-model'
import { sectionsWithout } from '@/sections/select'

import styles from './ContentScreens.module.css'

type Props = {
  page: Page
  locale: Locale
  breadcrumb: BreadcrumbItem[]
  /** Under the header's description (a button). */
  headerExtra?: React.ReactNode
  /** After the rich content. */
  children?: React.ReactNode
  /** Section styles the screen draws itself. */
  ownStyles?: readonly SectionStyle[]
}

export function ContentScreen({ page, locale, breadcrumb, headerExtra, children, ownStyles = [] }: Props) {
  const sections = sectionsWithout(page.sections, ownStyles)
  return (
    <main id="main">
      <PageHeader title={page.title} description={page.description} image={page.image} breadcrumb={breadcrumb} baseUrl={env.SITE_URL}>
        {headerExtra}
      </PageHeader>
      <div className={styles.body}>
        {page.content ? <RichText value={page.content} /> : null}
        {children}
        <RenderSections sections={sections} locale={locale} />
      </div>
    </main>
  )
}
