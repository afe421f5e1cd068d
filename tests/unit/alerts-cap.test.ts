/**
 * The alerts' standard feeds: CAP 1.2 built for an alert is valid against OASIS's schema (xmllint, when installed:
 * the e2e suite installs it for the sitemap check), carries both languages, the mapped severity and category, the
 * wilayats' polygons (closed) and the places' circles; the Atom index links each CAP file.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import type { PublicAlert } from '@/features/alerts'
import { buildAtom, buildCap, capTime, wilayatPolygons } from '@/features/alerts/feeds'

const SCHEMA = path.resolve('tests/fixtures/cap-v1.2.xsd')
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0
const site = { baseUrl: 'https://www.dhofar.gov.om', senderName: { en: 'Dhofar Governorate', ar: 'محافظة ظفار' } }
const now = Date.parse('2026-07-20T08:00:00Z')

const alert: PublicAlert = {
  id: 7,
  title: { en: 'Dense fog on the Dhalkut & Rakhyut road', ar: 'ضباب كثيف على طريق ضلكوت ورخيوت' },
  message: { en: 'Visibility under 50 m. Drive slowly <please>.', ar: 'الرؤية أقل من 50 مترًا. قُد ببطء.' },
  severity: 'warning',
  category: 'weather',
  wilayats: ['DalkutRegion', 'RakhyutRegion'],
  places: [{ id: 3, key: 'mughsail', name: { en: 'Mughsail beach', ar: 'شاطئ المغسيل' }, lat: 16.8792, lng: 53.7753, region: 'SalalahRegion' }],
  onset: '2026-07-20T06:00:00.000Z',
  expires: '2026-07-20T18:00:00.000Z',
  longRunning: false,
  link: '/discover-dhofar',
  updatedAt: '2026-07-20T07:10:00.000Z',
  createdAt: '2026-07-20T05:58:00.000Z',
}

function validate(xml: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cap-'))
  try {
    const file = path.join(dir, 'alert.cap')
    writeFileSync(file, xml)
    const result = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8' })
    return result.status === 0 ? '' : result.stderr
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('CAP 1.2', () => {
  const xml = buildCap(alert, site, now)

  it.skipIf(!hasXmllint)('is valid against the OASIS schema, as an update and as a first alert, with and without an area', () => {
    expect(validate(xml)).toBe('')
    expect(validate(buildCap({ ...alert, updatedAt: alert.createdAt }, site, now))).toBe('')
    expect(validate(buildCap({ ...alert, wilayats: [], places: [], link: null }, site, now))).toBe('')
  })

  it('has an info block per language with the mapped severity, category, urgency and times', () => {
    expect(xml).toContain('<language>en-US</language>')
    expect(xml).toContain('<language>ar</language>')
    expect(xml.match(/<severity>Severe<\/severity>/g)).toHaveLength(2)
    expect(xml.match(/<category>Met<\/category>/g)).toHaveLength(2)
    expect(xml).toContain('<urgency>Immediate</urgency>')
    expect(xml).toContain('<onset>2026-07-20T10:00:00+04:00</onset>')
    expect(xml).toContain('<expires>2026-07-20T22:00:00+04:00</expires>')
    expect(xml).toContain('<status>Actual</status>')
    expect(xml).toContain('<scope>Public</scope>')
    expect(xml).toContain('<msgType>Update</msgType>')
    expect(xml).toContain('<sender>alerts@www.dhofar.gov.om</sender>')
    expect(xml).toContain('<headline>Dense fog on the Dhalkut &amp; Rakhyut road</headline>')
    expect(xml).toContain('Drive slowly &lt;please&gt;.')
    expect(xml).toContain('<headline>ضباب كثيف على طريق ضلكوت ورخيوت</headline>')
    expect(xml).toContain('<web>https://www.dhofar.gov.om/discover-dhofar</web>')
    expect(buildCap({ ...alert, updatedAt: alert.createdAt }, site, now)).toContain('<msgType>Alert</msgType>')
    expect(buildCap({ ...alert, severity: 'danger', category: 'sea' }, site, now)).toContain('<severity>Extreme</severity>')
    expect(buildCap({ ...alert, category: 'roads' }, site, now)).toContain('<category>Transport</category>')
    expect(buildCap(alert, site, Date.parse(alert.expires) + 1)).toContain('<urgency>Past</urgency>')
  })

  it('names the area, with each wilayat as a closed polygon and each place as a circle', () => {
    expect(xml).toContain('<areaDesc>Dhalkut, Rakhyut, Mughsail beach</areaDesc>')
    expect(xml).toContain('<areaDesc>ضلكوت، رخيوت، شاطئ المغسيل</areaDesc>')
    expect(xml).toContain('<circle>16.8792,53.7753 0</circle>')
    const polygons = [...xml.matchAll(/<polygon>([^<]+)<\/polygon>/g)].map((m) => m[1]!)
    expect(polygons).toHaveLength(4)
    for (const polygon of polygons) {
      const points = polygon.split(' ')
      expect(points.length).toBeGreaterThanOrEqual(4)
      expect(points[0]).toBe(points.at(-1))
      for (const point of points) expect(point).toMatch(/^1[5-9](\.\d+)?,5[1-6](\.\d+)?$/)
    }
    expect(wilayatPolygons('Atlantis')).toEqual([])
  })

  it('writes CAP times in Muscat time with the offset CAP requires', () => {
    expect(capTime('2026-12-31T22:30:15.123Z')).toBe('2027-01-01T02:30:15+04:00')
  })
})

describe('the Atom index', () => {
  it('lists each alert with a link to its CAP file', () => {
    const atom = buildAtom([alert], 'ar', { ...site, title: 'التنبيهات' }, now)
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ar">')
    expect(atom).toContain('<link rel="alternate" type="application/cap+xml" href="https://www.dhofar.gov.om/alerts/7.cap"/>')
    expect(atom).toContain('<title>ضباب كثيف على طريق ضلكوت ورخيوت</title>')
    expect(atom).toContain('href="https://www.dhofar.gov.om/feeds/alerts-ar.atom"')
    if (hasXmllint) execFileSync('xmllint', ['--noout', '-'], { input: atom })
  })
})
