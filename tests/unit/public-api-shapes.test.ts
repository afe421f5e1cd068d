/** The briefed shapes from Payload documents read with locale "all". */
import { describe, expect, it } from 'vitest'

import { toApiMenu, toApiPage, toApiSection } from '@/features/public-api/shapes'

describe('toApiPage', () => {
  it('maps fields and builds one language entry per language with sanitised HTML', () => {
    const page = toApiPage({
      id: 7,
      uniqueUrl: 'Tourism-Sector',
      category: 'economy',
      _status: 'published',
      pageDate: '2026-01-01T00:00:00.000Z',
      image: { id: 3, url: '/api/media/file/a.jpg' },
      title: { en: 'Tourism', ar: 'السياحة' },
      content: { en: '<p>Hi<script>x</script></p>', ar: null },
    })
    expect(page).toMatchObject({ id: 7, pgPageCategoryId: 40, statusId: 1, imageId: 3, imageUrl: '/api/media/file/a.jpg', videoUrl: null })
    expect(page.pgPageLngs).toEqual([
      { languageId: 2, title: 'Tourism', description: null, content: '<p>Hi</p>', seoTitle: null, seoDesc: null },
      { languageId: 1, title: 'السياحة', description: null, content: '', seoTitle: null, seoDesc: null },
    ])
  })
})

describe('toApiSection', () => {
  it('nests slider and card items as briefed, with the image alt as fallback', () => {
    const section = toApiSection(
      {
        id: 's',
        style: 'VisaImage',
        sliderItems: [{ id: 'i', title: { en: 'Apply', ar: 'قدّم' }, link: 'https://evisa.rop.gov.om', image: { id: 1, url: '/x.jpg', alt: { en: 'Alt', ar: 'بديل' } } }],
        cardItems: [],
      },
      0,
      9,
    )
    expect(section).toMatchObject({ pageId: 9, orderNum: 1, sectionStyle: 'VisaImage', isActive: true })
    const [item] = section.pgSlider.pgSliderItems
    expect(item).toMatchObject({ imageId: 1, imageUrl: '/x.jpg', toLinkUrl: 'https://evisa.rop.gov.om' })
    expect(item.pgSliderItemLng.find((l) => l.languageId === 1)).toMatchObject({ title: 'قدّم', alt: 'بديل' })
  })
})

describe('toApiMenu', () => {
  it('keeps active items and sub-items in order', () => {
    const menu = toApiMenu([
      { title: { en: 'A', ar: 'أ' }, url: '/a', subItems: [{ title: { en: 'x', ar: 'س' }, url: '/x', isActive: false }, { title: { en: 'y', ar: 'ص' }, url: '/y' }] },
      { title: { en: 'Hidden', ar: 'مخفي' }, url: '/h', isActive: false },
      { title: { en: 'B', ar: 'ب' }, url: '/b' },
    ])
    expect(menu.map((m) => [m.title, m.orderNum])).toEqual([['A', 1], ['B', 2]])
    expect(menu[0].subItems.map((s) => s.url)).toEqual(['/y'])
  })
})
