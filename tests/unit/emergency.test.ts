/** The emergency numbers page's model: numbers as `tel:` links in Latin digits, and every wilayat under its anchor. */
import { describe, expect, it } from 'vitest'

import { WILAYATS } from '@/features/map/cms'
import { emergencyPath, emergencyPathOfWilayat, emergencyView, isPhone, latinDigits, phoneLink, repeatedWilayats } from '@/features/emergency/model'

describe('phone numbers', () => {
  it('dials a short number as it is, on the phone’s own network', () => {
    expect(phoneLink('9999')).toEqual({ text: '9999', href: 'tel:9999' })
    expect(phoneLink(' 1771 ')).toEqual({ text: '1771', href: 'tel:1771' })
  })

  it('dials an 8-digit Omani number with +968, so a foreign SIM reaches it, and shows it as typed', () => {
    expect(phoneLink('2300 0000')).toEqual({ text: '2300 0000', href: 'tel:+96823000000' })
    expect(phoneLink('9000-0000')).toEqual({ text: '9000-0000', href: 'tel:+96890000000' })
  })

  it('keeps an international number as typed', () => {
    expect(phoneLink('+968 2300 0000')).toEqual({ text: '+968 2300 0000', href: 'tel:+96823000000' })
  })

  it('writes Arabic-Indic and Persian digits as Latin ones, in the text and the link', () => {
    expect(latinDigits('٩٩٩٩')).toBe('9999')
    expect(latinDigits('۱۷۷۱')).toBe('1771')
    expect(phoneLink('٩٩٩٩')).toEqual({ text: '9999', href: 'tel:9999' })
  })

  it('refuses what is not a number', () => {
    for (const value of ['', '  ', '99', 'call 9999', '9999 ext 2', '++9999', '9999-', '1234567890123456', null, undefined]) {
      expect(phoneLink(value), String(value)).toBeNull()
    }
    expect(isPhone('9999')).toBe(true)
    expect(isPhone('+968 2300 0000')).toBe(true)
    expect(isPhone('٩٩٩٩')).toBe(true)
    expect(isPhone('police')).toBe(false)
  })
})

describe('the page', () => {
  it('links to a wilayat’s part by its map key', () => {
    expect(emergencyPath()).toBe('/emergency')
    expect(emergencyPath('Taqah')).toBe('/emergency#Taqah')
    expect(emergencyPathOfWilayat('AlMazyunahRegion')).toBe('/emergency#Al-Mazyunah')
    expect(emergencyPathOfWilayat('Nowhere')).toBeUndefined()
  })

  it('lists all ten wilayats in the map’s order, whatever the editors’ order, with their facilities', () => {
    const view = emergencyView(
      {
        intro: '  Call 9999.  ',
        general: [
          { id: 'a', label: 'Police', phone: '9999', note: '' },
          { id: 'b', label: 'Broken', phone: 'not a number' },
          { id: 'c', label: '', phone: '1771' },
        ],
        wilayats: [
          { wilayat: 'TaqahRegion', facilities: [{ id: 't', name: 'Taqah Hospital', phone: '' }] },
          { wilayat: 'SalalahRegion', facilities: [{ id: 's', name: 'Sultan Qaboos Hospital', phone: '2300 0000', note: 'Main' }, { id: 'x', name: ' ' }] },
          { wilayat: 'TaqahRegion', facilities: [{ id: 'dup', name: 'Listed twice' }] },
        ],
      },
      'ar',
    )
    expect(view.intro).toBe('Call 9999.')
    expect(view.general).toEqual([{ key: 'a', label: 'Police', phone: { text: '9999', href: 'tel:9999' }, note: null }])
    expect(view.wilayats.map((w) => w.slug)).toEqual(WILAYATS.map((w) => w.slug))
    expect(view.wilayats[0]).toEqual({
      slug: 'Salalah',
      name: 'صلالة',
      facilities: [{ key: 's', label: 'Sultan Qaboos Hospital', phone: { text: '2300 0000', href: 'tel:+96823000000' }, note: 'Main' }],
    })
    expect(view.wilayats[1].facilities).toEqual([{ key: 't', label: 'Taqah Hospital', phone: null, note: null }])
    expect(view.wilayats.slice(2).every((w) => w.facilities.length === 0)).toBe(true)
  })

  it('has the ten wilayats with nothing in them when the global is empty', () => {
    const view = emergencyView(null, 'en')
    expect(view).toEqual({ intro: null, general: [], wilayats: WILAYATS.map((w) => ({ slug: w.slug, name: w.name.en, facilities: [] })) })
  })

  it('names the wilayats listed twice', () => {
    expect(repeatedWilayats([{ wilayat: 'TaqahRegion' }, { wilayat: 'SalalahRegion' }, { wilayat: 'TaqahRegion' }, { wilayat: null }])).toEqual(['TaqahRegion'])
    expect(repeatedWilayats(undefined)).toEqual([])
  })
})
