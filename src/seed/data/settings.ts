/**
 * Site settings seed: sponsors by tier (6 main, 2 gold, 2 silver, 8 bronze, as the sponsors block shows),
 * social accounts, and the global texts and contact details.
 *
 * The sponsors are FICTIONAL demonstration partners, named after Dhofari places so they look at home on the site
 * while belonging to no real firm; editors replace them with the governorate's real partners. The contact phone
 * and e-mail are PLACEHOLDERS that editors must replace before launch.
 */
import type { L, SeedImage, SeedSocial, SeedSponsor } from '../types'

type SponsorSeed = { name: L; tier: SeedSponsor['tier']; label: string }

/** In tier order; `label` is the short name the logo artwork shows. */
const SPONSORS: SponsorSeed[] = [
  { tier: 'main', label: 'SHP', name: { en: 'Samhan Heritage Partners', ar: 'شركاء سمحان للتراث' } },
  { tier: 'main', label: 'DGT', name: { en: 'Darbat Green Trust', ar: 'صندوق دربات الأخضر' } },
  { tier: 'main', label: 'LCA', name: { en: 'Luban Coast Alliance', ar: 'تحالف ساحل اللبان' } },
  { tier: 'main', label: 'KRC', name: { en: 'Khor Rori Cultural Circle', ar: 'حلقة خور روري الثقافية' } },
  { tier: 'main', label: 'IHC', name: { en: 'Ittin Highlands Collective', ar: 'تجمّع مرتفعات إتين' } },
  { tier: 'main', label: 'HBI', name: { en: 'Hallaniyat Blue Initiative', ar: 'مبادرة الحلانيات الزرقاء' } },
  { tier: 'gold', label: 'MTW', name: { en: 'Mughsail Tide Works', ar: 'ورشة مدّ المغسيل' } },
  { tier: 'gold', label: 'NSF', name: { en: 'Najd Starlight Fund', ar: 'صندوق نجوم النجد' } },
  { tier: 'silver', label: 'RSS', name: { en: 'Razat Spring Studio', ar: 'استوديو عين رزات' } },
  { tier: 'silver', label: 'ATC', name: { en: 'Athum Trails Club', ar: 'نادي دروب أثوم' } },
  { tier: 'bronze', label: 'TSC', name: { en: 'Taqah Shore Crafts', ar: 'حِرف شاطئ طاقة' } },
  { tier: 'bronze', label: 'MDG', name: { en: 'Mirbat Dhow Guild', ar: 'رابطة سفن مرباط' } },
  { tier: 'bronze', label: 'FPM', name: { en: 'Frankincense Path Makers', ar: 'صنّاع درب اللبان' } },
  { tier: 'bronze', label: 'HLH', name: { en: 'Haffa Lantern House', ar: 'دار فوانيس الحافة' } },
  { tier: 'bronze', label: 'SRF', name: { en: 'Sadah Reef Friends', ar: 'أصدقاء شعاب سدح' } },
  { tier: 'bronze', label: 'TDR', name: { en: 'Thumrait Dune Riders', ar: 'فرسان كثبان ثمريت' } },
  { tier: 'bronze', label: 'BVC', name: { en: 'Baobab Valley Circle', ar: 'حلقة وادي التبلدي' } },
  { tier: 'bronze', label: 'KKM', name: { en: 'Khareef Kite Makers', ar: 'صنّاع طائرات الخريف الورقية' } },
]

const sponsorKey = (index: number): string => `sponsor-${index + 1}`

export const images: SeedImage[] = SPONSORS.map((sponsor, index) => ({
  key: sponsorKey(index),
  subject: 'logo',
  variant: index % 10,
  alt: { en: `Logo of ${sponsor.name.en}`, ar: `شعار ${sponsor.name.ar}` },
}))

/** Image key (`sponsor-<n>`) to the short name the generated logo shows. */
export const sponsorLogoLabels: Record<string, string> = Object.fromEntries(
  SPONSORS.map((sponsor, index) => [sponsorKey(index), sponsor.label]),
)

/** No `url`: the partners are fictional, so there is nowhere truthful to link. */
export const sponsors: SeedSponsor[] = SPONSORS.map((sponsor, index) => ({
  name: sponsor.name,
  tier: sponsor.tier,
  image: sponsorKey(index),
}))

export const social: SeedSocial[] = [
  { network: 'x', url: 'https://x.com/dhofargov', handle: '@dhofargov' },
  { network: 'youtube', url: 'https://www.youtube.com/@dhofargov', handle: '@dhofargov' },
  { network: 'instagram', url: 'https://www.instagram.com/dhofargov', handle: '@dhofargov' },
  { network: 'linkedin', url: 'https://www.linkedin.com/company/dhofargov', handle: 'dhofargov' },
  { network: 'tiktok', url: 'https://www.tiktok.com/@dhofargov', handle: '@dhofargov' },
  { network: 'snapchat', url: 'https://www.snapchat.com/add/dhofargov', handle: 'dhofargov' },
]

export type SiteSettingsSeed = {
  siteName: L
  tagline: L
  /** Without the year: the footer prefixes "© {current year}". */
  copyright: L
  contact: { phone: string; email: string; address: L }
  /** The fixed temperature text of the upcoming-events cards (23 degrees, a CMS setting). */
  eventTemperatureText: L
}

export const siteSettings: SiteSettingsSeed = {
  siteName: { en: 'Dhofar Governorate', ar: 'محافظة ظفار' },
  tagline: { en: 'A land for every season', ar: 'أرضٌ لكلّ المواسم' },
  copyright: {
    en: 'Dhofar Governorate. All rights reserved.',
    ar: 'محافظة ظفار. جميع الحقوق محفوظة.',
  },
  contact: {
    // PLACEHOLDER: not a real number; editors must replace it with the governorate's switchboard.
    phone: '+968 2300 0000',
    // PLACEHOLDER: `.example` is a reserved domain (RFC 2606); editors must replace it with the real address.
    email: 'contact@dhofar.example',
    address: {
      en: 'Office of the Governor of Dhofar, Salalah, Dhofar Governorate, Sultanate of Oman',
      ar: 'مكتب محافظ ظفار، صلالة، محافظة ظفار، سلطنة عُمان',
    },
  },
  eventTemperatureText: { en: '23°', ar: '23°' },
}
