/**
 * What an editor reads for each section style: the screen it serves, a human name and one line on what it draws,
 * in both admin languages. The briefed identifiers (typos included: "PhotoGallaryEventsDetailsDhofar",
 * "Topmanagment") stay only as the stored values. Shared by the style select, its help line and the row label,
 * so this file must stay free of server-only imports.
 */
import { SECTION_STYLES, type SectionStyle } from '@/lib/content-model'

export type Bilingual = { en: string; ar: string }

export const SCREENS = {
  home: { en: 'Home', ar: 'الرئيسية' },
  map: { en: 'Interactive map', ar: 'الخريطة التفاعلية' },
  services: { en: 'Open data and e-visa', ar: 'البيانات المفتوحة والتأشيرة' },
  about: { en: 'About Dhofar', ar: 'عن ظفار' },
  discover: { en: 'Discover Dhofar', ar: 'اكتشف ظفار' },
  news: { en: 'News article', ar: 'الخبر' },
  economy: { en: 'Economy', ar: 'الاقتصاد' },
  states: { en: 'Wilayats', ar: 'الولايات' },
  events: { en: 'Event page', ar: 'صفحة الفعالية' },
  seasons: { en: 'Seasons', ar: 'المواسم' },
  faq: { en: 'Questions', ar: 'الأسئلة الشائعة' },
  identity: { en: 'Identity and strategy', ar: 'الهوية والاستراتيجية' },
  organization: { en: 'Organisational structure', ar: 'الهيكل التنظيمي' },
} as const satisfies Record<string, Bilingual>
export type Screen = keyof typeof SCREENS

type StyleInfo = { screen: Screen; label: Bilingual; description: Bilingual }

const region = (en: string, ar: string): StyleInfo => ({
  screen: 'map',
  label: { en: `Region: ${en}`, ar: `منطقة: ${ar}` },
  description: {
    en: `The ${en} tab of the interactive map: its places as cards (category = map tab).`,
    ar: `تبويب ${ar} في الخريطة التفاعلية: أماكنها في بطاقات (الفئة = تبويب الخريطة).`,
  },
})

export const SECTION_STYLE_INFO: Record<SectionStyle, StyleInfo> = {
  HomeSlider: { screen: 'home', label: { en: 'Hero slider', ar: 'شريط الصور الرئيسي' }, description: { en: 'Full-width slides at the top of the home page, each with a title and a button.', ar: 'شرائح بعرض الصفحة أعلى الرئيسية، لكل منها عنوان وزر.' } },
  GovernorWord: { screen: 'home', label: { en: 'Governor’s word', ar: 'كلمة المحافظ' }, description: { en: 'The governor’s portrait and message.', ar: 'صورة المحافظ وكلمته.' } },
  HomeAbout: { screen: 'home', label: { en: 'About Dhofar (home)', ar: 'عن ظفار (الرئيسية)' }, description: { en: 'Short introduction with a picture and a link to the About page.', ar: 'تعريف قصير بصورة ورابط إلى صفحة عن ظفار.' } },
  HomeWelcome: { screen: 'home', label: { en: 'Welcome video', ar: 'فيديو الترحيب' }, description: { en: 'Welcome banner over the page’s video.', ar: 'لافتة ترحيب فوق فيديو الصفحة.' } },
  HomeDiscover: { screen: 'home', label: { en: 'Discover cards', ar: 'بطاقات اكتشف' }, description: { en: 'Cards leading to the Discover Dhofar topics.', ar: 'بطاقات تقود إلى مواضيع اكتشف ظفار.' } },
  HomeEconomy: { screen: 'home', label: { en: 'Economy sectors', ar: 'القطاعات الاقتصادية' }, description: { en: 'Cards of the economy sectors.', ar: 'بطاقات القطاعات الاقتصادية.' } },
  HomeSeasons: { screen: 'home', label: { en: 'Seasons banner', ar: 'لافتة المواسم' }, description: { en: 'The seasons of Dhofar with their pictures.', ar: 'مواسم ظفار بصورها.' } },
  HomeGallery: { screen: 'home', label: { en: 'Photo gallery (home)', ar: 'معرض الصور (الرئيسية)' }, description: { en: 'Pictures that open in a full-screen viewer.', ar: 'صور تفتح في عارض بملء الشاشة.' } },
  HomeAdventures: { screen: 'home', label: { en: 'Adventures carousel', ar: 'شريط المغامرات' }, description: { en: 'Heading of the carousel of adventure events (the events come from event pages).', ar: 'عنوان شريط فعاليات المغامرات (تأتي الفعاليات من صفحاتها).' } },
  SalalahRegion: region('Salalah', 'صلالة'),
  TaqahRegion: region('Taqah', 'طاقة'),
  MirbatRegion: region('Mirbat', 'مرباط'),
  RakhyutRegion: region('Rakhyut', 'رخيوت'),
  ThumraitRegion: region('Thumrait', 'ثمريت'),
  DalkutRegion: region('Dhalkut', 'ضلكوت'),
  AlMazyunahRegion: region('Al Mazyunah', 'المزيونة'),
  MashunRegion: region('Muqshin', 'مقشن'),
  ShalimHallaniyatRegion: region('Shalim and the Hallaniyat Islands', 'شليم وجزر الحلانيات'),
  SadahRegion: region('Sadah', 'سدح'),
  OpenDataTable: { screen: 'services', label: { en: 'Open data table', ar: 'جدول البيانات المفتوحة' }, description: { en: 'Introduction above the table of data sets.', ar: 'مقدمة فوق جدول مجموعات البيانات.' } },
  VisaImage: { screen: 'services', label: { en: 'E-visa picture', ar: 'صورة التأشيرة الإلكترونية' }, description: { en: 'Picture and button of the e-visa page.', ar: 'صورة وزر صفحة التأشيرة الإلكترونية.' } },
  MainImageAboutDhofar: { screen: 'about', label: { en: 'Main picture', ar: 'الصورة الرئيسية' }, description: { en: 'The large picture at the top of About Dhofar.', ar: 'الصورة الكبيرة أعلى صفحة عن ظفار.' } },
  aboutstatsDhofar: { screen: 'about', label: { en: 'Figures', ar: 'أرقام وإحصاءات' }, description: { en: 'Key figures: the title is the number, the subtitle what it counts.', ar: 'أرقام رئيسية: العنوان هو الرقم والعنوان الفرعي ما يعدّه.' } },
  DiscoverSlider: { screen: 'discover', label: { en: 'Discover slider', ar: 'شريط اكتشف' }, description: { en: 'Slides at the top of Discover Dhofar.', ar: 'شرائح أعلى صفحة اكتشف ظفار.' } },
  DiscoverCards: { screen: 'discover', label: { en: 'Discover cards', ar: 'بطاقات اكتشف' }, description: { en: 'Topic cards of Discover Dhofar.', ar: 'بطاقات مواضيع اكتشف ظفار.' } },
  MountainsAndDeserts: { screen: 'discover', label: { en: 'Mountains and deserts', ar: 'الجبال والصحاري' }, description: { en: 'Places with a picture and text, side by side.', ar: 'أماكن بصورة ونص جنبًا إلى جنب.' } },
  NewsImages: { screen: 'news', label: { en: 'Article pictures', ar: 'صور الخبر' }, description: { en: 'Pictures of a news article.', ar: 'صور الخبر.' } },
  PageImages: { screen: 'economy', label: { en: 'Page pictures', ar: 'صور الصفحة' }, description: { en: 'Pictures shown with the page’s text.', ar: 'صور تظهر مع نص الصفحة.' } },
  Statecards: { screen: 'states', label: { en: 'Wilayat cards', ar: 'بطاقات الولايات' }, description: { en: 'One card per wilayat, linking to its page.', ar: 'بطاقة لكل ولاية تقود إلى صفحتها.' } },
  MainImageEventsDetailsDhofar: { screen: 'events', label: { en: 'Event main picture', ar: 'الصورة الرئيسية للفعالية' }, description: { en: 'The large picture at the top of an event.', ar: 'الصورة الكبيرة أعلى الفعالية.' } },
  information: { screen: 'events', label: { en: 'Event information', ar: 'معلومات الفعالية' }, description: { en: 'Practical information panels of an event.', ar: 'لوحات المعلومات العملية للفعالية.' } },
  Suitablefor: { screen: 'events', label: { en: 'Suitable for', ar: 'مناسب لـ' }, description: { en: 'Who the event suits, with icons.', ar: 'لمن تناسب الفعالية، مع أيقونات.' } },
  EventDate: { screen: 'events', label: { en: 'Event date', ar: 'تاريخ الفعالية' }, description: { en: 'The date panel of an event.', ar: 'لوحة تاريخ الفعالية.' } },
  ActivitiesEventDhofar: { screen: 'events', label: { en: 'Activities', ar: 'الأنشطة' }, description: { en: 'The event’s activities as cards.', ar: 'أنشطة الفعالية في بطاقات.' } },
  PhotoGallaryEventsDetailsDhofar: { screen: 'events', label: { en: 'Event photo gallery', ar: 'معرض صور الفعالية' }, description: { en: 'Pictures of the event that open in a full-screen viewer.', ar: 'صور الفعالية تفتح في عارض بملء الشاشة.' } },
  SeasonDiscover: { screen: 'seasons', label: { en: 'Discover the season', ar: 'اكتشف الموسم' }, description: { en: 'Places and activities of a season.', ar: 'أماكن الموسم وأنشطته.' } },
  QuestionItems: { screen: 'faq', label: { en: 'Questions and answers', ar: 'أسئلة وأجوبة' }, description: { en: 'Each card is a question (title) and its answer (text).', ar: 'كل بطاقة سؤال (العنوان) وجوابه (النص).' } },
  sloganBanner: { screen: 'identity', label: { en: 'Slogan banner', ar: 'لافتة الشعار' }, description: { en: 'The slogan over a wide picture.', ar: 'الشعار فوق صورة عريضة.' } },
  sloganStory: { screen: 'identity', label: { en: 'Slogan story', ar: 'قصة الشعار' }, description: { en: 'The story behind the slogan.', ar: 'القصة وراء الشعار.' } },
  missionVision: { screen: 'identity', label: { en: 'Mission and vision', ar: 'الرسالة والرؤية' }, description: { en: 'Mission and vision side by side.', ar: 'الرسالة والرؤية جنبًا إلى جنب.' } },
  identityValues: { screen: 'identity', label: { en: 'Values', ar: 'القيم' }, description: { en: 'The values, one card each.', ar: 'القيم، بطاقة لكل قيمة.' } },
  personality: { screen: 'identity', label: { en: 'Personality', ar: 'الشخصية' }, description: { en: 'Traits of the brand’s personality.', ar: 'سمات شخصية الهوية.' } },
  identitySections: { screen: 'identity', label: { en: 'Identity elements', ar: 'عناصر الهوية' }, description: { en: 'Logo, colours and other elements.', ar: 'الشعار والألوان وعناصر أخرى.' } },
  identityStory: { screen: 'identity', label: { en: 'Identity story', ar: 'قصة الهوية' }, description: { en: 'The story of the identity.', ar: 'قصة الهوية.' } },
  ItemsValue: { screen: 'identity', label: { en: 'Strategy goals', ar: 'أهداف الاستراتيجية' }, description: { en: 'Goals of the strategy as numbered items.', ar: 'أهداف الاستراتيجية في بنود مرقمة.' } },
  Topmanagment: { screen: 'organization', label: { en: 'Top management', ar: 'الإدارة العليا' }, description: { en: 'The top of the organisational chart.', ar: 'أعلى الهيكل التنظيمي.' } },
  OrganizeTeam: { screen: 'organization', label: { en: 'Teams', ar: 'الفرق' }, description: { en: 'Teams of the organisation.', ar: 'فرق المؤسسة.' } },
  LeftSubItems: { screen: 'organization', label: { en: 'Start-side sub-units', ar: 'الوحدات الفرعية (جهة البداية)' }, description: { en: 'Sub-units on the chart’s start side.', ar: 'الوحدات الفرعية في جهة بداية الهيكل.' } },
  LeftItems: { screen: 'organization', label: { en: 'Start-side units', ar: 'الوحدات (جهة البداية)' }, description: { en: 'Units on the chart’s start side.', ar: 'الوحدات في جهة بداية الهيكل.' } },
  RightItems: { screen: 'organization', label: { en: 'End-side units', ar: 'الوحدات (جهة النهاية)' }, description: { en: 'Units on the chart’s end side.', ar: 'الوحدات في جهة نهاية الهيكل.' } },
  FirstRightSubItems: { screen: 'organization', label: { en: 'End-side sub-units (first)', ar: 'الوحدات الفرعية الأولى (جهة النهاية)' }, description: { en: 'First group of sub-units on the end side.', ar: 'المجموعة الأولى من الوحدات الفرعية في جهة النهاية.' } },
  SecRightSubItems: { screen: 'organization', label: { en: 'End-side sub-units (second)', ar: 'الوحدات الفرعية الثانية (جهة النهاية)' }, description: { en: 'Second group of sub-units on the end side.', ar: 'المجموعة الثانية من الوحدات الفرعية في جهة النهاية.' } },
  Title: { screen: 'organization', label: { en: 'Title banner', ar: 'لافتة العنوان' }, description: { en: 'A heading between parts of the page.', ar: 'عنوان بين أجزاء الصفحة.' } },
}

const SCREEN_ORDER = Object.keys(SCREENS) as Screen[]

/** "Screen · name" in each language, e.g. "Event page · Event photo gallery". */
export function styleLabel(style: SectionStyle): Bilingual {
  const { screen, label } = SECTION_STYLE_INFO[style]
  return { en: `${SCREENS[screen].en} · ${label.en}`, ar: `${SCREENS[screen].ar} · ${label.ar}` }
}

/**
 * The select's options: grouped by screen, human labels, the briefed ids as values. The screens' order follows
 * SECTION_STYLES, so the stored list of values (a PostgreSQL enum) keeps its order and needs no migration.
 */
export const sectionStyleOptions = SCREEN_ORDER.flatMap((screen) =>
  SECTION_STYLES.filter((style) => SECTION_STYLE_INFO[style].screen === screen).map((style) => ({
    value: style,
    label: styleLabel(style),
  })),
)

/** The text in the admin's language (Arabic or else English). */
export const inLanguage = (text: Bilingual, language: string) => (language === 'ar' ? text.ar : text.en)
