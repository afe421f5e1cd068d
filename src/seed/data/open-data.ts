/**
 * Open data (`/open-data`) and its detail pages (`/open-data-details/{pageUrl}`), with seven real data sets.
 *
 * Every value in the CSV files is a fact about Dhofar or about this website; there are no counts, populations or
 * other statistics.
 * Coordinates are WGS 84 decimal degrees of the place's centre, with `precision_deg` saying how close they are
 * (0.01 ≈ 1 km). Where a value is not known reliably the cell is left empty rather than guessed; every column has a
 * declared type (below), which is what the JSON download gives.
 */
import { monthSeasons, type MonthSeason } from '../season-dates'
import type { L, SeedColumn, SeedDataset, SeedImage, SeedItem, SeedPage } from '../types'

/** Joins Markdown blocks with a blank line between them. */
const md = (...blocks: string[]): string => blocks.join('\n\n')

/** RFC 4180 text from one string per line (header first): CRLF line ends, fields with commas quoted. */
const csv = (...lines: string[]): string => lines.join('\r\n') + '\r\n'

const PUBLISHER: L = { en: 'Dhofar Governorate, Digital services', ar: 'محافظة ظفار، الخدمات الرقمية' }
const LICENSE = 'CC BY 4.0'
const MODIFIED = '2026-11-15'

export const images: SeedImage[] = [
  {
    key: 'opendata-cover',
    subject: 'document',
    variant: 9,
    alt: {
      en: 'Illustration of a data table and charts on a document',
      ar: 'رسم فني لجدول بيانات ومخططات على وثيقة',
    },
  },
  {
    key: 'opendata-map',
    subject: 'mountain-road',
    variant: 9,
    alt: {
      en: 'Illustration of a road winding from the coast towards the mountains of Dhofar',
      ar: 'رسم فني لطريق يتعرّج من الساحل نحو جبال ظفار',
    },
  },
  {
    key: 'opendata-licence',
    subject: 'document',
    variant: 3,
    alt: {
      en: 'Illustration of a document with a seal, representing an open licence',
      ar: 'رسم فني لوثيقة عليها ختم، ترمز إلى الترخيص المفتوح',
    },
  },
]

// (a) The ten wilayats, located by the town that is the seat of each wilayat.
const wilayatsCsv = csv(
  'id,name_en,name_ar,seat_en,seat_ar,coastal,map_region_style,lat,lng,precision_deg',
  'salalah,Salalah,صلالة,Salalah,صلالة,yes,SalalahRegion,17.02,54.09,0.01',
  'taqah,Taqah,طاقة,Taqah,طاقة,yes,TaqahRegion,17.04,54.40,0.01',
  'mirbat,Mirbat,مرباط,Mirbat,مرباط,yes,MirbatRegion,16.99,54.69,0.01',
  'sadah,Sadah,سدح,Sadah,سدح,yes,SadahRegion,17.04,55.07,0.01',
  'rakhyut,Rakhyut,رخيوت,Rakhyut,رخيوت,yes,RakhyutRegion,16.75,53.42,0.01',
  'dhalkut,Dhalkut,ضلكوت,Dhalkut,ضلكوت,yes,DalkutRegion,16.71,53.25,0.01',
  'thumrait,Thumrait,ثمريت,Thumrait,ثمريت,no,ThumraitRegion,17.67,54.02,0.01',
  'al-mazyunah,Al-Mazyunah,المزيونة,Al-Mazyunah,المزيونة,no,AlMazyunahRegion,17.84,52.66,0.01',
  'muqshin,Muqshin,مقشن,Muqshin,مقشن,no,MashunRegion,19.55,54.88,0.01',
  'shalim-hallaniyat,Shalim and the Hallaniyat Islands,شليم وجزر الحلانيات,Shalim,شليم,yes,ShalimHallaniyatRegion,18.11,55.58,0.05',
)

// (b) The Land of Frankincense: the four World Heritage components and places tied to the frankincense trade.
const frankincenseCsv = csv(
  'id,name_en,name_ar,wilayat_en,wilayat_ar,type_en,type_ar,unesco_component,inscription_year,lat,lng,precision_deg',
  'wadi-dawkah,Frankincense trees of Wadi Dawkah,أشجار اللبان في وادي دوكة,Thumrait,ثمريت,Frankincense tree park,متنزه أشجار اللبان,yes,2000,17.37,54.04,0.05',
  'shisr-wubar,Caravan oasis of Shisr (Wubar),واحة القوافل في شصر (وبار),Thumrait,ثمريت,Caravan oasis and fortress ruins,واحة قوافل وأطلال حصن,yes,2000,18.25,53.65,0.01',
  'khor-rori-sumhuram,Khor Rori (Sumhuram),خور روري (سمهرم),Taqah,طاقة,Ancient port city,مدينة مرفئية قديمة,yes,2000,17.04,54.43,0.01',
  'al-baleed,Al Baleed,البليد,Salalah,صلالة,Medieval port city,مدينة مرفئية من العصور الوسطى,yes,2000,17.00,54.12,0.01',
  'frankincense-museum,Museum of the Land of Frankincense,متحف أرض اللبان,Salalah,صلالة,Museum within Al Baleed Archaeological Park,متحف داخل متنزه البليد الأثري,no,,17.00,54.12,0.01',
  'al-haffa-souq,Al Haffa souq,سوق الحافة,Salalah,صلالة,Traditional market where frankincense is sold,سوق تقليدي يُباع فيه اللبان,no,,17.00,54.10,0.01',
  'mirbat-harbour,Mirbat old harbour,مرفأ مرباط القديم,Mirbat,مرباط,Historic trading port,مرفأ تجاري تاريخي,no,,16.99,54.69,0.01',
  'hanun,Hanun,حانون,Thumrait,ثمريت,Archaeological site in the Najd,موقع أثري في النجد,no,,,,',
)

// (c) Beaches and coasts. Facilities name only what is well established (Al Haffa souq beside its beach, the
// shelters along Al Mughsail beach, undeveloped Fazayah); elsewhere the cell says that none are recorded, which is
// true of this data set, rather than guessing at cafés or toilets that may not be there.
const beachesCsv = csv(
  'id,name_en,name_ar,wilayat_en,wilayat_ar,notes_en,notes_ar,facilities_en,facilities_ar,lat,lng,precision_deg',
  'al-haffa,Al Haffa beach,شاطئ الحافة,Salalah,صلالة,City beach beside Al Haffa souq,شاطئ المدينة بجوار سوق الحافة,Shops and stalls of Al Haffa souq beside the beach; no other facilities recorded,محلات سوق الحافة وبسطاته بجوار الشاطئ، ولا مرافق أخرى مسجّلة,17.00,54.10,0.01',
  'ad-dahariz,Ad Dahariz beach,شاطئ الدهاريز,Salalah,صلالة,Long sandy beach east of Al Baleed,شاطئ رملي طويل شرق البليد,Open public beach; no facilities recorded,شاطئ عام مفتوح، ولا مرافق مسجّلة,17.01,54.14,0.02',
  'al-mughsail,Al Mughsail beach,شاطئ المغسيل,Salalah,صلالة,Wide bay; blowholes and Al Marneef cave at its western end,خليج واسع، وفي طرفه الغربي النوافير البحرية وكهف المرنيف,Parking and shaded shelters along the beach,مواقف للسيارات ومظلات على امتداد الشاطئ,16.88,53.78,0.02',
  'fazayah,Fazayah beach,شاطئ فزايح,Salalah,صلالة,"Secluded coves west of Al Mughsail, reached by a mountain road",خلجان منعزلة غرب المغسيل يُوصَل إليها بطريق جبلي,Undeveloped beach; no facilities,شاطئ غير مطوَّر بلا مرافق,,,',
  'taqah,Taqah beach,شاطئ طاقة,Taqah,طاقة,Beside the fishing town of Taqah and its castle,بجوار بلدة طاقة الساحلية وحصنها,Open public beach; no facilities recorded,شاطئ عام مفتوح، ولا مرافق مسجّلة,17.03,54.39,0.02',
  'mirbat,Mirbat beach,شاطئ مرباط,Mirbat,مرباط,Near the old town and the fishing harbour,قرب البلدة القديمة ومرفأ الصيد,Open public beach; no facilities recorded,شاطئ عام مفتوح، ولا مرافق مسجّلة,16.99,54.70,0.02',
  'sadah,Sadah coast,ساحل سدح,Sadah,سدح,Rocky coves around the town,خلجان صخرية حول البلدة,Open coast; no facilities recorded,ساحل مفتوح، ولا مرافق مسجّلة,17.05,55.07,0.02',
  'hasik,Hasik coast,ساحل حاسك,Sadah,سدح,Coast below the cliffs of Jabal Samhan,ساحل عند أسفل منحدرات جبل سمحان,Open coast; no facilities recorded,ساحل مفتوح، ولا مرافق مسجّلة,17.45,55.25,0.05',
  'rakhyut,Rakhyut bay,خليج رخيوت,Rakhyut,رخيوت,Bay in front of the town,خليج قبالة البلدة,Open public beach; no facilities recorded,شاطئ عام مفتوح، ولا مرافق مسجّلة,16.74,53.42,0.02',
  'dhalkut,Dhalkut beach,شاطئ ضلكوت,Dhalkut,ضلكوت,Beach of the westernmost coastal wilayat,شاطئ أقصى الولايات الساحلية غربًا,Open public beach; no facilities recorded,شاطئ عام مفتوح، ولا مرافق مسجّلة,16.71,53.25,0.02',
  'ash-shuwaymiyah,Ash Shuwaymiyah coast,ساحل الشويمية,Shalim and the Hallaniyat Islands,شليم وجزر الحلانيات,Long coast below limestone cliffs,ساحل طويل تحت منحدرات جيرية,Open coast; no facilities recorded,ساحل مفتوح، ولا مرافق مسجّلة,17.88,55.60,0.05',
)

// (d) Springs (ayn), wadis and lagoons (khor).
const springsCsv = csv(
  'id,name_en,name_ar,type_en,type_ar,wilayat_en,wilayat_ar,water_en,water_ar,lat,lng,precision_deg',
  'ayn-razat,Ayn Razat,عين رزات,Spring,عين,Salalah,صلالة,Flows all year; strongest in the Khareef,تجري طوال العام وتشتد في الخريف,17.12,54.24,0.01',
  'ayn-hamran,Ayn Hamran,عين حمران,Spring,عين,,,The walled main spring flows all year; more springs up the wadi flow for weeks after rain,تجري العين الرئيسية المسوّرة طوال العام، وتتفجر عيون أخرى أعلى الوادي وتجري أسابيع بعد المطر,17.10,54.28,0.03',
  'ayn-jarziz,Ayn Jarziz,عين جرزيز,Spring,عين,Salalah,صلالة,Waterfall and pools mainly in the Khareef and after rain,شلال وبرك تمتلئ غالبًا في الخريف وبعد المطر,17.09,54.05,0.05',
  'ayn-athum,Ayn Athum,عين أثوم,Spring and seasonal waterfall,عين وشلال موسمي,Taqah,طاقة,Waterfall in the Khareef,شلال في موسم الخريف,,,',
  'wadi-darbat,Wadi Darbat,وادي دربات,"Wadi, lake and waterfall",وادٍ وبحيرة وشلال,Taqah,طاقة,Waterfall flows mainly in and after the Khareef,يجري الشلال غالبًا في الخريف وبعده,17.10,54.45,0.01',
  'khor-rori,Khor Rori,خور روري,Lagoon at the mouth of Wadi Darbat,خور عند مصب وادي دربات,Taqah,طاقة,A sand bar separates the lagoon from the sea for much of the year,يفصل حاجز رملي الخور عن البحر معظم أيام السنة,17.04,54.43,0.01',
  'khor-taqah,Khor Taqah,خور طاقة,Lagoon,خور,Taqah,طاقة,A sand bar separates the lagoon from the sea for much of the year,يفصل حاجز رملي الخور عن البحر معظم أيام السنة,17.03,54.41,0.02',
  'khor-al-baleed,Khor Al Baleed,خور البليد,Lagoon beside the ancient city,خور بجوار المدينة الأثرية,Salalah,صلالة,A sand bar separates the lagoon from the sea for much of the year,يفصل حاجز رملي الخور عن البحر معظم أيام السنة,17.00,54.12,0.01',
  'khor-al-mughsail,Khor Al Mughsail,خور المغسيل,Lagoon,خور,Salalah,صلالة,A sand bar separates the lagoon from the sea for much of the year,يفصل حاجز رملي الخور عن البحر معظم أيام السنة,16.88,53.79,0.03',
  'wadi-dawkah,Wadi Dawkah,وادي دوكة,Dry wadi with frankincense trees,وادٍ جاف تنمو فيه أشجار اللبان,Thumrait,ثمريت,No surface water for most of the year,لا مياه سطحية فيه معظم أيام السنة,17.37,54.04,0.05',
)

// (e) Forts, castles and historic landmarks.
const fortsCsv = csv(
  'id,name_en,name_ar,wilayat_en,wilayat_ar,type_en,type_ar,lat,lng,precision_deg',
  'taqah-castle,Taqah Castle,حصن طاقة,Taqah,طاقة,Castle,حصن,17.04,54.40,0.01',
  'mirbat-castle,Mirbat Castle,حصن مرباط,Mirbat,مرباط,Castle,حصن,16.99,54.69,0.01',
  'sadah-fort,Sadah Fort,حصن سدح,Sadah,سدح,Fort,حصن,17.05,55.07,0.02',
  'shisr-fortress,Shisr (Wubar) fortress,حصن شصر (وبار),Thumrait,ثمريت,Fortress ruins,أطلال حصن,18.25,53.65,0.01',
  'sumhuram-walls,Sumhuram walls and gate,أسوار سمهرم وبوابتها,Taqah,طاقة,Walled ancient town,مدينة قديمة مسوّرة,17.04,54.43,0.01',
  'al-baleed-citadel,Al Baleed citadel,قلعة البليد,Salalah,صلالة,Citadel ruins,أطلال قلعة,17.00,54.12,0.01',
  'bin-ali-tomb,Mausoleum of Muhammad bin Ali,ضريح محمد بن علي,Mirbat,مرباط,Historic mausoleum,ضريح تاريخي,16.99,54.68,0.02',
  'nabi-ayyub,Tomb of the Prophet Ayyub (Job),ضريح النبي أيوب,Salalah,صلالة,Religious site on Jabal Ittin,موقع ديني على جبل إتين,17.10,53.95,0.05',
)

// (f) The seasons month by month, written from the windows the whole site uses (src/seed/season-dates.ts): the
// Khareef about 21 June - 21 September, the Sarb 22 September - 30 November, winter 1 November - 31 March. A month
// may hold two seasons (June, September, November); the notes are the typical weather.
const MONTH_NAMES: readonly [string, string][] = [
  ['January', 'يناير'], ['February', 'فبراير'], ['March', 'مارس'], ['April', 'أبريل'], ['May', 'مايو'], ['June', 'يونيو'],
  ['July', 'يوليو'], ['August', 'أغسطس'], ['September', 'سبتمبر'], ['October', 'أكتوبر'], ['November', 'نوفمبر'], ['December', 'ديسمبر'],
]
const SEASON_NAMES: Record<MonthSeason['season'], L> = {
  WINTER: { en: 'Winter', ar: 'الشتاء' },
  PRE_MONSOON: { en: 'Pre-monsoon', ar: 'ما قبل الخريف' },
  AUTUMN: { en: 'Khareef', ar: 'الخريف' },
  SERB: { en: 'Sarb', ar: 'الصرب' },
}
const MONTH_NOTES: readonly L[] = [
  { en: 'Mild, sunny days; cool nights in the desert; calm seas', ar: 'أيام معتدلة مشمسة، وليالٍ باردة في الصحراء، وبحر هادئ' },
  { en: 'Mild and dry; good for beaches, heritage sites and the desert', ar: 'معتدل وجاف، مناسب للشواطئ ومواقع التراث والصحراء' },
  { en: 'The last weeks of winter: warming days and a dry landscape', ar: 'آخر أسابيع الشتاء: أيام تزداد دفئًا ومشهد طبيعي جاف' },
  { en: 'Hot and humid on the coast', ar: 'حار ورطب على الساحل' },
  { en: 'Hottest weeks of the year on the plain; winds and sea begin to rise', ar: 'أشد أسابيع السنة حرارة في السهل، وتبدأ الرياح والأمواج بالارتفاع' },
  { en: 'The monsoon usually arrives in the second half of the month; rough seas', ar: 'يصل الخريف عادة في النصف الثاني من الشهر، ويضطرب البحر' },
  { en: 'Low cloud, mist and drizzle on the mountains; hills turn green', ar: 'سحب منخفضة وضباب ورذاذ على الجبال، وتخضرّ التلال' },
  { en: 'Peak of the season; springs and waterfalls flow; swimming in the sea is unsafe', ar: 'ذروة الموسم، تجري العيون والشلالات، والسباحة في البحر غير آمنة' },
  { en: 'The mist lifts; green landscape under clearer skies', ar: 'ينقشع الضباب، ويبقى المشهد أخضر تحت سماء أصفى' },
  { en: 'Clear skies; the mountains are still green; the sea calms', ar: 'سماء صافية، والجبال ما زالت خضراء، والبحر يهدأ' },
  { en: 'The green fades and winter begins: warm days, pleasant evenings, calm seas', ar: 'تبهت الخضرة ويبدأ الشتاء: أيام دافئة وأمسيات لطيفة وبحر هادئ' },
  { en: 'Mild weather returns; calm seas for boat trips', ar: 'يعود الطقس المعتدل، والبحر هادئ لرحلات القوارب' },
]

/** "Khareef (from 21 June)", "Sarb" (the whole month): a season's name with the days it covers in the month. */
function monthSeasonName(part: MonthSeason, month: number, monthDays: number, locale: 'en' | 'ar'): string {
  const name = SEASON_NAMES[part.season][locale]
  const monthName = MONTH_NAMES[month - 1][locale === 'en' ? 0 : 1]
  if (part.from === 1 && part.to === monthDays) return name
  if (part.from === 1) return locale === 'en' ? `${name} (to ${part.to} ${monthName})` : `${name} (حتى ${part.to} ${monthName})`
  return locale === 'en' ? `${name} (from ${part.from} ${monthName})` : `${name} (من ${part.from} ${monthName})`
}

/** One CSV field: quoted when it holds a comma or a quote. */
const field = (value: string | number) => (/[",\r\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value))

const seasonsCsv = csv(
  'month,month_en,month_ar,season_key,season_en,season_ar,notes_en,notes_ar',
  ...MONTH_NAMES.map(([en, ar], i) => {
    const month = i + 1
    const parts = monthSeasons(month)
    const days = new Date(Date.UTC(2027, month, 0)).getUTCDate()
    const names = (locale: 'en' | 'ar') => parts.map((part) => monthSeasonName(part, month, days, locale)).join(locale === 'en' ? ', ' : '، ')
    const notes = MONTH_NOTES[i]
    return [month, en, ar, parts.map((part) => part.season).join(' '), names('en'), names('ar'), notes.en, notes.ar].map(field).join(',')
  }),
)

// (g) The public service points of this website, with their addresses in both languages.
const servicePointsCsv = csv(
  'id,name_en,name_ar,path_en,path_ar,description_en,description_ar',
  'home,Home,الرئيسية,/,/ar,"Latest news, events, seasons and the map",آخر الأخبار والفعاليات والمواسم والخريطة',
  'about,About Dhofar,عن ظفار,/about,/ar/about,Introduction to the governorate,تعريف بالمحافظة',
  'states,Wilayats,الولايات,/states,/ar/states,The ten wilayats of Dhofar,ولايات ظفار العشر',
  'identity,Identity,الهوية,/Identity,/ar/Identity,The Dhofar destination identity,هوية ظفار وجهةً سياحية',
  'strategy,Strategy,الاستراتيجية,/Strategy,/ar/Strategy,"Mission, vision, values and goals",الرسالة والرؤية والقيم والأهداف',
  'organization,Organisational structure,الهيكل التنظيمي,/organizational-structure,/ar/organizational-structure,Leadership and directorates,القيادة والمديريات',
  'discover,Discover Dhofar,اكتشف ظفار,/discover-dhofar,/ar/discover-dhofar,Places and experiences,الأماكن والتجارب',
  'interactive-map,Interactive map,الخريطة التفاعلية,/interactiveMap,/ar/interactiveMap,Map of the ten wilayats with places by theme,خريطة الولايات العشر وأماكنها حسب الموضوع',
  'map-salalah-mirbat,Map of Salalah and Mirbat,خريطة صلالة ومرباط,/mapLeaflet,/ar/mapLeaflet,A simple map of two wilayats,خريطة مبسطة لولايتين',
  'seasons,Seasons,المواسم,/seasons,/ar/seasons,"Khareef, Sarb and winter",الخريف والصرب والشتاء',
  'events,Upcoming events,الفعاليات القادمة,/upcoming-events,/ar/upcoming-events,Events with filters and a calendar,الفعاليات مع أدوات التصفية والتقويم',
  'news,News,الأخبار,/news-list,/ar/news-list,News of the governorate,أخبار المحافظة',
  'economy,Economy,الاقتصاد,/economy/Tourism-Sector,/ar/economy/Tourism-Sector,Economic sectors and investment opportunities,القطاعات الاقتصادية وفرص الاستثمار',
  'e-visa,E-visa,التأشيرة الإلكترونية,/e-visa,/ar/e-visa,How to apply for an Omani eVisa,طريقة التقدم بطلب التأشيرة العُمانية الإلكترونية',
  'open-data,Open data,البيانات المفتوحة,/open-data,/ar/open-data,Downloadable data sets,مجموعات بيانات قابلة للتنزيل',
  'supplier-registration,Supplier registration,تسجيل الموردين,/Supplier-registration-services,/ar/Supplier-registration-services,How suppliers register with government entities,طريقة تسجيل الموردين لدى الجهات الحكومية',
  'digital-participation,Digital participation,المشاركة الإلكترونية,/digital-participation,/ar/digital-participation,Ways to give feedback,طرق إبداء الملاحظات',
  'faq,Frequently asked questions,الأسئلة الشائعة,/FAQ,/ar/FAQ,Answers to common questions,إجابات الأسئلة المتكررة',
  'social,Social media,وسائل التواصل الاجتماعي,/social,/ar/social,Official accounts of the governorate,الحسابات الرسمية للمحافظة',
  'search,Search,البحث,/searchresult,/ar/searchresult,Search the whole site,البحث في الموقع كله',
  'privacy,Privacy policy,سياسة الخصوصية,/privacy,/ar/privacy,What this site stores and why,ما يحفظه الموقع ولماذا',
)

/** What each column holds, by header: a header means the same thing in every data set that has it. */
const COLUMNS: Record<string, Omit<SeedColumn, 'name'>> = {
  id: { type: 'text', description: { en: 'Stable identifier of the row', ar: 'معرّف ثابت للصف' } },
  name_en: { type: 'text', description: { en: 'Name in English', ar: 'الاسم بالإنجليزية' } },
  name_ar: { type: 'text', description: { en: 'Name in Arabic', ar: 'الاسم بالعربية' } },
  seat_en: { type: 'text', description: { en: 'Town that is the seat of the wilayat, in English', ar: 'البلدة التي هي مركز الولاية، بالإنجليزية' } },
  seat_ar: { type: 'text', description: { en: 'Town that is the seat of the wilayat, in Arabic', ar: 'البلدة التي هي مركز الولاية، بالعربية' } },
  coastal: { type: 'boolean', description: { en: 'Whether the wilayat has a coastline on the Arabian Sea', ar: 'هل للولاية ساحل على بحر العرب' } },
  map_region_style: {
    type: 'text',
    description: { en: 'Region of the interactive map of this website that shows the wilayat', ar: 'منطقة الخريطة التفاعلية في هذا الموقع التي تعرض الولاية' },
  },
  wilayat_en: { type: 'text', description: { en: 'Wilayat where the place lies, in English', ar: 'الولاية التي يقع فيها المكان، بالإنجليزية' } },
  wilayat_ar: { type: 'text', description: { en: 'Wilayat where the place lies, in Arabic', ar: 'الولاية التي يقع فيها المكان، بالعربية' } },
  type_en: { type: 'text', description: { en: 'Kind of place, in English', ar: 'نوع المكان، بالإنجليزية' } },
  type_ar: { type: 'text', description: { en: 'Kind of place, in Arabic', ar: 'نوع المكان، بالعربية' } },
  unesco_component: {
    type: 'boolean',
    description: {
      en: 'Whether the place is one of the four components of the World Heritage property "Land of Frankincense"',
      ar: 'هل المكان أحد المكونات الأربعة لموقع التراث العالمي «أرض اللبان»',
    },
  },
  inscription_year: {
    type: 'integer',
    description: { en: 'Year of inscription on the UNESCO World Heritage List', ar: 'سنة الإدراج في قائمة التراث العالمي لليونسكو' },
  },
  notes_en: { type: 'text', description: { en: 'Short description, in English', ar: 'وصف موجز، بالإنجليزية' } },
  notes_ar: { type: 'text', description: { en: 'Short description, in Arabic', ar: 'وصف موجز، بالعربية' } },
  facilities_en: { type: 'text', description: { en: 'Facilities for visitors, in English', ar: 'المرافق المتاحة للزوار، بالإنجليزية' } },
  facilities_ar: { type: 'text', description: { en: 'Facilities for visitors, in Arabic', ar: 'المرافق المتاحة للزوار، بالعربية' } },
  water_en: { type: 'text', description: { en: 'When water flows or stands there, in English', ar: 'متى تجري المياه فيه أو تتجمع، بالإنجليزية' } },
  water_ar: { type: 'text', description: { en: 'When water flows or stands there, in Arabic', ar: 'متى تجري المياه فيه أو تتجمع، بالعربية' } },
  lat: { type: 'number', description: { en: 'Latitude in decimal degrees (WGS 84)', ar: 'خط العرض بالدرجات العشرية (WGS 84)' } },
  lng: { type: 'number', description: { en: 'Longitude in decimal degrees (WGS 84)', ar: 'خط الطول بالدرجات العشرية (WGS 84)' } },
  precision_deg: {
    type: 'number',
    description: { en: 'How close the coordinates are, in degrees (0.01 is about 1 km)', ar: 'مدى دقة الإحداثيات بالدرجات (0.01 تعادل نحو كيلومتر واحد)' },
  },
  month: { type: 'integer', description: { en: 'Month number, 1 (January) to 12 (December)', ar: 'رقم الشهر من 1 (يناير) إلى 12 (ديسمبر)' } },
  month_en: { type: 'text', description: { en: 'Month name in English', ar: 'اسم الشهر بالإنجليزية' } },
  month_ar: { type: 'text', description: { en: 'Month name in Arabic', ar: 'اسم الشهر بالعربية' } },
  season_key: {
    type: 'text',
    description: {
      en: 'Season codes used by this website, separated by a space when the month holds two, in the order they begin: WINTER, AUTUMN (the Khareef), SERB (the Sarb); PRE_MONSOON for the weeks before the Khareef, which no season page covers',
      ar: 'رموز المواسم في هذا الموقع، تفصل بينها مسافة إذا جمع الشهر موسمين، بترتيب بدايتها: WINTER أو AUTUMN (الخريف) أو SERB (الصرب)، وPRE_MONSOON للأسابيع التي تسبق الخريف ولا تغطيها صفحة موسم',
    },
  },
  season_en: { type: 'text', description: { en: 'Season name in English', ar: 'اسم الموسم بالإنجليزية' } },
  season_ar: { type: 'text', description: { en: 'Season name in Arabic', ar: 'اسم الموسم بالعربية' } },
  path_en: { type: 'text', description: { en: 'Address of the English screen on this website', ar: 'عنوان الشاشة الإنجليزية في هذا الموقع' } },
  path_ar: { type: 'text', description: { en: 'Address of the Arabic screen on this website', ar: 'عنوان الشاشة العربية في هذا الموقع' } },
  description_en: { type: 'text', description: { en: 'What the screen offers, in English', ar: 'ما تقدمه الشاشة، بالإنجليزية' } },
  description_ar: { type: 'text', description: { en: 'What the screen offers, in Arabic', ar: 'ما تقدمه الشاشة، بالعربية' } },
}

/** The columns of a CSV above, from its header row, each with its type and description from COLUMNS. */
const columnsOf = (text: string): SeedColumn[] =>
  text
    .slice(0, text.indexOf('\r\n'))
    .split(',')
    .map((name) => {
      const column = COLUMNS[name]
      if (!column) throw new Error(`Seed open data: column "${name}" has no type`)
      return { name, ...column }
    })

export const datasets: SeedDataset[] = [
  {
    key: 'wilayats',
    title: { en: 'Wilayats of Dhofar', ar: 'ولايات محافظة ظفار' },
    subTitle: { en: 'The ten wilayats and their seats', ar: 'الولايات العشر ومراكزها' },
    description: {
      en: 'The ten wilayats of Dhofar Governorate with their Arabic and English names, the town that is the seat of each wilayat, whether it has a coastline, and the approximate coordinates of the seat.',
      ar: 'ولايات محافظة ظفار العشر بأسمائها العربية والإنجليزية، والبلدة التي هي مركز كل ولاية، وهل لها ساحل، والإحداثيات التقريبية للمركز.',
    },
    category: { en: 'Geography', ar: 'الجغرافيا' },
    publisher: PUBLISHER,
    license: LICENSE,
    modified: MODIFIED,
    csv: wilayatsCsv,
    columns: columnsOf(wilayatsCsv),
  },
  {
    key: 'frankincense-sites',
    title: { en: 'Land of Frankincense sites', ar: 'مواقع أرض اللبان' },
    subTitle: {
      en: 'World Heritage components and related places',
      ar: 'مكونات موقع التراث العالمي والأماكن المرتبطة بها',
    },
    description: {
      en: 'The four components of the Land of Frankincense, inscribed on the UNESCO World Heritage List in 2000, and other places linked to the frankincense trade.',
      ar: 'المكونات الأربعة لموقع أرض اللبان المدرج في قائمة التراث العالمي لليونسكو عام 2000، وأماكن أخرى مرتبطة بتجارة اللبان.',
    },
    category: { en: 'Heritage', ar: 'التراث' },
    publisher: PUBLISHER,
    license: LICENSE,
    modified: MODIFIED,
    csv: frankincenseCsv,
    columns: columnsOf(frankincenseCsv),
  },
  {
    key: 'beaches',
    title: { en: 'Beaches and coasts', ar: 'الشواطئ والسواحل' },
    subTitle: { en: 'From Dhalkut to Ash Shuwaymiyah', ar: 'من ضلكوت إلى الشويمية' },
    description: {
      en: 'Beaches and coastal places of Dhofar by wilayat, with coordinates and short notes. During the Khareef the sea is rough and swimming is dangerous.',
      ar: 'شواطئ ظفار وأماكنها الساحلية حسب الولاية، مع الإحداثيات وملاحظات موجزة. ويضطرب البحر في موسم الخريف وتكون السباحة خطرة.',
    },
    category: { en: 'Tourism', ar: 'السياحة' },
    publisher: PUBLISHER,
    license: LICENSE,
    modified: MODIFIED,
    csv: beachesCsv,
    columns: columnsOf(beachesCsv),
  },
  {
    key: 'springs-and-wadis',
    title: { en: 'Springs, wadis and lagoons', ar: 'العيون والأودية والأخوار' },
    subTitle: { en: 'Water in the Dhofar landscape', ar: 'المياه في طبيعة ظفار' },
    description: {
      en: 'Natural springs (ayn), wadis and coastal lagoons (khor) of Dhofar, with their type, wilayat and coordinates.',
      ar: 'العيون الطبيعية والأودية والأخوار الساحلية في ظفار، مع نوعها وولايتها وإحداثياتها.',
    },
    category: { en: 'Environment', ar: 'البيئة' },
    publisher: PUBLISHER,
    license: LICENSE,
    modified: MODIFIED,
    csv: springsCsv,
    columns: columnsOf(springsCsv),
  },
  {
    key: 'forts-and-castles',
    title: { en: 'Forts, castles and historic landmarks', ar: 'الحصون والقلاع والمعالم التاريخية' },
    subTitle: { en: 'Fortified sites and monuments', ar: 'المواقع المحصنة والمعالم' },
    description: {
      en: 'Forts, castles, walled ancient towns and historic landmarks of Dhofar, with their wilayat and coordinates.',
      ar: 'حصون ظفار وقلاعها ومدنها القديمة المسوّرة ومعالمها التاريخية، مع ولاياتها وإحداثياتها.',
    },
    category: { en: 'Heritage', ar: 'التراث' },
    publisher: PUBLISHER,
    license: LICENSE,
    modified: MODIFIED,
    csv: fortsCsv,
    columns: columnsOf(fortsCsv),
  },
  {
    key: 'seasons-calendar',
    title: { en: 'Seasons calendar', ar: 'تقويم المواسم' },
    subTitle: { en: 'Khareef, Sarb and winter month by month', ar: 'الخريف والصرب والشتاء شهرًا بشهر' },
    description: {
      en: 'The seasons of each month in Dhofar as this website gives them, with the typical weather: the Khareef from about 21 June to 21 September, the Sarb from 22 September to the end of November, and winter from November to March (November belongs to both). Actual dates vary from year to year.',
      ar: 'مواسم كل شهر في ظفار كما يذكرها هذا الموقع، مع الطقس المعتاد: الخريف من نحو 21 يونيو إلى 21 سبتمبر، والصرب من 22 سبتمبر إلى نهاية نوفمبر، والشتاء من نوفمبر إلى مارس (ونوفمبر من الموسمين معًا). وتختلف التواريخ الفعلية من عام إلى آخر.',
    },
    category: { en: 'Climate', ar: 'المناخ' },
    publisher: PUBLISHER,
    license: LICENSE,
    modified: MODIFIED,
    csv: seasonsCsv,
    columns: columnsOf(seasonsCsv),
  },
  {
    key: 'service-points',
    title: { en: 'Service points of this website', ar: 'نقاط الخدمة في هذا الموقع' },
    subTitle: { en: 'Screens and services of the portal', ar: 'شاشات البوابة وخدماتها' },
    description: {
      en: 'Every screen and service this website offers, with its address in English and in Arabic.',
      ar: 'جميع الشاشات والخدمات التي يقدمها هذا الموقع، مع عنوانها بالإنجليزية والعربية.',
    },
    category: { en: 'Government services', ar: 'الخدمات الحكومية' },
    publisher: PUBLISHER,
    license: LICENSE,
    modified: MODIFIED,
    csv: servicePointsCsv,
    columns: columnsOf(servicePointsCsv),
  },
]

/** Data rows of a CSV above (no field holds a line break, so lines are rows). */
const rowCount = (text: string): number => text.trimEnd().split('\r\n').length - 1

/** Arabic counted noun: 3 to 10 take the plural, 11 and more the singular accusative. */
const arRows = (n: number): string => (n >= 3 && n <= 10 ? `${n} صفوف` : `${n} صفًّا`)

const tableRow = (dataset: SeedDataset): SeedItem => {
  const rows = rowCount(dataset.csv)
  return {
    title: dataset.title,
    subTitle: dataset.category,
    description: {
      en: `CSV (UTF-8), ${rows} rows, updated ${dataset.modified}, licence ${dataset.license}`,
      ar: `ملف CSV بترميز UTF-8، ${arRows(rows)}، آخر تحديث ${dataset.modified}، الترخيص ${dataset.license}`,
    },
    btnTitle: { en: 'Download now', ar: 'تنزيل الآن' },
    link: `/open-data/download/${dataset.key}.csv`,
    category: dataset.key,
  }
}

export const page: SeedPage = {
  uniqueUrl: 'open-data',
  category: 'general',
  order: 4,
  image: 'opendata-cover',
  title: { en: 'Open data', ar: 'البيانات المفتوحة' },
  description: {
    en: 'Data about Dhofar and this website that anyone may download, reuse and share.',
    ar: 'بيانات عن ظفار وعن هذا الموقع يحق لأي شخص تنزيلها وإعادة استخدامها ومشاركتها.',
  },
  content: {
    en: md(
      '## What open data means here',
      'Open data is information published in a form that people and machines can read, free of charge, with permission to reuse it. The data sets on this page describe places, seasons and services of Dhofar. Each one is a CSV file in UTF-8 with a header row, and is also available as JSON.',
      '## Licence',
      'All data sets on this page are published under the **Creative Commons Attribution 4.0 International licence (CC BY 4.0)**. You may copy, share, adapt and use them for any purpose, including commercial use, provided that you credit the source. Read the [open data licence](/open-data-details/open-data-licence) for details.',
      '## How to cite',
      'Please cite a data set as: *Dhofar Governorate, "Data set title", open data portal, date of the last update, licensed under CC BY 4.0.* For example: *Dhofar Governorate, "Wilayats of Dhofar", open data portal, 2026-11-15, CC BY 4.0.*',
      '## Quality',
      'Coordinates are given in decimal degrees (WGS 84) with a column that says how precise they are. Where a value is not known reliably, the cell is left empty rather than guessed. The [guide to using the data](/open-data-details/open-data-guide) explains every column; the [wilayats data set](/open-data-details/wilayats-dataset) has its own page. To report an error, use the rating panel on this page or contact us.',
    ),
    ar: md(
      '## معنى البيانات المفتوحة هنا',
      'البيانات المفتوحة معلومات تُنشر بصيغة يقرؤها الإنسان والحاسوب، دون مقابل، مع الإذن بإعادة استخدامها. وتصف مجموعات البيانات في هذه الصفحة أماكن ظفار ومواسمها وخدماتها، وكل منها ملف CSV بترميز UTF-8 يتضمن صف عناوين، ومتاح كذلك بصيغة JSON.',
      '## الترخيص',
      'تُنشر جميع مجموعات البيانات في هذه الصفحة بموجب **رخصة المشاع الإبداعي، نَسب المُصنَّف 4.0 الدولية (CC BY 4.0)**؛ فيحق لك نسخها ومشاركتها وتعديلها واستخدامها لأي غرض، بما في ذلك الاستخدام التجاري، بشرط الإشارة إلى المصدر. وللاطلاع على التفاصيل راجع [ترخيص البيانات المفتوحة](/ar/open-data-details/open-data-licence).',
      '## طريقة الإسناد',
      'يُرجى الإشارة إلى مجموعة البيانات على النحو الآتي: *محافظة ظفار، «عنوان مجموعة البيانات»، بوابة البيانات المفتوحة، تاريخ آخر تحديث، مرخّصة بموجب CC BY 4.0.* مثال: *محافظة ظفار، «ولايات محافظة ظفار»، بوابة البيانات المفتوحة، 2026-11-15، CC BY 4.0.*',
      '## الجودة',
      'تُعطى الإحداثيات بالدرجات العشرية (WGS 84) مع عمود يبيّن دقتها، وحيث لا تُعرف قيمة ما على نحو موثوق يُترك الحقل فارغًا بدل التخمين. ويشرح [دليل استخدام البيانات](/ar/open-data-details/open-data-guide) كل عمود، ولمجموعة [بيانات الولايات](/ar/open-data-details/wilayats-dataset) صفحة خاصة بها. وللإبلاغ عن خطأ استخدم لوحة التقييم في هذه الصفحة أو تواصل معنا.',
    ),
  },
  seoTitle: { en: 'Open data of Dhofar Governorate', ar: 'البيانات المفتوحة لمحافظة ظفار' },
  seoDesc: {
    en: 'Download open data about Dhofar as CSV or JSON under the CC BY 4.0 licence.',
    ar: 'نزّل البيانات المفتوحة عن ظفار بصيغة CSV أو JSON بموجب ترخيص CC BY 4.0.',
  },
  sections: [{ style: 'OpenDataTable', cards: datasets.map(tableRow) }],
}

export const detailPages: SeedPage[] = [
  {
    uniqueUrl: 'open-data-licence',
    category: 'openData',
    order: 1,
    image: 'opendata-licence',
    title: { en: 'Open data licence', ar: 'ترخيص البيانات المفتوحة' },
    description: {
      en: "The terms under which the governorate's open data may be reused.",
      ar: 'الشروط التي يجوز بموجبها إعادة استخدام البيانات المفتوحة للمحافظة.',
    },
    content: {
      en: md(
        'The open data published on this website is licensed under the **Creative Commons Attribution 4.0 International licence (CC BY 4.0)**.',
        '## You are free to',
        '- **Share**: copy and redistribute the data in any medium or format.\n- **Adapt**: remix, transform and build upon the data.\n- Use it for any purpose, including commercial purposes.',
        '## On condition that you',
        '- **Give credit** to Dhofar Governorate as the source, name the data set and indicate if you changed it.\n- Do not suggest that the governorate endorses you or your use of the data.',
        '## Please note',
        'The data is provided as it is. We check it carefully and correct errors when they are reported, but we cannot guarantee that it is complete or free of mistakes. The licence covers the data sets only; logos, photographs and artwork on this website are not part of it.',
        'The full legal text of the licence is published by Creative Commons at creativecommons.org.',
      ),
      ar: md(
        'تُرخَّص البيانات المفتوحة المنشورة على هذا الموقع بموجب **رخصة المشاع الإبداعي، نَسب المُصنَّف 4.0 الدولية (CC BY 4.0)**.',
        '## يحق لك',
        '- **المشاركة**: نسخ البيانات وإعادة توزيعها بأي وسيلة أو صيغة.\n- **التعديل**: إعادة مزج البيانات وتحويلها والبناء عليها.\n- استخدامها لأي غرض، بما في ذلك الأغراض التجارية.',
        '## بشرط أن',
        '- **تنسب** البيانات إلى محافظة ظفار مصدرًا لها، وتذكر اسم مجموعة البيانات، وتبيّن ما إذا كنت قد عدّلتها.\n- لا توحي بأن المحافظة تؤيدك أو تؤيد استخدامك للبيانات.',
        '## يُرجى الانتباه',
        'تُقدَّم البيانات على حالتها. ونحن نراجعها بعناية ونصحح الأخطاء متى أُبلغنا عنها، لكننا لا نضمن اكتمالها أو خلوها من الأخطاء. ويشمل الترخيص مجموعات البيانات وحدها، ولا تدخل فيه الشعارات والصور والأعمال الفنية المنشورة على الموقع.',
        'وتنشر منظمة المشاع الإبداعي النص القانوني الكامل للترخيص على موقعها creativecommons.org.',
      ),
    },
  },
  {
    uniqueUrl: 'open-data-guide',
    category: 'openData',
    order: 2,
    image: 'opendata-cover',
    title: { en: 'Guide to using the data', ar: 'دليل استخدام البيانات' },
    description: {
      en: 'Formats, columns and conventions of the open data sets.',
      ar: 'صيغ مجموعات البيانات المفتوحة وأعمدتها وأعرافها.',
    },
    content: {
      en: md(
        '## Formats',
        'Each data set can be downloaded as **CSV** (comma-separated values, UTF-8, with a header row, as defined in RFC 4180) or as **JSON**. Spreadsheet programs open the CSV file directly; if Arabic text looks garbled, choose UTF-8 as the file encoding when importing.',
        'In the JSON file each row is an object keyed by the column names, and each value has its column\'s type: numbers are numbers, yes/no columns are `true` or `false`, dates are ISO text (YYYY-MM-DD), and an empty cell is `null`.',
        '## Common columns',
        '- `id`: a stable identifier for the row, in lower case Latin letters.\n- `name_en` and `name_ar`: the name in English and in Arabic.\n- `wilayat_en` and `wilayat_ar`: the wilayat where the place lies.\n- `lat` and `lng`: latitude and longitude in decimal degrees (WGS 84).\n- `precision_deg`: how close the coordinates are, in degrees; 0.01 is about one kilometre.',
        '## Empty cells',
        'An empty cell means the value is not known reliably. It does not mean zero or "no".',
        '## Updates',
        'The date of the last update is shown beside each data set. When a data set changes, its identifier columns stay the same so that your work keeps linking correctly.',
      ),
      ar: md(
        '## الصيغ',
        'يمكن تنزيل كل مجموعة بيانات بصيغة **CSV** (قيم مفصولة بفواصل، بترميز UTF-8، مع صف عناوين، وفق المواصفة RFC 4180) أو بصيغة **JSON**. وتفتح برامج الجداول الإلكترونية ملف CSV مباشرة، فإن ظهر النص العربي مشوّهًا فاختر ترميز UTF-8 عند الاستيراد.',
        'وفي ملف JSON يكون كل صف كائنًا مفاتيحه أسماء الأعمدة، وتأخذ كل قيمة نوع عمودها: الأعداد أعداد، وأعمدة نعم/لا قيمتها `true` أو `false`، والتواريخ نص بصيغة ISO (YYYY-MM-DD)، والحقل الفارغ قيمته `null`.',
        '## الأعمدة المشتركة',
        '- `id`: معرّف ثابت للصف بحروف لاتينية صغيرة.\n- `name_en` و`name_ar`: الاسم بالإنجليزية والعربية.\n- `wilayat_en` و`wilayat_ar`: الولاية التي يقع فيها المكان.\n- `lat` و`lng`: خط العرض وخط الطول بالدرجات العشرية (WGS 84).\n- `precision_deg`: مدى دقة الإحداثيات بالدرجات؛ و0.01 تعادل نحو كيلومتر واحد.',
        '## الحقول الفارغة',
        'يعني الحقل الفارغ أن القيمة غير معروفة على نحو موثوق، ولا يعني صفرًا أو «لا».',
        '## التحديثات',
        'يظهر تاريخ آخر تحديث بجوار كل مجموعة بيانات. وعند تغيّر مجموعة ما تبقى أعمدة المعرّفات كما هي، لتظل أعمالك مرتبطة بها على نحو صحيح.',
      ),
    },
  },
  {
    uniqueUrl: 'wilayats-dataset',
    category: 'openData',
    order: 3,
    image: 'opendata-map',
    title: { en: 'Wilayats data set', ar: 'مجموعة بيانات الولايات' },
    description: {
      en: 'About the data set of the ten wilayats of Dhofar.',
      ar: 'تعريف بمجموعة بيانات ولايات ظفار العشر.',
    },
    content: {
      en: md(
        'Dhofar Governorate is made up of ten wilayats: Salalah, Taqah, Mirbat, Sadah, Rakhyut, Dhalkut, Thumrait, Al-Mazyunah, Muqshin, and Shalim and the Hallaniyat Islands. This data set lists each of them with its Arabic and English name and the town that is its seat.',
        '## Columns',
        '- `id`, `name_en`, `name_ar`: the wilayat.\n- `seat_en`, `seat_ar`: the town that is the seat of the wilayat.\n- `coastal`: `yes` if the wilayat has a coastline on the Arabian Sea (`true` in the JSON file).\n- `map_region_style`: the region of the interactive map of this website that shows the wilayat.\n- `lat`, `lng`, `precision_deg`: the approximate centre of the seat.',
        '## Notes',
        'The coordinates locate the seat of each wilayat, not the geometric centre of its territory. The wilayat of Shalim and the Hallaniyat Islands also includes the Hallaniyat Islands in the Arabian Sea.',
        '[Download the data set as CSV](/open-data/download/wilayats.csv)',
      ),
      ar: md(
        'تتكون محافظة ظفار من عشر ولايات هي: صلالة، وطاقة، ومرباط، وسدح، ورخيوت، وضلكوت، وثمريت، والمزيونة، ومقشن، وشليم وجزر الحلانيات. وتسرد مجموعة البيانات هذه كل ولاية باسمها العربي والإنجليزي والبلدة التي هي مركزها.',
        '## الأعمدة',
        '- `id` و`name_en` و`name_ar`: الولاية.\n- `seat_en` و`seat_ar`: البلدة التي هي مركز الولاية.\n- `coastal`: القيمة `yes` إذا كان للولاية ساحل على بحر العرب (و`true` في ملف JSON).\n- `map_region_style`: منطقة الخريطة التفاعلية في هذا الموقع التي تعرض الولاية.\n- `lat` و`lng` و`precision_deg`: الموقع التقريبي لمركز الولاية.',
        '## ملاحظات',
        'تحدد الإحداثيات موقع مركز كل ولاية لا المركز الهندسي لأراضيها. وتضم ولاية شليم وجزر الحلانيات كذلك جزر الحلانيات في بحر العرب.',
        '[تنزيل مجموعة البيانات بصيغة CSV](/open-data/download/wilayats.csv)',
      ),
    },
  },
]
