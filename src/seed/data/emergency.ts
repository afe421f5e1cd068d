/**
 * The emergency numbers seed (the `emergency-numbers` global). Only public numbers known to be in service are given:
 * 9999, the Royal Oman Police's single emergency number, which also reaches the Civil Defence and Ambulance
 * Authority and the Coast Guard, and 1771, Dhofar Municipality's reporting centre. The hospitals are the Ministry of
 * Health's in each wilayat; their direct numbers are left for the editors to add from the ministry, so until then
 * the page says to call 9999 for each of them rather than show a number nobody checked.
 */
import type { REGION_STYLES } from '@/lib/content-model'

import type { L } from '../types'

type RegionStyle = (typeof REGION_STYLES)[number]

export type SeedEmergencyNumber = { label: L; phone: string; note?: L }
export type SeedFacility = { name: L; phone?: string; note?: L }

export const intro: L = {
  en: 'In an emergency call 9999: the Royal Oman Police, ambulance, fire and rescue, on land and at sea. The call needs no mobile data. In Khareef fog, stop in a safe place before you call, and say which road or landmark you are near.',
  ar: 'في حالات الطوارئ اتصل بالرقم 9999: شرطة عُمان السلطانية والإسعاف والإطفاء والإنقاذ، في البر والبحر. لا تحتاج المكالمة إلى بيانات الجوال. وفي ضباب الخريف توقف في مكان آمن قبل الاتصال، واذكر الطريق أو أقرب معلم إليك.',
}

export const general: SeedEmergencyNumber[] = [
  {
    label: { en: 'Police, ambulance, fire and rescue', ar: 'الشرطة والإسعاف والإطفاء والإنقاذ' },
    phone: '9999',
    note: { en: 'Royal Oman Police operations centre, day and night.', ar: 'مركز عمليات شرطة عُمان السلطانية، على مدار الساعة.' },
  },
  {
    label: { en: 'Civil Defence and Ambulance', ar: 'الدفاع المدني والإسعاف' },
    phone: '9999',
    note: { en: 'Fires, floods, and rescue in wadis and on the mountains.', ar: 'الحرائق والفيضانات، والإنقاذ في الأودية والجبال.' },
  },
  {
    label: { en: 'Coast Guard: sea and beaches', ar: 'خفر السواحل: البحر والشواطئ' },
    phone: '9999',
    note: { en: 'Say that you need the Coast Guard.', ar: 'اطلب خفر السواحل.' },
  },
  {
    label: { en: 'Dhofar Municipality', ar: 'بلدية ظفار' },
    phone: '1771',
    note: {
      en: 'Flooded or blocked roads and drains, and other municipal services. When someone is in danger, call 9999.',
      ar: 'الطرق والمصارف المغمورة أو المغلقة، وسائر الخدمات البلدية. وإذا كان أحد في خطر فاتصل بالرقم 9999.',
    },
  },
]

/** Each wilayat's public hospital, in the map's order. */
export const facilities: { wilayat: RegionStyle; facilities: SeedFacility[] }[] = [
  {
    wilayat: 'SalalahRegion',
    facilities: [
      {
        name: { en: 'Sultan Qaboos Hospital', ar: 'مستشفى السلطان قابوس' },
        note: {
          en: 'The governorate’s main hospital, with emergency departments for adults and children.',
          ar: 'المستشفى الرئيسي في المحافظة، وفيه قسما طوارئ للكبار والأطفال.',
        },
      },
    ],
  },
  { wilayat: 'TaqahRegion', facilities: [{ name: { en: 'Taqah Hospital', ar: 'مستشفى طاقة' } }] },
  { wilayat: 'MirbatRegion', facilities: [{ name: { en: 'Mirbat Hospital', ar: 'مستشفى مرباط' } }] },
  { wilayat: 'RakhyutRegion', facilities: [{ name: { en: 'Rakhyut Hospital', ar: 'مستشفى رخيوت' } }] },
  { wilayat: 'ThumraitRegion', facilities: [{ name: { en: 'Thumrait Hospital', ar: 'مستشفى ثمريت' } }] },
  { wilayat: 'DalkutRegion', facilities: [{ name: { en: 'Dhalkut Hospital', ar: 'مستشفى ضلكوت' } }] },
  { wilayat: 'AlMazyunahRegion', facilities: [{ name: { en: 'Al-Mazyunah Hospital', ar: 'مستشفى المزيونة' } }] },
  { wilayat: 'MashunRegion', facilities: [{ name: { en: 'Muqshin Hospital', ar: 'مستشفى مقشن' } }] },
  { wilayat: 'ShalimHallaniyatRegion', facilities: [{ name: { en: 'Shalim Hospital', ar: 'مستشفى شليم' } }] },
  { wilayat: 'SadahRegion', facilities: [{ name: { en: 'Sadah Hospital', ar: 'مستشفى سدح' } }] },
]
