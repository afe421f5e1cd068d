/**
 * The main towns drawn on the bundled base map when there is no tile server, so a map without tiles
 * still reads as a place: land, sea and where people live. Coordinates to about a kilometre. Each is its wilayat's
 * seat (`key` is the wilayat's slug in lower case), and the wilayat's name is written beside it: `labelSide` keeps
 * the crowded coast readable (labels alternate between the land above and the sea below).
 */
export type Town = { key: string; name: { en: string; ar: string }; lat: number; lng: number; labelSide: 'top' | 'bottom' }

export const MAIN_TOWNS: readonly Town[] = [
  { key: 'salalah', name: { en: 'Salalah', ar: 'صلالة' }, lat: 17.0151, lng: 54.0924, labelSide: 'top' },
  { key: 'taqah', name: { en: 'Taqah', ar: 'طاقة' }, lat: 17.038, lng: 54.402, labelSide: 'bottom' },
  { key: 'mirbat', name: { en: 'Mirbat', ar: 'مرباط' }, lat: 16.989, lng: 54.692, labelSide: 'top' },
  { key: 'thumrait', name: { en: 'Thumrait', ar: 'ثمريت' }, lat: 17.666, lng: 54.024, labelSide: 'top' },
  { key: 'rakhyut', name: { en: 'Rakhyut', ar: 'رخيوت' }, lat: 16.743, lng: 53.419, labelSide: 'top' },
  { key: 'dhalkut', name: { en: 'Dhalkut', ar: 'ضلكوت' }, lat: 16.707, lng: 53.247, labelSide: 'bottom' },
  { key: 'sadah', name: { en: 'Sadah', ar: 'سدح' }, lat: 17.051, lng: 55.065, labelSide: 'bottom' },
  { key: 'muqshin', name: { en: 'Muqshin', ar: 'مقشن' }, lat: 19.55, lng: 54.88, labelSide: 'top' },
  { key: 'al-mazyunah', name: { en: 'Al-Mazyunah', ar: 'المزيونة' }, lat: 17.845, lng: 52.64, labelSide: 'top' },
]
