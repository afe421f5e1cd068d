/**
 * The footer's contact details from the settings global: the phone becomes a `tel:` address (digits and a
 * leading +, as RFC 3966 global numbers are written), blanks are dropped, and nothing at all gives null so the
 * footer draws no empty heading.
 */
type ContactInput = { phone?: string | null; email?: string | null; address?: string | null } | null | undefined

export type FooterContact = {
  address: string | null
  phone: { text: string; href: string } | null
  email: string | null
}

export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return /\d{5,}/.test(digits) ? `tel:${digits}` : null
}

export function footerContact(contact: ContactInput): FooterContact | null {
  const address = contact?.address?.trim() || null
  const phoneText = contact?.phone?.trim() || ''
  const href = phoneText ? telHref(phoneText) : null
  const phone = href ? { text: phoneText, href } : null
  const email = contact?.email?.trim() || null
  return address || phone || email ? { address, phone, email } : null
}
