/**
 * Example alerts: realistic, and over before anyone visits (they show under "ended in the last 30 days" on /alerts
 * for a month after seeding, never in the banner), so the pages the other tests read are not changed by them.
 * Times are relative to the seed's run.
 */
type SeedAlert = {
  title: { en: string; ar: string }
  message: { en: string; ar: string }
  severity: 'info' | 'advisory' | 'warning' | 'danger'
  category: 'weather' | 'roads' | 'sea' | 'health' | 'events' | 'other'
  wilayats: ('DalkutRegion' | 'RakhyutRegion' | 'SalalahRegion')[]
  places: string[]
  /** Hours before the seed's run. */
  startedHoursAgo: number
  endedHoursAgo: number
}

export const seedAlerts: SeedAlert[] = [
  {
    title: { en: 'Fog on the Dhalkut–Rakhyut mountain road', ar: 'ضباب على الطريق الجبلي بين ضلكوت ورخيوت' },
    message: {
      en: 'Khareef fog brings visibility below 50 metres on the mountain road between Rakhyut and Dhalkut. Drive slowly with dipped headlights and do not stop on the road.',
      ar: 'يخفض ضباب الخريف مدى الرؤية إلى أقل من 50 مترًا على الطريق الجبلي بين رخيوت وضلكوت. قُد ببطء مع تشغيل الأضواء المنخفضة ولا تتوقف على الطريق.',
    },
    severity: 'advisory',
    category: 'weather',
    wilayats: ['DalkutRegion', 'RakhyutRegion'],
    places: ['dhalkut', 'rakhyut'],
    startedHoursAgo: 60,
    endedHoursAgo: 48,
  },
  {
    title: { en: 'Red flag at Mughsail beach', ar: 'الراية الحمراء على شاطئ المغسيل' },
    message: {
      en: 'High waves and rip currents: swimming was not allowed at Mughsail beach.',
      ar: 'أمواج عالية وتيارات ساحبة: كانت السباحة ممنوعة على شاطئ المغسيل.',
    },
    severity: 'danger',
    category: 'sea',
    wilayats: [],
    places: ['mughsail'],
    startedHoursAgo: 120,
    endedHoursAgo: 100,
  },
]
