/**
 * The carousel's dots as one tab stop (ADR 0048): CarouselControls gives the current dot tabindex 0 and the others -1;
 * this moves between them with the arrow keys (mirrored in right-to-left text), Home and End, and the carousel with
 * them. Loaded with Embla when the carousel starts (useLazyEmbla), since the dots are drawn only then: no byte of it
 * is in a page's first load. A native listener on the carousel's root runs before React's, which then sees the
 * key handled (`defaultPrevented`) and does not move the carousel a second time.
 */
export function dotKeys(root: HTMLElement, go: (index: number) => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    const dot = event.target instanceof HTMLButtonElement ? event.target : null
    const group = dot?.parentElement
    if (!dot || !group || group.getAttribute('role') !== 'group' || group.hasAttribute('aria-roledescription')) return
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const dots = [...group.querySelectorAll('button')]
    const from = dots.indexOf(dot)
    const back = getComputedStyle(group).direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    const step = event.key === back || event.key === 'ArrowUp' ? -1 : event.key.startsWith('Arrow') ? 1 : 0
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? dots.length - 1 : step ? (from + step + dots.length) % dots.length : -1
    if (to < 0) return
    event.preventDefault()
    dots[to].focus()
    go(to)
  }
  root.addEventListener('keydown', onKey)
  return () => root.removeEventListener('keydown', onKey)
}
