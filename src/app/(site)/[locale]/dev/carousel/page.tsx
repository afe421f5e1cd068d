/**
 * Test-only fixture for tests/e2e/carousel.spec.ts: two carousels of numbered slides, one with the defaults and
 * one with per-breakpoint overrides. Served in development and in the e2e build (../fixtures.ts); any other production
 * build answers with the 404 screen, and search engines are told to stay away.
 */
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NotFoundPage } from '@/components/site/NotFoundScreen'
import { Carousel } from '@/components/ui/Carousel'
import type { Locale } from '@/i18n/locales'

import { fixtureMetadata, fixturesServed } from '../fixtures'

export const metadata: Metadata = fixtureMetadata('Carousel fixture')

type Props = { params: Promise<{ locale: Locale }> }

const numbers = Array.from({ length: 7 }, (_, i) => i + 1)

const slideStyle = {
  display: 'grid',
  placeItems: 'center',
  blockSize: '8rem',
  borderRadius: 'var(--radius-md)',
  background: 'var(--color-sand)',
  fontSize: 'var(--font-size-title)',
  fontWeight: 700,
} as const

// A list, not a component: the Carousel makes each child a slide.
function slides() {
  return numbers.map((n) => (
    <div key={n} style={slideStyle} data-slide={n}>
      {n}
    </div>
  ))
}

export default async function CarouselFixturePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  if (!fixturesServed) return <NotFoundPage locale={locale} />
  return (
    <main id="main" className="container">
      <h1 lang="en">Carousel fixture</h1>
      <h2 lang="en">Defaults</h2>
      <Carousel label="Defaults">
        {slides()}
      </Carousel>
      <h2 lang="en">Overrides</h2>
      <Carousel label="Overrides" slidesToShow={4} breakpoints={{ 1024: { slidesToScroll: 3 } }}>
        {slides()}
      </Carousel>
    </main>
  )
}
