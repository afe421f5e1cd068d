/**
 * Ready-made alerts for the situations the governorate meets every season: an editor starts from one (the admin's
 * "New alert from a preset", ./AlertPresetPanel.tsx through the collection's endpoint) and gets the title and
 * message in both languages, the severity, the category and a sensible duration, then adjusts the wilayats, places
 * and times. Each text is within the message limit (a unit test checks).
 */
import type { AlertCategory, AlertSeverity } from './model'

export type AlertPreset = {
  key: string
  label: { en: string; ar: string }
  severity: AlertSeverity
  category: AlertCategory
  /** How long the alert lasts from now, in hours, until the editor changes it. */
  hours: number
  title: { en: string; ar: string }
  message: { en: string; ar: string }
}

export const ALERT_PRESETS: readonly AlertPreset[] = [
  {
    key: 'mountain-fog',
    label: { en: 'Dense fog on a mountain road', ar: 'ضباب كثيف على طريق جبلي' },
    severity: 'warning',
    category: 'weather',
    hours: 12,
    title: { en: 'Dense fog on mountain roads', ar: 'ضباب كثيف على الطرق الجبلية' },
    message: {
      en: 'Visibility is below 50 metres on mountain roads. Drive slowly with dipped headlights and hazard lights, keep your distance, and do not stop on the road.',
      ar: 'مدى الرؤية أقل من 50 مترًا على الطرق الجبلية. قُد ببطء مع تشغيل الأضواء المنخفضة وأضواء التحذير، وحافظ على مسافة الأمان، ولا تتوقف على الطريق.',
    },
  },
  {
    key: 'road-closed',
    label: { en: 'Road closed', ar: 'طريق مغلق' },
    severity: 'warning',
    category: 'roads',
    hours: 24,
    title: { en: 'Road closed', ar: 'طريق مغلق' },
    message: {
      en: 'This road is closed to all traffic until further notice. Please use the signposted diversion and follow the instructions of the Royal Oman Police.',
      ar: 'هذا الطريق مغلق أمام جميع المركبات حتى إشعار آخر. يُرجى استخدام التحويلة المحددة واتباع تعليمات شرطة عُمان السلطانية.',
    },
  },
  {
    key: 'no-swimming',
    label: { en: 'Beach: swimming not allowed', ar: 'شاطئ: السباحة ممنوعة' },
    severity: 'danger',
    category: 'sea',
    hours: 72,
    title: { en: 'Swimming not allowed: red flag', ar: 'السباحة ممنوعة: الراية الحمراء' },
    message: {
      en: 'High waves and strong rip currents. Swimming and entering the sea are not allowed on these beaches. Stay well back from the water’s edge and keep children close.',
      ar: 'أمواج عالية وتيارات ساحبة قوية. السباحة ودخول البحر ممنوعان على هذه الشواطئ. ابتعد عن حافة الماء وأبقِ الأطفال بالقرب منك.',
    },
  },
  {
    key: 'wadi-flooding',
    label: { en: 'Wadi flooding', ar: 'جريان الأودية' },
    severity: 'danger',
    category: 'weather',
    hours: 24,
    title: { en: 'Wadis flowing: do not cross', ar: 'جريان الأودية: لا تعبر' },
    message: {
      en: 'Heavy rain has made wadis flow. Never drive or walk through running water, keep away from wadi beds, and follow the instructions of the authorities.',
      ar: 'تسببت الأمطار الغزيرة في جريان الأودية. لا تعبر المياه الجارية بالسيارة أو سيرًا، وابتعد عن بطون الأودية، واتبع تعليمات الجهات المختصة.',
    },
  },
]

export const presetByKey = (key: unknown) => ALERT_PRESETS.find((preset) => preset.key === key)
