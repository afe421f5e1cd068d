/**
 * What a visitor needs to plan a visit to a place (src/features/places/travel.ts): opening hours with seasonal
 * variants and closures, entry fee, accessibility facts, facilities, best seasons, safety, phone and website, a
 * picture. Every fact may stay unset, which the site reads as "not recorded", never as "no". The rules a save must
 * follow are checked by `validatePlaceTravel` before Payload's own, in the admin's language.
 */
import { ValidationError, type CollectionBeforeValidateHook, type Field } from 'payload'

import {
  VARIANT_KINDS,
  WEEKDAYS,
  type VariantKind,
  type Weekday,
  ACCESS_FACTS,
  FACILITIES,
  FACT_VALUES,
  FEE_KINDS,
  HOURS_KINDS,
  SURFACES,
  travelProblemMessage,
  travelProblems,
  VISITOR_TYPES,
  type AccessFact,
  type Facility,
  type Surface,
  type VisitorType,
} from '@/features/places/cms'
import type { Bilingual } from '@/fields/options'
import { bilingualOptions, SEASON_TAG_LABELS } from '@/fields/options'
import { SEASON_TAGS } from '@/lib/content-model'

const WEEKDAY_LABELS: Record<Weekday, Bilingual> = {
  sun: { en: 'Sunday', ar: 'الأحد' },
  mon: { en: 'Monday', ar: 'الاثنين' },
  tue: { en: 'Tuesday', ar: 'الثلاثاء' },
  wed: { en: 'Wednesday', ar: 'الأربعاء' },
  thu: { en: 'Thursday', ar: 'الخميس' },
  fri: { en: 'Friday', ar: 'الجمعة' },
  sat: { en: 'Saturday', ar: 'السبت' },
}
const VARIANT_LABELS: Record<VariantKind, Bilingual> = {
  khareef: { en: 'Khareef', ar: 'الخريف' },
  ramadan: { en: 'Ramadan', ar: 'رمضان' },
  other: { en: 'Other', ar: 'أخرى' },
}
const HOURS_KIND_LABELS: Record<(typeof HOURS_KINDS)[number], Bilingual> = {
  always: { en: 'Open at all times', ar: 'مفتوح في كل الأوقات' },
  weekly: { en: 'Weekly hours', ar: 'مواعيد أسبوعية' },
}
const FEE_KIND_LABELS: Record<(typeof FEE_KINDS)[number], Bilingual> = {
  free: { en: 'Free', ar: 'مجاني' },
  paid: { en: 'Paid', ar: 'برسوم' },
}
const FACT_LABELS: Record<(typeof FACT_VALUES)[number], Bilingual> = { yes: { en: 'Yes', ar: 'نعم' }, no: { en: 'No', ar: 'لا' } }
export const VISITOR_LABELS: Record<VisitorType, Bilingual> = {
  everyone: { en: 'Everyone', ar: 'الجميع' },
  adult: { en: 'Adult', ar: 'بالغ' },
  child: { en: 'Child', ar: 'طفل' },
  student: { en: 'Student', ar: 'طالب' },
  senior: { en: 'Senior', ar: 'كبير السن' },
  omani: { en: 'Omani citizen', ar: 'مواطن عماني' },
  resident: { en: 'Resident', ar: 'مقيم' },
  visitor: { en: 'Visitor from abroad', ar: 'زائر من الخارج' },
  vehicle: { en: 'Per vehicle', ar: 'لكل مركبة' },
}
const ACCESS_LABELS: Record<AccessFact, Bilingual> = {
  stepFree: { en: 'Step-free route', ar: 'مسار خالٍ من الدرجات' },
  accessibleToilet: { en: 'Accessible toilet', ar: 'دورة مياه مهيأة' },
  accessibleParking: { en: 'Accessible parking', ar: 'مواقف مهيأة' },
  seatingShade: { en: 'Seating and shade', ar: 'مقاعد وظل' },
}
const SURFACE_LABELS: Record<Surface, Bilingual> = {
  paved: { en: 'Paved', ar: 'مرصوف' },
  boardwalk: { en: 'Boardwalk', ar: 'ممشى خشبي' },
  gravel: { en: 'Gravel', ar: 'حصى' },
  sand: { en: 'Sand', ar: 'رمل' },
  rock: { en: 'Rock', ar: 'صخور' },
  grass: { en: 'Grass', ar: 'عشب' },
  mixed: { en: 'Mixed', ar: 'متنوع' },
}
const FACILITY_LABELS: Record<Facility, Bilingual> = {
  parking: { en: 'Parking', ar: 'مواقف سيارات' },
  toilets: { en: 'Toilets', ar: 'دورات مياه' },
  food: { en: 'Food and drink', ar: 'طعام وشراب' },
  prayerRoom: { en: 'Prayer room', ar: 'مصلى' },
  lifeguard: { en: 'Lifeguard', ar: 'منقذ' },
  phoneSignal: { en: 'Phone signal', ar: 'تغطية الهاتف' },
}

const UNSET_HELP: Bilingual = { en: 'Leave empty when not recorded: the site then says "not recorded", not "no".', ar: 'اتركه فارغًا إن لم يُسجَّل: يعرض الموقع عندها «غير مسجل» لا «لا».' }

const factField = (name: string, label: Bilingual): Field => ({
  name,
  label,
  type: 'select',
  options: bilingualOptions(FACT_VALUES, FACT_LABELS),
})

const hoursRows = (name: string, label: Bilingual): Field => ({
  name,
  label,
  type: 'array',
  labels: { singular: { en: 'Hours', ar: 'مواعيد' }, plural: { en: 'Hours', ar: 'المواعيد' } },
  fields: [
    { name: 'days', label: { en: 'Days', ar: 'الأيام' }, type: 'select', hasMany: true, required: true, options: bilingualOptions(WEEKDAYS, WEEKDAY_LABELS) },
    {
      type: 'row',
      fields: [
        { name: 'opens', label: { en: 'Opens (HH:MM)', ar: 'يفتح (HH:MM)' }, type: 'text', required: true },
        { name: 'closes', label: { en: 'Closes (HH:MM)', ar: 'يغلق (HH:MM)' }, type: 'text', required: true },
        { name: 'overnight', label: { en: 'Closes after midnight', ar: 'يغلق بعد منتصف الليل' }, type: 'checkbox' },
      ],
    },
  ],
})

const dateRange: Field = {
  type: 'row',
  fields: [
    { name: 'from', label: { en: 'First day (YYYY-MM-DD)', ar: 'اليوم الأول (YYYY-MM-DD)' }, type: 'text', required: true },
    { name: 'to', label: { en: 'Last day (YYYY-MM-DD)', ar: 'اليوم الأخير (YYYY-MM-DD)' }, type: 'text', required: true },
  ],
}

export const travelFields: Field[] = [
  {
    name: 'image',
    label: { en: 'Picture', ar: 'صورة' },
    type: 'upload',
    relationTo: 'media',
  },
  {
    name: 'hours',
    label: { en: 'Opening hours', ar: 'مواعيد العمل' },
    type: 'group',
    admin: {
      description: {
        en: 'Times in Muscat, 24-hour clock. Seasonal hours replace the weekly ones between their dates (the shortest wins: Ramadan inside the Khareef); a closure shuts whole days. Leave the kind empty when the hours are not known: never guess.',
        ar: 'الأوقات بتوقيت مسقط بنظام 24 ساعة. تحل المواعيد الموسمية محل الأسبوعية بين تاريخيها (الأقصر مدة يغلب: رمضان داخل الخريف)، والإغلاق يشمل أيامًا كاملة. اترك النوع فارغًا إن لم تكن المواعيد معروفة: لا تخمّن.',
      },
    },
    fields: [
      { name: 'kind', label: { en: 'Kind of hours', ar: 'نوع المواعيد' }, type: 'select', options: bilingualOptions(HOURS_KINDS, HOURS_KIND_LABELS) },
      { ...hoursRows('weekly', { en: 'Weekly hours', ar: 'المواعيد الأسبوعية' }), admin: { condition: (_, sibling) => sibling?.kind === 'weekly' } } as Field,
      {
        name: 'variants',
        label: { en: 'Seasonal hours', ar: 'المواعيد الموسمية' },
        type: 'array',
        labels: { singular: { en: 'Seasonal hours', ar: 'مواعيد موسمية' }, plural: { en: 'Seasonal hours', ar: 'المواعيد الموسمية' } },
        admin: { condition: (_, sibling) => sibling?.kind === 'weekly' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'kind', label: { en: 'Season', ar: 'الموسم' }, type: 'select', required: true, defaultValue: 'khareef', options: bilingualOptions(VARIANT_KINDS, VARIANT_LABELS) },
              { name: 'name', label: { en: 'Name shown', ar: 'الاسم المعروض' }, type: 'text', localized: true },
            ],
          },
          dateRange,
          hoursRows('rows', { en: 'Hours in this season', ar: 'المواعيد في هذا الموسم' }),
        ],
      },
      {
        name: 'closures',
        label: { en: 'Closures', ar: 'أيام الإغلاق' },
        type: 'array',
        labels: { singular: { en: 'Closure', ar: 'إغلاق' }, plural: { en: 'Closures', ar: 'أيام الإغلاق' } },
        admin: { condition: (_, sibling) => Boolean(sibling?.kind) },
        fields: [dateRange, { name: 'reason', label: { en: 'Reason', ar: 'السبب' }, type: 'text', localized: true }],
      },
    ],
  },
  {
    name: 'fee',
    label: { en: 'Entry fee', ar: 'رسوم الدخول' },
    type: 'group',
    admin: { description: { en: 'Amounts in Omani rials (OMR). Leave the kind empty when the fee is not known.', ar: 'المبالغ بالريال العماني. اترك النوع فارغًا إن لم تكن الرسوم معروفة.' } },
    fields: [
      { name: 'kind', label: { en: 'Entry', ar: 'الدخول' }, type: 'select', options: bilingualOptions(FEE_KINDS, FEE_KIND_LABELS) },
      {
        name: 'amounts',
        label: { en: 'Amounts', ar: 'المبالغ' },
        type: 'array',
        labels: { singular: { en: 'Amount', ar: 'مبلغ' }, plural: { en: 'Amounts', ar: 'المبالغ' } },
        admin: { condition: (_, sibling) => sibling?.kind === 'paid' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'visitor', label: { en: 'Visitor', ar: 'الزائر' }, type: 'select', required: true, defaultValue: 'everyone', options: bilingualOptions(VISITOR_TYPES, VISITOR_LABELS) },
              { name: 'amount', label: { en: 'Amount (OMR)', ar: 'المبلغ (ر.ع.)' }, type: 'number', required: true },
            ],
          },
        ],
      },
      { name: 'note', label: { en: 'Note', ar: 'ملاحظة' }, type: 'text', localized: true },
    ],
  },
  {
    name: 'access',
    label: { en: 'Accessibility', ar: 'سهولة الوصول' },
    type: 'group',
    admin: { description: UNSET_HELP },
    fields: [
      { type: 'row', fields: ACCESS_FACTS.map((key) => factField(key, ACCESS_LABELS[key])) },
      { name: 'surface', label: { en: 'Surface underfoot', ar: 'طبيعة الأرض' }, type: 'select', options: bilingualOptions(SURFACES, SURFACE_LABELS) },
      { name: 'note', label: { en: 'Note', ar: 'ملاحظة' }, type: 'textarea', localized: true },
    ],
  },
  {
    name: 'facilities',
    label: { en: 'Facilities', ar: 'المرافق' },
    type: 'group',
    admin: { description: UNSET_HELP },
    fields: [{ type: 'row', fields: FACILITIES.map((key) => factField(key, FACILITY_LABELS[key])) }],
  },
  {
    name: 'bestSeasons',
    label: { en: 'Best seasons to visit', ar: 'أفضل مواسم الزيارة' },
    type: 'select',
    hasMany: true,
    options: bilingualOptions(SEASON_TAGS, SEASON_TAG_LABELS),
  },
  { name: 'safety', label: { en: 'Safety notes', ar: 'ملاحظات السلامة' }, type: 'textarea', localized: true },
  {
    type: 'row',
    fields: [
      { name: 'phone', label: { en: 'Phone', ar: 'الهاتف' }, type: 'text' },
      { name: 'website', label: { en: 'Website', ar: 'الموقع الإلكتروني' }, type: 'text' },
    ],
  },
]

type TravelDoc = Record<'hours' | 'fee' | 'phone' | 'website', unknown>

/** Refuses a save whose travel facts break a rule, with one sentence per problem in the admin's language. */
export const validatePlaceTravel: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  if (!data) return data
  const sent = data as Partial<TravelDoc>
  const saved = (originalDoc ?? {}) as Partial<TravelDoc>
  // A save may carry part of a group (the Arabic names alone): what it leaves out stays as saved.
  const group = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {})
  const pick = (key: keyof TravelDoc) =>
    key === 'hours' || key === 'fee' ? (key in sent || key in saved ? { ...group(saved[key]), ...group(sent[key]) } : undefined) : key in sent ? sent[key] : saved[key]
  const problems = travelProblems({ hours: pick('hours'), fee: pick('fee'), phone: pick('phone'), website: pick('website') })
  if (problems.length) {
    const errors = problems.map((problem) => {
      const message = travelProblemMessage(problem, req.i18n?.language)
      return { path: problem.path, message, label: message }
    })
    throw new ValidationError({ collection: 'places', errors }, req.t)
  }
  return data
}
