/**
 * Seed, part of `interactive-map.ts`: the named places for the map's own search and the simple map page.
 */
import type { L, SeedPage } from '../types'

const l = (en: string, ar: string): L => ({ en, ar })

/**
 * Named places for the map's own search, by region style. Coordinates are approximate (to about a kilometre),
 * good enough to centre the map at zoom 13.
 */
export const places: { key: string; name: L; region: string; lat: number; lng: number }[] = [
  { key: 'salalah', name: l('Salalah', 'صلالة'), region: 'SalalahRegion', lat: 17.0151, lng: 54.0924 },
  { key: 'al-baleed', name: l('Al Baleed Archaeological Park', 'متنزه البليد الأثري'), region: 'SalalahRegion', lat: 17.008, lng: 54.123 },
  { key: 'al-haffa-souq', name: l('Al Haffa souq', 'سوق الحافة'), region: 'SalalahRegion', lat: 17.006, lng: 54.107 },
  { key: 'ayn-razat', name: l('Ayn Razat', 'عين رزات'), region: 'SalalahRegion', lat: 17.128, lng: 54.241 },
  { key: 'mughsail', name: l('Mughsail beach', 'شاطئ المغسيل'), region: 'SalalahRegion', lat: 16.879, lng: 53.779 },
  { key: 'taqah', name: l('Taqah Castle', 'حصن طاقة'), region: 'TaqahRegion', lat: 17.038, lng: 54.402 },
  { key: 'sumhuram', name: l('Sumhuram (Khor Rori)', 'سمهرم (خور روري)'), region: 'TaqahRegion', lat: 17.039, lng: 54.433 },
  { key: 'wadi-darbat', name: l('Wadi Darbat', 'وادي دربات'), region: 'TaqahRegion', lat: 17.092, lng: 54.451 },
  { key: 'mirbat-castle', name: l('Mirbat Castle', 'حصن مرباط'), region: 'MirbatRegion', lat: 16.989, lng: 54.692 },
  { key: 'bin-ali-tomb', name: l('Tomb of Mohammed bin Ali', 'ضريح محمد بن علي'), region: 'MirbatRegion', lat: 16.995, lng: 54.676 },
  { key: 'tawi-atair', name: l('Tawi Atair sinkhole', 'حفرة طوي أعتير'), region: 'MirbatRegion', lat: 17.105, lng: 54.565 },
  { key: 'rakhyut', name: l('Rakhyut', 'رخيوت'), region: 'RakhyutRegion', lat: 16.743, lng: 53.419 },
  { key: 'al-fazayah', name: l('Al Fazayah', 'الفزايح'), region: 'RakhyutRegion', lat: 16.79, lng: 53.61 },
  { key: 'thumrait', name: l('Thumrait', 'ثمريت'), region: 'ThumraitRegion', lat: 17.666, lng: 54.024 },
  { key: 'wadi-dawkah', name: l('Wadi Dawkah', 'وادي دوكة'), region: 'ThumraitRegion', lat: 17.367, lng: 54.083 },
  { key: 'shisr', name: l('Shisr (Ubar)', 'شصر (وبار)'), region: 'ThumraitRegion', lat: 18.255, lng: 53.658 },
  { key: 'dhalkut', name: l('Dhalkut', 'ضلكوت'), region: 'DalkutRegion', lat: 16.706, lng: 53.251 },
  { key: 'sarfait', name: l('Sarfait', 'صرفيت'), region: 'DalkutRegion', lat: 16.687, lng: 53.108 },
  { key: 'al-mazyunah', name: l('Al-Mazyunah', 'المزيونة'), region: 'AlMazyunahRegion', lat: 17.845, lng: 52.64 },
  { key: 'mazyunah-free-zone', name: l('Al-Mazyunah Free Zone', 'المنطقة الحرة بالمزيونة'), region: 'AlMazyunahRegion', lat: 17.835, lng: 52.67 },
  { key: 'muqshin', name: l('Muqshin oasis', 'واحة مقشن'), region: 'MashunRegion', lat: 19.55, lng: 54.88 },
  { key: 'muqshin-sands', name: l('Sands of Muqshin', 'رمال مقشن'), region: 'MashunRegion', lat: 19.62, lng: 54.72 },
  { key: 'shuwaymiyah', name: l('Shuwaymiyah', 'الشويمية'), region: 'ShalimHallaniyatRegion', lat: 17.89, lng: 55.6 },
  { key: 'al-hallaniyah', name: l('Al Hallaniyah Island', 'جزيرة الحلانية'), region: 'ShalimHallaniyatRegion', lat: 17.51, lng: 56.0 },
  { key: 'sadah', name: l('Sadah', 'سدح'), region: 'SadahRegion', lat: 17.051, lng: 55.065 },
  { key: 'hasik', name: l('Hasik', 'حاسك'), region: 'SadahRegion', lat: 17.45, lng: 55.28 },
]

/**
 * Example conditions (the Places collection's `condition`), so the places' cards have something to show: set when
 * seeded, for `days` days; after that the site says "not confirmed", as it would for a forgotten one.
 */
export const placeConditions: {
  key: string
  status: 'open' | 'busy' | 'closed' | 'restricted'
  note: L
  days: number
}[] = [
  {
    key: 'wadi-darbat',
    status: 'busy',
    note: l('Crowded at weekends in the Khareef: come before 9 am, or park at Taqah and take the shuttle.', 'مزدحم في عطلات نهاية الأسبوع خلال الخريف: تعال قبل التاسعة صباحًا أو اركن في طاقة واستخدم الحافلة.'),
    days: 60,
  },
  {
    key: 'tawi-atair',
    status: 'restricted',
    note: l('The path down into the sinkhole is closed for repairs; the viewpoint is open.', 'الممر المؤدي إلى داخل الحفرة مغلق للصيانة، ونقطة المشاهدة مفتوحة.'),
    days: 60,
  },
]

/**
 * What the seed says about visiting a place: only what is well established (a public beach or wadi has no entry
 * fee; Wadi Darbat's waterfall runs in and after the Khareef; the sea is rough in the Khareef; the sands are for the
 * cool months). Hours, fees that are charged, accessibility and facilities stay unset, which the site reads as "not
 * recorded": an editor who knows them fills them in, nobody guesses.
 */
export const placeTravel: { key: string; free?: true; bestSeasons?: ('AUTUMN' | 'SERB' | 'WINTER')[]; safety?: L }[] = [
  {
    key: 'mughsail',
    free: true,
    bestSeasons: ['AUTUMN'],
    safety: l(
      'The sea is rough during the Khareef (June to September): swimming is dangerous. Keep behind the railings at the blowholes.',
      'البحر هائج خلال الخريف (من يونيو إلى سبتمبر) والسباحة خطرة. ابقَ خلف الحواجز عند النوافير البحرية.',
    ),
  },
  {
    key: 'wadi-darbat',
    free: true,
    bestSeasons: ['AUTUMN', 'SERB'],
    safety: l('Do not cross the wadi or swim in its pools when water is running.', 'لا تعبر الوادي ولا تسبح في برَكه عند جريان المياه.'),
  },
  { key: 'ayn-razat', free: true, bestSeasons: ['AUTUMN', 'SERB'] },
  { key: 'muqshin-sands', bestSeasons: ['WINTER'], safety: l('Summer heat in the sands is extreme: go in the cool months, with water and a four-wheel drive.', 'حرارة الصيف في الرمال شديدة: اذهب في الأشهر الباردة، ومعك الماء وسيارة دفع رباعي.') },
  { key: 'shisr', bestSeasons: ['WINTER'] },
]

/** The simple map (`/mapLeaflet`): Salalah and Mirbat only. */
export const simpleMapPage: SeedPage = {
  uniqueUrl: 'mapLeaflet',
  category: 'general',
  title: l('Map of Salalah and Mirbat', 'خريطة صلالة ومرباط'),
  description: l(
    'A simple map of two coastal wilayats of Dhofar: Salalah, the centre of the governorate, and Mirbat, the historic port at the foot of Jebel Samhan.',
    'خريطة مبسطة لولايتين ساحليتين في ظفار: صلالة مركز المحافظة، ومرباط المرفأ التاريخي عند سفوح جبل سمحان.',
  ),
  seoTitle: l('Map of Salalah and Mirbat', 'خريطة صلالة ومرباط'),
  seoDesc: l(
    'Locate Salalah and Mirbat on the map of Dhofar Governorate.',
    'حدد موقع صلالة ومرباط على خريطة محافظة ظفار.',
  ),
}
