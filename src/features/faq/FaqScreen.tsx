/**
 * The FAQ page: breadcrumb, title and description, the page's own text, the QuestionItems accordion,
 * and the questions as schema.org FAQPage data for search engines.
 */
import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'
import { CmsPageHeader } from '@/components/site/CmsPageHeader'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { env } from '@/lib/env'
import { richTextToHtml } from '@/lib/rich-text'
import type { Page } from '@/payload-types'
import { hasAnswer, QuestionItems } from '@/sections/QuestionItems/QuestionItems'

import { faqJsonLd, faqQuestions } from './faq'
import styles from '@/components/ui/Layout/Screens.module.css'
import { sectionsWithStyle } from '@/sections/select'
import { JsonLd } from '@/components/ui/JsonLd'

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export async function FaqScreen({ page, locale }: { page: Page; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Faq' })
  const sections = sectionsWithStyle(page.sections, 'QuestionItems')
  const questions = faqQuestions(sections, hasAnswer)
  const jsonLd = faqJsonLd(
    questions.map(({ question, item }) => ({
      question,
      answerHtml: richTextToHtml(item.text).trim() || `<p>${escapeHtml(item.description ?? '')}</p>`,
    })),
    new URL(localizedPath('/FAQ', locale), env.SITE_URL).href,
    locale,
  )
  return (
    <main id="main">
      <CmsPageHeader page={page} locale={locale} />
      <div className={styles.body}>
        {page.content ? <RichText value={page.content} className={styles.prose} /> : null}
        {questions.length > 0 ? (
          sections.map((section, index) => <QuestionItems key={section.id ?? index} section={section} locale={locale} index={index} />)
        ) : (
          <p>{t('empty')}</p>
        )}
      </div>
      {questions.length > 0 ? <JsonLd json={jsonLd} /> : null}
    </main>
  )
}
