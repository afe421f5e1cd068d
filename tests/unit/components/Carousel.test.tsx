// @vitest-environment happy-dom
/**
 * Carousel semantics in both languages: a named carousel region, slides as "n of N" groups, and controls with
 * translated names. Motion, timing and layout need a real browser: tests/e2e/carousel.spec.ts.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Carousel } from '@/components/ui/Carousel'

import { renderIn } from './render'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const slides = Array.from({ length: 7 }, (_, i) => <p key={i}>Slide {i + 1}</p>)

// Every carousel here is in view: the observer reports it at once, as the browser would.
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
      }
      disconnect() {}
    },
  )
})

/** The visitor reaches for the carousel: Embla starts, and with it the dots are drawn. */
async function reach(name: string) {
  fireEvent.pointerEnter(screen.getByRole('region', { name }))
  return screen.findByRole('group', { name: /Choose a slide|اختر شريحة/ })
}

describe('Carousel', () => {
  it('is a region announced as a carousel, with each slide a group named "n of N"', () => {
    renderIn('en', <Carousel label="Discover Dhofar">{slides}</Carousel>)
    const region = screen.getByRole('region', { name: 'Discover Dhofar' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    const groups = within(region).getAllByRole('group').filter((g) => g.getAttribute('aria-roledescription') === 'slide')
    expect(groups).toHaveLength(7)
    expect(groups[0].getAttribute('aria-label')).toBe('1 of 7')
    expect(groups[6].getAttribute('aria-label')).toBe('7 of 7')
    expect(within(groups[2]).getByText('Slide 3')).toBeTruthy()
  })

  it('has named previous, next, pause and dot buttons, the current dot marked', async () => {
    renderIn('en', <Carousel label="Discover Dhofar">{slides}</Carousel>)
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Pause the slide show' })).toBeTruthy()
    // No dots before the carousel runs: they could not move it (ADR 0028).
    expect(screen.queryAllByRole('button', { name: /Go to slide/ })).toEqual([])
    const dots = within(await reach('Discover Dhofar')).getAllByRole('button')
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Go to slide ${n}`))
    expect(dots[0].getAttribute('aria-current')).toBe('true')
    expect(dots.slice(1).every((d) => !d.hasAttribute('aria-current'))).toBe(true)
  })

  it('makes the dots one tab stop: the current dot, with the arrow keys, Home and End moving focus between them', async () => {
    renderIn('en', <Carousel label="Discover Dhofar">{slides}</Carousel>)
    const dots = within(await reach('Discover Dhofar')).getAllByRole('button')
    expect(dots.map((d) => d.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1])
    dots[0].focus()
    fireEvent.keyDown(dots[0], { key: 'ArrowRight' })
    expect(document.activeElement).toBe(dots[1])
    fireEvent.keyDown(dots[1], { key: 'End' })
    expect(document.activeElement).toBe(dots[6])
    fireEvent.keyDown(dots[6], { key: 'ArrowRight' })
    expect(document.activeElement).toBe(dots[0])
    fireEvent.keyDown(dots[0], { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(dots[6])
    fireEvent.keyDown(dots[6], { key: 'Home' })
    expect(document.activeElement).toBe(dots[0])
    // Tab is left to the browser: it leaves the dots.
    fireEvent.keyDown(dots[0], { key: 'Tab' })
    expect(document.activeElement).toBe(dots[0])
  })

  it('names everything in Arabic on Arabic pages', async () => {
    renderIn('ar', <Carousel label="اكتشف ظفار">{slides}</Carousel>)
    const region = screen.getByRole('region', { name: 'اكتشف ظفار' })
    expect(region.getAttribute('aria-roledescription')).toBe('عرض شرائح')
    expect(screen.getAllByRole('group', { name: '1 من 7' })[0].getAttribute('aria-roledescription')).toBe('شريحة')
    expect(screen.getByRole('button', { name: 'الشريحة السابقة' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'الشريحة التالية' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'إيقاف العرض التلقائي للشرائح' })).toBeTruthy()
    await reach('اكتشف ظفار')
    expect(screen.getByRole('button', { name: 'الانتقال إلى الشريحة 3' })).toBeTruthy()
  })

  it('switches the toggle between pause and play', async () => {
    const user = userEvent.setup()
    renderIn('en', <Carousel label="Discover Dhofar">{slides}</Carousel>)
    await user.click(screen.getByRole('button', { name: 'Pause the slide show' }))
    await user.click(screen.getByRole('button', { name: 'Play the slide show' }))
    expect(screen.getByRole('button', { name: 'Pause the slide show' })).toBeTruthy()
  })

  it('names the dots by the first slide of each step when it scrolls several', async () => {
    renderIn('en', <Carousel label="Events" slidesToScroll={3}>{slides}</Carousel>)
    const dots = within(await reach('Events')).getAllByRole('button')
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Go to slide 1', 'Go to slide 4', 'Go to slide 7'])
  })

  it('leaves out the pause control when it does not play by itself', () => {
    renderIn('en', <Carousel label="Photos" autoplay={false}>{slides}</Carousel>)
    expect(screen.queryByRole('button', { name: /slide show/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy()
  })

  it('sets the visible counts per breakpoint as custom properties for the CSS', () => {
    renderIn('en', <Carousel label="News" slidesToShow={4} breakpoints={{ 1024: { slidesToScroll: 3 } }}>{slides}</Carousel>)
    const style = screen.getByRole('region', { name: 'News' }).style
    expect(style.getPropertyValue('--carousel-show')).toBe('4')
    // 3, 2 and 1 at 1024, 768 and 560px are the stylesheet's own fallbacks (CSS_DEFAULTS): not repeated on the element.
    expect(style.getPropertyValue('--carousel-show-1024')).toBe('')
    expect(style.getPropertyValue('--carousel-show-768')).toBe('')
    expect(style.getPropertyValue('--carousel-show-560')).toBe('')
    cleanup()
    renderIn('en', <Carousel label="Economy" slidesToShow={1}>{slides}</Carousel>)
    const single = screen.getByRole('region', { name: 'Economy' }).style
    for (const at of ['', '-1024', '-768', '-560']) expect(single.getPropertyValue(`--carousel-show${at}`), at).toBe(at === '-560' ? '' : '1')
  })
})
