/**
 * Renders a component as the site does: inside next-intl's provider with the real messages of a language, in a
 * container with that language's `dir`. Not a test file itself (the unit project runs *.test.ts(x) only).
 */
import { render } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type React from 'react'

import { localeInfo, type Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

export function renderIn(locale: Locale, ui: React.ReactElement) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Muscat">
      <div lang={locale} dir={localeInfo(locale).dir}>
        {ui}
      </div>
    </NextIntlClientProvider>,
  )
}
