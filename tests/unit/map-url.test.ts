import { describe, expect, it } from 'vitest'

import { parseSelection, regionFromParam, selectionSearch } from '@/features/map/url-state'

describe('map selection in the URL', () => {
  it('reads region and tab, ignoring unknown values', () => {
    expect(parseSelection('?region=Taqah&tab=heritage')).toEqual({ region: 'TaqahRegion', tab: 'heritage' })
    expect(parseSelection('')).toEqual({ region: null, tab: 'khareef' })
    expect(parseSelection('?region=Atlantis&tab=beaches')).toEqual({ region: null, tab: 'khareef' })
  })

  it('accepts any case, the hyphenated name and the style key', () => {
    expect(regionFromParam('al-mazyunah')).toBe('AlMazyunahRegion')
    expect(regionFromParam('MUQSHIN')).toBe('MashunRegion')
    expect(regionFromParam('MashunRegion')).toBe('MashunRegion')
    expect(regionFromParam('Dalkut')).toBe('DalkutRegion')
  })

  it('writes only what differs from the default and keeps other parameters', () => {
    expect(selectionSearch({ region: 'SadahRegion', tab: 'nature' })).toBe('?region=Sadah&tab=nature')
    expect(selectionSearch({ region: null, tab: 'khareef' }, '?region=Sadah&utm=x')).toBe('?utm=x')
    expect(parseSelection(selectionSearch({ region: 'ShalimHallaniyatRegion', tab: 'tourist' }))).toEqual({ region: 'ShalimHallaniyatRegion', tab: 'tourist' })
  })
})
