/** Pure logic of the about screens: discover outline, organisation layout and timeline, FAQ questions and JSON-LD. */
import { describe, expect, it } from 'vitest'

import { discoverEntries } from '@/features/discover/discover'
import { faqJsonLd, faqQuestions } from '@/features/faq/faq'
import { buildTimeline, organizationBlocks } from '@/features/organization/organization'
import { activeSections, firstTitle, itemsWithStyle } from '@/sections/select'
import type { SectionStyle } from '@/lib/content-model'
import { page as discoverSeed } from '@/seed/data/discover'
import { page as faqSeed } from '@/seed/data/faq'
import { page as identitySeed } from '@/seed/data/identity'
import { page as organizationSeed } from '@/seed/data/organization'
import { page as strategySeed } from '@/seed/data/strategy'
import { page as aboutSeed } from '@/seed/data/about'
import type { PageSection, SectionItem } from '@/sections/types'

const item = (title: string, extra: Partial<SectionItem> = {}): SectionItem => ({ id: title, title, ...extra })

function section(style: SectionStyle, cards: SectionItem[] = [], slider: SectionItem[] = [], isActive = true): PageSection {
  return { id: `${style}-${cards.length}-${slider.length}`, style, isActive, cardItems: cards, sliderItems: slider }
}

describe('sections', () => {
  it('keeps active sections in order and collects items of a style', () => {
    const sections = [section('Title', [item('A')]), section('Title', [item('B')], [], false), section('Title', [item('C')])]
    expect(activeSections(sections)).toHaveLength(2)
    expect(itemsWithStyle(sections, 'Title').map((i) => i.title)).toEqual(['A', 'C'])
  })

  it('names a section by its first titled item, slider items first', () => {
    expect(firstTitle(section('DiscoverCards', [item('card')], [item('  '), item(' slide ')]))).toBe('slide')
    expect(firstTitle(section('DiscoverCards', [{ id: 'x', description: 'no title' }]))).toBe('')
  })
})

describe('discoverEntries', () => {
  it('gives every active, non-empty section an anchor in order and its first title', () => {
    const entries = discoverEntries([
      section('DiscoverSlider', [], [item('Khareef'), item('Darbat')]),
      section('DiscoverCards', [], [], true),
      section('DiscoverCards', [item('Hidden')], [], false),
      section('MountainsAndDeserts', [item('Mountains and deserts')]),
    ])
    expect(entries.map(({ anchor, title }) => ({ anchor, title }))).toEqual([
      { anchor: 'discover-1', title: 'Khareef' },
      { anchor: 'discover-2', title: 'Mountains and deserts' },
    ])
  })
})

describe('buildTimeline', () => {
  it('hangs sub-items under the first or second item of their column', () => {
    const timeline = buildTimeline([
      section('RightItems', [item('R1'), item('R2'), item('R3')]),
      section('FirstRightSubItems', [item('r1a'), item('r1b')]),
      section('SecRightSubItems', [item('r2a')]),
      section('LeftItems', [item('L1'), item('L2')]),
      section('LeftSubItems', [item('l1a')]),
    ])
    const names = (entries: typeof timeline.start) => entries.map((e) => [e.item.title, e.subItems.map((s) => s.title)])
    expect(names(timeline.start)).toEqual([['L1', ['l1a']], ['L2', []]])
    expect(names(timeline.end)).toEqual([['R1', ['r1a', 'r1b']], ['R2', ['r2a']], ['R3', []]])
  })

  it('keeps sub-items whose item is missing as entries of their own', () => {
    const timeline = buildTimeline([section('RightItems', [item('R1')]), section('SecRightSubItems', [item('orphan')])])
    expect(timeline.end.map((e) => e.item.title)).toEqual(['R1', 'orphan'])
    expect(timeline.start).toEqual([])
  })
})

describe('organizationBlocks', () => {
  it('puts the n-th title banner above the n-th block, in page order', () => {
    const blocks = organizationBlocks([
      section('Title', [item('Top'), item('Teams'), item('How'), item('Extra')]),
      section('Topmanagment', [item('Governor')]),
      section('OrganizeTeam', [item('Planning')]),
      section('RightItems', [item('Receive')]),
      section('LeftItems', [item('Plan')]),
    ])
    expect(blocks.map((b) => [b.kind, b.banner?.title])).toEqual([
      ['management', 'Top'],
      ['team', 'Teams'],
      ['timeline', 'How'],
      ['banner', 'Extra'],
    ])
  })

  it('skips empty blocks without shifting banners onto the wrong content', () => {
    const blocks = organizationBlocks([section('Title', [item('Teams')]), section('Topmanagment', []), section('OrganizeTeam', [item('A')])])
    expect(blocks.map((b) => [b.kind, b.banner?.title])).toEqual([['team', 'Teams']])
  })
})

describe('FAQ', () => {
  const sections = [
    section('QuestionItems', [item('Q1?', { description: 'A1' }), item('  '), item('No answer?'), item('Q2?', { description: 'A2' })]),
    section('Title', [item('Not a question')]),
  ]
  const answered = (i: SectionItem) => Boolean(i.description)

  it('keeps questions that have a question and an answer', () => {
    expect(faqQuestions(sections, answered).map((q) => q.question)).toEqual(['Q1?', 'Q2?'])
  })

  it('builds schema.org FAQPage data that cannot close its script element', () => {
    const json = faqJsonLd([{ question: 'When </script>?', answerHtml: '<p>In <strong>June</strong></p>' }], 'https://example.test/FAQ', 'en')
    expect(json).not.toContain('<')
    const data = JSON.parse(json)
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'When </script>?', acceptedAnswer: { '@type': 'Answer', text: '<p>In <strong>June</strong></p>' } },
    ])
  })
})

describe('seed content of the about screens', () => {
  const styles = (page: { sections?: { style: SectionStyle }[] }) => new Set((page.sections ?? []).map((s) => s.style))

  it('has every section each screen shows', () => {
    expect([...styles(aboutSeed)]).toEqual(expect.arrayContaining(['MainImageAboutDhofar', 'aboutstatsDhofar']))
    expect([...styles(faqSeed)]).toContain('QuestionItems')
    expect([...styles(discoverSeed)]).toContain('MountainsAndDeserts')
    expect(discoverSeed.video).toBeDefined()
    expect([...styles(identitySeed)]).toEqual(
      expect.arrayContaining(['sloganBanner', 'sloganStory', 'missionVision', 'identityValues', 'personality', 'identitySections', 'identityStory']),
    )
    expect([...styles(strategySeed)]).toEqual(expect.arrayContaining(['missionVision', 'identityValues', 'sloganStory', 'ItemsValue']))
    expect([...styles(organizationSeed)]).toEqual(
      expect.arrayContaining(['Title', 'Topmanagment', 'OrganizeTeam', 'LeftItems', 'LeftSubItems', 'RightItems', 'FirstRightSubItems', 'SecRightSubItems']),
    )
  })

  it('links every about card to a wilayat page that exists', async () => {
    const { pages } = await import('@/seed/data/states')
    const wilayats = new Set(pages.filter((p) => p.category === 'states').map((p) => `/state-details/${p.uniqueUrl}`))
    const cards = aboutSeed.sections?.find((s) => s.style === 'aboutstatsDhofar')?.cards ?? []
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(wilayats.has(card.link ?? '')).toBe(true)
  })
})
