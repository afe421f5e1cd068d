import type { Locale } from '@/i18n/locales'

import { rendererFor } from './registry'
import type { PageSection } from './types'

/** A page's sections in order, each drawn by the renderer registered for its style. */
export function RenderSections({ sections, locale }: { sections: PageSection[] | null | undefined; locale: Locale }) {
  return (
    <>
      {(sections ?? []).map((section, index) => {
        const Renderer = rendererFor(section.style)
        return <Renderer key={section.id ?? index} section={section} locale={locale} index={index} />
      })}
    </>
  )
}
