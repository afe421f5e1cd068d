import { describe, expect, it } from 'vitest'

import { footerContact, telHref } from '@/components/site/contact'

describe('footer contact details', () => {
  it('turns a written phone number into a tel: address', () => {
    expect(telHref('+968 2300 0000')).toBe('tel:+96823000000')
    expect(telHref('(23) 00-00 00')).toBe('tel:23000000')
    expect(telHref('call us')).toBeNull()
  })

  it('drops blanks and gives null when nothing is set', () => {
    expect(footerContact(null)).toBeNull()
    expect(footerContact({ phone: ' ', email: '', address: '  ' })).toBeNull()
    expect(footerContact({ email: ' a@b.om ' })).toEqual({ address: null, phone: null, email: 'a@b.om' })
    expect(footerContact({ phone: '+968 1', address: 'Salalah' })).toEqual({ address: 'Salalah', phone: null, email: null })
  })
})
