export { Carousel, type CarouselProps } from './Carousel'
export { BREAKPOINTS, hiddenBeforeRun, resolveLayout, type Breakpoint, type CarouselBreakpoints, type CarouselLevel } from './layout'
export { usePrefersReducedMotion } from './useCarouselState'
