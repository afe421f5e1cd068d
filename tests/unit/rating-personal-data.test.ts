/** Which comments are flagged as possibly carrying personal data (kept out of the export). */
import { describe, expect, it } from 'vitest'

import { looksLikePersonalData, toLatinDigits } from '@/features/rating/personalData'

describe('looksLikePersonalData', () => {
  it.each([
    ['e-mail', 'Contact me at visitor@example.com please'],
    ['e-mail with a full-width at sign', 'visitor＠example.om'],
    ['e-mail with spaces', 'ahmed @ mail . om'],
    ['spelled e-mail', 'ahmed (at) gmail'],
    ['e-mail in Arabic text', 'راسلني على salim.m@gov.om شكرًا'],
    ['Omani mobile', 'call me 91234567'],
    ['Omani mobile with spaces', 'my number 9123 4567'],
    ['international Omani number', '+968 9123 4567'],
    ['00968 with dashes', '00968-2429-1234'],
    ['number in brackets', '(968) 2429 1234'],
    ['Arabic-Indic digits', 'رقمي ٩١٢٣٤٥٦٧'],
    ['Arabic-Indic digits with the country code', '+٩٦٨ ٩١٢٣ ٤٥٦٧'],
    ['Persian digits', 'شماره ۹۱۲۳۴۵۶۷'],
    ['a very long digit run', '1234567890123456789'],
  ])('flags %s', (_, comment) => expect(looksLikePersonalData(comment)).toBe(true))

  it.each([
    ['an ordinary comment', 'Great page, very useful!'],
    ['an Arabic comment', 'صفحة رائعة ومفيدة جدًا'],
    ['a season range', 'Khareef 2023-2024 was wonderful'],
    ['a list of years', 'Visited 2019 2020 2021'],
    ['a price', 'Tickets cost 12.500 OMR'],
    ['a short number', 'Room 1234567'],
    ['an at sign alone', 'Meet @ the souq'],
    ['nothing', ''],
    ['null', null],
  ])('does not flag %s', (_, comment) => expect(looksLikePersonalData(comment)).toBe(false))
})

describe('toLatinDigits', () => {
  it('turns Arabic-Indic, Persian and full-width digits into 0-9', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ ０１２３')).toBe('0123456789 0123456789 0123')
  })
})
