import { describe, expect, it } from 'vitest'

import { neighbourIndices } from '@/components/ui/Carousel/usePreloadNeighbours'

describe('neighbourIndices', () => {
  it('adds one step either side of the slides in view, wrapping when circular', () => {
    expect(neighbourIndices([0, 1, 2], 6, 1, true)).toEqual([0, 1, 2, 3, 5])
    expect(neighbourIndices([0, 1, 2], 6, 1, false)).toEqual([0, 1, 2, 3])
    expect(neighbourIndices([5], 6, 2, true)).toEqual([0, 1, 3, 4, 5])
  })
})
