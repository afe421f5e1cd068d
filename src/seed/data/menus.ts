/**
 * Header and footer menus. URLs are locale-free site paths; the site adds `/ar` for Arabic. Together the two
 * menus reach every screen of the site's route table: detail screens (news, events, seasons, states, economy,
 * open data details) are reached from their list screens and also linked here where a stable page exists.
 */
import type { SeedMenuItem } from '../types'

export const headerMenu: SeedMenuItem[] = [
  { title: { en: 'Home', ar: 'الرئيسية' }, url: '/' },
  {
    title: { en: 'About', ar: 'عن ظفار' },
    url: '/about',
    subItems: [
      { title: { en: 'About Dhofar', ar: 'نبذة عن ظفار' }, url: '/about' },
      { title: { en: 'Wilayats', ar: 'الولايات' }, url: '/states' },
      { title: { en: 'Identity', ar: 'الهوية' }, url: '/Identity' },
      { title: { en: 'Strategy', ar: 'الاستراتيجية' }, url: '/Strategy' },
      { title: { en: 'Organisational structure', ar: 'الهيكل التنظيمي' }, url: '/organizational-structure' },
    ],
  },
  {
    title: { en: 'Discover', ar: 'اكتشف' },
    url: '/discover-dhofar',
    subItems: [
      { title: { en: 'Discover Dhofar', ar: 'اكتشف ظفار' }, url: '/discover-dhofar' },
      { title: { en: 'Interactive map', ar: 'الخريطة التفاعلية' }, url: '/interactiveMap' },
      { title: { en: 'Seasons', ar: 'المواسم' }, url: '/seasons' },
      { title: { en: 'Map of Salalah and Mirbat', ar: 'خريطة صلالة ومرباط' }, url: '/mapLeaflet' },
    ],
  },
  {
    title: { en: 'Economy', ar: 'الاقتصاد' },
    url: '/economy/Tourism-Sector',
    subItems: [
      { title: { en: 'Tourism sector', ar: 'قطاع السياحة' }, url: '/economy/Tourism-Sector' },
      { title: { en: 'Logistics sector', ar: 'قطاع اللوجستيات' }, url: '/economy/Logistics-Sector' },
      { title: { en: 'Fisheries sector', ar: 'قطاع الثروة السمكية' }, url: '/economy/Fisheries-Sector' },
      { title: { en: 'Agriculture sector', ar: 'قطاع الزراعة' }, url: '/economy/Agriculture-Sector' },
      {
        title: { en: 'Industry and mining sector', ar: 'قطاع الصناعة والتعدين' },
        url: '/economy/Industry-And-Mining-Sector',
      },
      { title: { en: 'Investment opportunities', ar: 'فرص الاستثمار' }, url: '/economy/Investment-Opportunities' },
    ],
  },
  {
    title: { en: 'Media', ar: 'المركز الإعلامي' },
    url: '/news-list',
    subItems: [
      { title: { en: 'News', ar: 'الأخبار' }, url: '/news-list' },
      { title: { en: 'Upcoming events', ar: 'الفعاليات القادمة' }, url: '/upcoming-events' },
    ],
  },
  {
    title: { en: 'Services', ar: 'الخدمات' },
    url: '/e-visa',
    subItems: [
      { title: { en: 'E-visa', ar: 'التأشيرة الإلكترونية' }, url: '/e-visa' },
      { title: { en: 'Open data', ar: 'البيانات المفتوحة' }, url: '/open-data' },
      { title: { en: 'Supplier registration', ar: 'تسجيل الموردين' }, url: '/Supplier-registration-services' },
      { title: { en: 'Digital participation', ar: 'المشاركة الإلكترونية' }, url: '/digital-participation' },
      { title: { en: 'FAQ', ar: 'الأسئلة الشائعة' }, url: '/FAQ' },
    ],
  },
]

export const footerMenu: SeedMenuItem[] = [
  {
    title: { en: 'About Dhofar', ar: 'عن ظفار' },
    url: '/about',
    subItems: [
      { title: { en: 'About Dhofar', ar: 'نبذة عن ظفار' }, url: '/about' },
      { title: { en: 'Wilayats', ar: 'الولايات' }, url: '/states' },
      { title: { en: 'Identity', ar: 'الهوية' }, url: '/Identity' },
      { title: { en: 'Strategy', ar: 'الاستراتيجية' }, url: '/Strategy' },
      { title: { en: 'Organisational structure', ar: 'الهيكل التنظيمي' }, url: '/organizational-structure' },
      { title: { en: 'Follow us', ar: 'تابعونا' }, url: '/social' },
    ],
  },
  {
    title: { en: 'Explore', ar: 'استكشف' },
    url: '/discover-dhofar',
    subItems: [
      { title: { en: 'Discover Dhofar', ar: 'اكتشف ظفار' }, url: '/discover-dhofar' },
      { title: { en: 'Interactive map', ar: 'الخريطة التفاعلية' }, url: '/interactiveMap' },
      { title: { en: 'Map of Salalah and Mirbat', ar: 'خريطة صلالة ومرباط' }, url: '/mapLeaflet' },
      { title: { en: 'Seasons', ar: 'المواسم' }, url: '/seasons' },
      { title: { en: 'Upcoming events', ar: 'الفعاليات القادمة' }, url: '/upcoming-events' },
      { title: { en: 'News', ar: 'الأخبار' }, url: '/news-list' },
    ],
  },
  {
    title: { en: 'Economy', ar: 'الاقتصاد' },
    url: '/economy/Tourism-Sector',
    subItems: [
      { title: { en: 'Tourism sector', ar: 'قطاع السياحة' }, url: '/economy/Tourism-Sector' },
      { title: { en: 'Logistics sector', ar: 'قطاع اللوجستيات' }, url: '/economy/Logistics-Sector' },
      { title: { en: 'Fisheries sector', ar: 'قطاع الثروة السمكية' }, url: '/economy/Fisheries-Sector' },
      { title: { en: 'Investment opportunities', ar: 'فرص الاستثمار' }, url: '/economy/Investment-Opportunities' },
    ],
  },
  {
    title: { en: 'Services', ar: 'الخدمات' },
    url: '/e-visa',
    subItems: [
      { title: { en: 'E-visa', ar: 'التأشيرة الإلكترونية' }, url: '/e-visa' },
      { title: { en: 'Open data', ar: 'البيانات المفتوحة' }, url: '/open-data' },
      {
        title: { en: 'Open data licence', ar: 'ترخيص البيانات المفتوحة' },
        url: '/open-data-details/open-data-licence',
      },
      { title: { en: 'Supplier registration', ar: 'تسجيل الموردين' }, url: '/Supplier-registration-services' },
      { title: { en: 'Digital participation', ar: 'المشاركة الإلكترونية' }, url: '/digital-participation' },
      { title: { en: 'FAQ', ar: 'الأسئلة الشائعة' }, url: '/FAQ' },
      { title: { en: 'Search', ar: 'البحث' }, url: '/searchresult' },
      { title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' }, url: '/privacy' },
    ],
  },
]
