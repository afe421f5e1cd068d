export { Carousel, type CarouselProps } from './Carousel'
export { BREAKPOINTS, resolveLayout, type Breakpoint, type CarouselBreakpoints, type CarouselLevel } from './layout'
export { usePrefersReducedMotion } from './useCarouselState'
