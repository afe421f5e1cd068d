/**
 * News seed: classifications, artwork and the 14 news articles (category `news`).
 * The articles themselves live in `news-articles-a.ts` (newest seven) and `news-articles-b.ts` (older seven).
 * `order` runs 1..14 with the newest article highest, so "sort by order, then reverse" and "newest first" agree.
 */
import type { SeedClassification, SeedImage, SeedPage } from '../types'
import { newsArticlesA } from './news-articles-a'
import { newsArticlesB } from './news-articles-b'

export const classifications: SeedClassification[] = [
  { key: 'tourism', name: { en: 'Tourism', ar: 'السياحة' } },
  { key: 'economy', name: { en: 'Economy and investment', ar: 'الاقتصاد والاستثمار' } },
  { key: 'culture', name: { en: 'Culture and heritage', ar: 'الثقافة والتراث' } },
  { key: 'environment', name: { en: 'Environment', ar: 'البيئة' } },
  { key: 'sport', name: { en: 'Sport', ar: 'الرياضة' } },
  { key: 'government', name: { en: 'Governorate affairs', ar: 'شؤون المحافظة' } },
]

export const images: SeedImage[] = [
  {
    key: 'news-khareef-preparations',
    subject: 'mountain-road',
    variant: 1,
    alt: {
      en: 'Illustration of a winding road climbing green Khareef hills in monsoon mist',
      ar: 'رسم فني لطريق جبلي متعرج يصعد بين تلال الخريف الخضراء وسط الضباب',
    },
  },
  {
    key: 'news-khareef-preparations-escarpment',
    subject: 'khareef-mountains',
    variant: 2,
    alt: {
      en: 'Illustration of the green escarpment above the Salalah plain wrapped in low cloud',
      ar: 'رسم فني للسفوح الخضراء المطلة على سهل صلالة وقد لفّتها السحب المنخفضة',
    },
  },
  {
    key: 'news-khareef-preparations-meadow',
    subject: 'cattle-meadow',
    variant: 1,
    alt: {
      en: 'Illustration of cattle grazing on a green meadow beside a mountain road in the Khareef',
      ar: 'رسم فني لأبقار ترعى في مرج أخضر بجوار طريق جبلي في موسم الخريف',
    },
  },
  {
    key: 'news-festival',
    subject: 'festival',
    variant: 1,
    alt: {
      en: 'Illustration of festival grounds in Salalah lit up at dusk, with tents and crowds of visitors',
      ar: 'رسم فني لساحة المهرجان في صلالة مضاءة عند الغروب، تتوزع فيها الخيام وحشود الزوار',
    },
  },
  {
    key: 'news-festival-market',
    subject: 'souq',
    variant: 1,
    alt: {
      en: 'Illustration of market stalls under lanterns selling local crafts and frankincense',
      ar: 'رسم فني لأكشاك سوق تحت الفوانيس تعرض الحرف المحلية واللبان',
    },
  },
  {
    key: 'news-festival-evening',
    subject: 'festival',
    variant: 4,
    alt: {
      en: 'Illustration of families strolling between illuminated tents on a misty festival evening',
      ar: 'رسم فني لعائلات تتجول بين الخيام المضيئة في أمسية ضبابية من أمسيات المهرجان',
    },
  },
  {
    key: 'news-beach-safety',
    subject: 'sea-cliffs',
    variant: 1,
    alt: {
      en: 'Illustration of high monsoon waves breaking against dark coastal cliffs',
      ar: 'رسم فني لأمواج موسمية عالية تتكسر على منحدرات صخرية داكنة عند الساحل',
    },
  },
  {
    key: 'news-darbat',
    subject: 'waterfall',
    variant: 1,
    alt: {
      en: 'Illustration of the waterfall of Wadi Darbat pouring over a green cliff into a lake',
      ar: 'رسم فني لشلال وادي دربات ينساب من فوق جرف أخضر إلى البحيرة',
    },
  },
  {
    key: 'news-baleed',
    subject: 'ruins',
    variant: 1,
    alt: {
      en: 'Illustration of the stone ruins of Al Baleed beside a coastal lagoon',
      ar: 'رسم فني لأطلال البليد الحجرية بجوار خور ساحلي',
    },
  },
  {
    key: 'news-baleed-columns',
    subject: 'ruins',
    variant: 4,
    alt: {
      en: 'Illustration of excavated walls and column bases at an archaeological site under a clear sky',
      ar: 'رسم فني لجدران وقواعد أعمدة مكتشفة في موقع أثري تحت سماء صافية',
    },
  },
  {
    key: 'news-baleed-frankincense',
    subject: 'frankincense',
    variant: 1,
    alt: {
      en: 'Illustration of frankincense resin drops on the bark of a frankincense tree',
      ar: 'رسم فني لحبات اللبان على لحاء شجرة اللبان',
    },
  },
  {
    key: 'news-frankincense-route',
    subject: 'frankincense',
    variant: 2,
    alt: {
      en: 'Illustration of frankincense trees growing wild on a dry, rocky plateau',
      ar: 'رسم فني لأشجار لبان تنمو طبيعيًا على هضبة صخرية جافة',
    },
  },
  {
    key: 'news-forum',
    subject: 'conference',
    variant: 1,
    alt: {
      en: 'Illustration of a conference hall with a stage and large screens during a forum',
      ar: 'رسم فني لقاعة مؤتمرات فيها منصة وشاشات كبيرة أثناء انعقاد ملتقى',
    },
  },
  {
    key: 'news-forum-port',
    subject: 'port',
    variant: 1,
    alt: {
      en: 'Illustration of container cranes and a ship at the quay of the Port of Salalah',
      ar: 'رسم فني لرافعات الحاويات وسفينة راسية على رصيف ميناء صلالة',
    },
  },
  {
    key: 'news-forum-free-zone',
    subject: 'industry',
    variant: 1,
    alt: {
      en: 'Illustration of warehouses and industrial plants in a free zone near the sea',
      ar: 'رسم فني لمستودعات ومصانع في منطقة حرة قرب البحر',
    },
  },
  {
    key: 'news-producers-market',
    subject: 'souq',
    variant: 2,
    alt: {
      en: 'Illustration of a covered market with stalls of incense burners, honey and handicrafts',
      ar: 'رسم فني لسوق مسقوف تصطف فيه أكشاك المجامر والعسل والمشغولات اليدوية',
    },
  },
  {
    key: 'news-samhan',
    subject: 'wadi',
    variant: 2,
    alt: {
      en: 'Illustration of towering limestone cliffs and a deep valley in the Jebel Samhan mountains',
      ar: 'رسم فني لمنحدرات جيرية شاهقة ووادٍ عميق في جبل سمحان',
    },
  },
  {
    key: 'news-bara',
    subject: 'fort',
    variant: 1,
    alt: {
      en: 'Illustration of a mud-brick castle with towers, lit in the evening for a traditional arts night',
      ar: 'رسم فني لقلعة طينية ذات أبراج مضاءة مساءً لأمسية من الفنون التقليدية',
    },
  },
  {
    key: 'news-cruise',
    subject: 'port',
    variant: 2,
    alt: {
      en: 'Illustration of a white cruise ship moored at the port in Salalah on a sunny winter day',
      ar: 'رسم فني لسفينة سياحية بيضاء راسية في ميناء صلالة في يوم شتوي مشمس',
    },
  },
  {
    key: 'news-cruise-beach',
    subject: 'beach',
    variant: 1,
    alt: {
      en: 'Illustration of a white sand beach lined with coconut palms beside a turquoise sea',
      ar: 'رسم فني لشاطئ رملي أبيض تحفه أشجار النارجيل على بحر فيروزي',
    },
  },
  {
    key: 'news-cruise-coconut',
    subject: 'coconut-farm',
    variant: 1,
    alt: {
      en: 'Illustration of a coconut and banana plantation in Salalah with a fruit stall by the road',
      ar: 'رسم فني لمزرعة نارجيل وموز في صلالة وبجانبها كشك فواكه على الطريق',
    },
  },
  {
    key: 'news-beach-sports',
    subject: 'sports',
    variant: 1,
    alt: {
      en: 'Illustration of people running and cycling along the coast on a mild winter morning',
      ar: 'رسم فني لأشخاص يركضون ويقودون الدراجات على امتداد الساحل في صباح شتوي معتدل',
    },
  },
  {
    key: 'news-tree-planting',
    subject: 'fog-forest',
    variant: 1,
    alt: {
      en: 'Illustration of native trees on a mountain slope in soft mist',
      ar: 'رسم فني لأشجار محلية على سفح جبلي يلفّه ضباب خفيف',
    },
  },
  {
    key: 'news-sarb',
    subject: 'cattle-meadow',
    variant: 3,
    alt: {
      en: 'Illustration of a green meadow with grazing cattle under a clear blue Sarb sky',
      ar: 'رسم فني لمرج أخضر ترعى فيه الأبقار تحت سماء الصرب الزرقاء الصافية',
    },
  },
]

/** The 14 news articles, newest first. */
export const pages: SeedPage[] = [...newsArticlesA, ...newsArticlesB]
