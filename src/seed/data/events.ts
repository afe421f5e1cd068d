/**
 * Events seed: artwork and the 14 events (category `events`).
 * The typed `event` field holds categories, season, location, age, time, map and "suitable for" (the brief kept
 * categories and seasons in seoTitle/seoDesc; docs/decisions/0002-content-model.md says why we do not).
 */
import type { L, SeedEvent, SeedImage, SeedPage } from '../types'

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

/** Coordinates of a place plus its OpenStreetMap link. */
function place(lat: number, lng: number): Pick<SeedEvent, 'lat' | 'lng' | 'mapUrl'> {
  return { lat, lng, mapUrl: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=14/${lat}/${lng}` }
}

const ALL_AGES: L = { en: 'All ages', ar: 'جميع الأعمار' }

const FOR = {
  families: { icon: 'families', label: { en: 'Families', ar: 'العائلات' } },
  children: { icon: 'children', label: { en: 'Children', ar: 'الأطفال' } },
  adults: { icon: 'adults', label: { en: 'Adults', ar: 'البالغون' } },
  seniors: { icon: 'seniors', label: { en: 'Seniors', ar: 'كبار السن' } },
  photographers: { icon: 'photographers', label: { en: 'Photographers', ar: 'هواة التصوير' } },
  hikers: { icon: 'hikers', label: { en: 'Hikers', ar: 'هواة المشي في الطبيعة' } },
  students: { icon: 'students', label: { en: 'Students', ar: 'الطلبة' } },
} as const satisfies Record<string, NonNullable<SeedEvent['suitableFor']>[number]>

// ---------------------------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------------------------

export const images: SeedImage[] = [
  // Covers
  {
    key: 'event-khareef-festival',
    subject: 'festival',
    variant: 2,
    alt: {
      en: 'Illustration of the Khareef Dhofar Festival at night, with lit tents, lanterns and crowds',
      ar: 'رسم فني لمهرجان خريف ظفار ليلًا، بخيامه المضاءة وفوانيسه وحشود زواره',
    },
  },
  {
    key: 'event-darbat-walk',
    subject: 'wadi',
    variant: 3,
    alt: {
      en: 'Illustration of the lake of Wadi Darbat between green slopes and cliffs',
      ar: 'رسم فني لبحيرة وادي دربات بين السفوح الخضراء والجروف',
    },
  },
  {
    key: 'event-cycling',
    subject: 'sports',
    variant: 3,
    alt: {
      en: 'Illustration of cyclists riding up a mountain road',
      ar: 'رسم فني لراكبي دراجات يصعدون طريقًا جبليًا',
    },
  },
  {
    key: 'event-frankincense-day',
    subject: 'frankincense',
    variant: 3,
    alt: {
      en: 'Illustration of a frankincense tree with drops of white resin on its trunk',
      ar: 'رسم فني لشجرة لبان تتلألأ على جذعها حبات الصمغ الأبيض',
    },
  },
  {
    key: 'event-mirbat-trek',
    subject: 'sea-cliffs',
    variant: 4,
    alt: {
      en: 'Illustration of a rocky coastline and cliffs beside a calm blue sea near Mirbat',
      ar: 'رسم فني لساحل صخري ومنحدرات بجوار بحر أزرق هادئ قرب مرباط',
    },
  },
  {
    key: 'event-investment-forum',
    subject: 'conference',
    variant: 2,
    alt: {
      en: 'Illustration of a forum hall with a stage, screens and rows of participants',
      ar: 'رسم فني لقاعة ملتقى فيها منصة وشاشات وصفوف من المشاركين',
    },
  },
  {
    key: 'event-coastal-run',
    subject: 'sports',
    variant: 5,
    alt: {
      en: 'Illustration of runners on a coastal road at sunrise',
      ar: 'رسم فني لعدّائين على طريق ساحلي عند شروق الشمس',
    },
  },
  {
    key: 'event-desert-night',
    subject: 'desert-stars',
    variant: 1,
    alt: {
      en: 'Illustration of sand dunes under a night sky full of stars',
      ar: 'رسم فني لكثبان رملية تحت سماء ليلية مرصعة بالنجوم',
    },
  },
  {
    key: 'event-hallaniyat',
    subject: 'islands',
    variant: 1,
    alt: {
      en: 'Illustration of rocky islands rising from a clear blue sea',
      ar: 'رسم فني لجزر صخرية ترتفع من بحر أزرق صافٍ',
    },
  },
  {
    key: 'event-beach-sports',
    subject: 'beach',
    variant: 3,
    alt: {
      en: 'Illustration of a wide sandy beach with palms and a calm sea on a sunny winter day',
      ar: 'رسم فني لشاطئ رملي فسيح تحفه النخيل وبحر هادئ في يوم شتوي مشمس',
    },
  },
  {
    key: 'event-sadah-fisheries',
    subject: 'fishing-boats',
    variant: 1,
    alt: {
      en: 'Illustration of fishing boats drawn up on the shore of a small harbour',
      ar: 'رسم فني لقوارب صيد مسحوبة إلى شاطئ مرفأ صغير',
    },
  },
  {
    key: 'event-local-products',
    subject: 'souq',
    variant: 3,
    alt: {
      en: 'Illustration of exhibition stalls displaying incense burners, perfumes and local food',
      ar: 'رسم فني لأجنحة معرض تعرض المجامر والعطور والمأكولات المحلية',
    },
  },
  {
    key: 'event-arts-night',
    subject: 'fort',
    variant: 3,
    alt: {
      en: 'Illustration of a castle with towers lit at night for a traditional arts performance',
      ar: 'رسم فني لقلعة ذات أبراج مضاءة ليلًا لعرض من الفنون التقليدية',
    },
  },
  {
    key: 'event-sumhuram',
    subject: 'ruins',
    variant: 2,
    alt: {
      en: 'Illustration of the stone walls of an ancient port town above a lagoon',
      ar: 'رسم فني للأسوار الحجرية لمدينة ميناء قديمة تطل على خور',
    },
  },
  // Photo galleries
  {
    key: 'event-festival-gallery-crowds',
    subject: 'festival',
    variant: 6,
    alt: {
      en: 'Illustration of visitors gathering around a stage at the festival grounds',
      ar: 'رسم فني لزوار يتجمعون حول منصة العروض في ساحة المهرجان',
    },
  },
  {
    key: 'event-festival-gallery-market',
    subject: 'souq',
    variant: 4,
    alt: {
      en: 'Illustration of lantern-lit stalls selling crafts and sweets at the festival',
      ar: 'رسم فني لأكشاك مضاءة بالفوانيس تبيع المشغولات والحلويات في المهرجان',
    },
  },
  {
    key: 'event-festival-gallery-lights',
    subject: 'festival',
    variant: 8,
    alt: {
      en: 'Illustration of strings of lights and tents glowing in the evening mist',
      ar: 'رسم فني لأضواء وخيام تتوهج في ضباب المساء',
    },
  },
  {
    key: 'event-baleed-gallery-ruins',
    subject: 'ruins',
    variant: 5,
    alt: {
      en: 'Illustration of the excavated remains of Al Baleed under a clear sky',
      ar: 'رسم فني لأطلال البليد المكتشفة تحت سماء صافية',
    },
  },
  {
    key: 'event-baleed-gallery-resin',
    subject: 'frankincense',
    variant: 4,
    alt: {
      en: 'Illustration of pieces of frankincense resin beside a smoking incense burner',
      ar: 'رسم فني لحبات اللبان بجوار مجمرة يتصاعد منها الدخان',
    },
  },
  {
    key: 'event-baleed-gallery-crafts',
    subject: 'souq',
    variant: 5,
    alt: {
      en: 'Illustration of a craft market with incense burners and woven baskets',
      ar: 'رسم فني لسوق حرفي يعرض المجامر والسلال المنسوجة',
    },
  },
  {
    key: 'event-desert-gallery-dunes',
    subject: 'desert-dunes',
    variant: 1,
    alt: {
      en: 'Illustration of golden dunes at the edge of the Empty Quarter in the late afternoon',
      ar: 'رسم فني لكثبان ذهبية على أطراف الربع الخالي في آخر النهار',
    },
  },
  {
    key: 'event-desert-gallery-camels',
    subject: 'camels',
    variant: 1,
    alt: {
      en: 'Illustration of a line of camels walking across the sand',
      ar: 'رسم فني لقافلة من الإبل تسير على الرمال',
    },
  },
  {
    key: 'event-desert-gallery-stars',
    subject: 'desert-stars',
    variant: 3,
    alt: {
      en: 'Illustration of the Milky Way above a desert camp',
      ar: 'رسم فني لدرب التبانة فوق مخيم صحراوي',
    },
  },
  {
    key: 'event-desert-gallery-sunset',
    subject: 'desert-dunes',
    variant: 4,
    alt: {
      en: 'Illustration of the sun setting behind long ridges of sand',
      ar: 'رسم فني للشمس تغرب خلف سلاسل طويلة من الكثبان الرملية',
    },
  },
  {
    key: 'event-beach-gallery-games',
    subject: 'sports',
    variant: 7,
    alt: {
      en: 'Illustration of young people playing beach games on the sand',
      ar: 'رسم فني لشباب يمارسون الألعاب الشاطئية على الرمال',
    },
  },
  {
    key: 'event-beach-gallery-shore',
    subject: 'beach',
    variant: 5,
    alt: {
      en: 'Illustration of a quiet shore with gentle waves and palms',
      ar: 'رسم فني لشاطئ هادئ بأمواج لطيفة ونخيل',
    },
  },
  {
    key: 'event-beach-gallery-sunset',
    subject: 'sunset',
    variant: 1,
    alt: {
      en: 'Illustration of the sun setting over the sea off the coast of Taqah',
      ar: 'رسم فني لغروب الشمس فوق البحر قبالة ساحل طاقة',
    },
  },
]

// ---------------------------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------------------------

export const pages: SeedPage[] = [
  {
    uniqueUrl: 'khareef-dhofar-festival',
    category: 'events',
    date: { season: 'AUTUMN', day: 10, hour: 16, when: 'next' },
    order: 1,
    image: 'event-khareef-festival',
    title: { en: 'Khareef Dhofar Festival', ar: 'مهرجان خريف ظفار' },
    description: {
      en: 'Evenings of culture, traditional arts, family entertainment and local markets in Salalah throughout the Khareef season.',
      ar: 'أمسيات من الثقافة والفنون التقليدية والترفيه العائلي والأسواق المحلية في صلالة طوال موسم الخريف.',
    },
    content: {
      en: `The Khareef Dhofar Festival is the highlight of the monsoon season in Salalah. While mist and drizzle cover the mountains, the festival grounds come alive every evening with performances, markets and activities for the whole family.

Visitors can explore a heritage village where craftspeople demonstrate traditional skills, enjoy Dhofari folk arts performed by local troupes, taste local dishes, and shop for frankincense, perfumes and handicrafts made by small producers from across the governorate.

The festival opens daily from the late afternoon. Entry arrangements and the full programme are published on the governorate's official channels. Please use the designated car parks and follow the directions of the organisers.`,
      ar: `يُعدّ مهرجان خريف ظفار أبرز ما يميز موسم الخريف في صلالة؛ فبينما يغطي الضباب والرذاذ الجبال، تنبض ساحة المهرجان بالحياة كل مساء بالعروض والأسواق والأنشطة التي تناسب جميع أفراد الأسرة.

ويمكن للزوار التجول في القرية التراثية حيث يعرض الحرفيون مهاراتهم التقليدية، والاستمتاع بالفنون الظفارية الشعبية التي تقدمها الفرق الأهلية، وتذوق الأطباق المحلية، وشراء اللبان والعطور والمشغولات اليدوية التي يصنعها صغار المنتجين من مختلف ولايات المحافظة.

ويفتح المهرجان أبوابه يوميًا من العصر، وتُنشر ترتيبات الدخول والبرنامج الكامل عبر القنوات الرسمية للمحافظة. يُرجى استخدام المواقف المخصصة والالتزام بتوجيهات المنظمين.`,
    },
    event: {
      categories: ['TOURIST', 'HERITAGE'],
      season: 'AUTUMN',
      location: { en: 'Festival grounds, Salalah', ar: 'ساحة المهرجان، صلالة' },
      age: ALL_AGES,
      time: { en: '16:00 – 23:00', ar: '16:00 – 23:00' },
      endsAfter: { hours: 7 },
      ...place(17.0194, 54.0897),
      suitableFor: [FOR.families, FOR.children, FOR.seniors, FOR.photographers],
    },
    sections: [
      {
        style: 'PhotoGallaryEventsDetailsDhofar',
        slider: [
          { image: 'event-festival-gallery-crowds', title: { en: 'The main stage', ar: 'المنصة الرئيسية' } },
          { image: 'event-festival-gallery-market', title: { en: 'The festival market', ar: 'سوق المهرجان' } },
          { image: 'event-festival-gallery-lights', title: { en: 'Evening in the mist', ar: 'أمسية في الضباب' } },
        ],
      },
      {
        style: 'ActivitiesEventDhofar',
        cards: [
          {
            title: { en: 'Heritage village', ar: 'القرية التراثية' },
            description: {
              en: 'Craftspeople demonstrate pottery, weaving, the making of incense burners and the grading of frankincense.',
              ar: 'يعرض الحرفيون صناعة الفخار والنسيج وصناعة المجامر وفرز اللبان.',
            },
          },
          {
            title: { en: 'Folk arts evenings', ar: 'أمسيات الفنون الشعبية' },
            description: {
              en: 'Local troupes perform the traditional arts of Dhofar every evening.',
              ar: 'تقدم الفرق الأهلية الفنون التقليدية الظفارية كل مساء.',
            },
          },
          {
            title: { en: "Children's corner", ar: 'ركن الأطفال' },
            description: {
              en: 'Games, workshops and shows for younger visitors, with shaded seating for parents.',
              ar: 'ألعاب وورش عمل وعروض للزوار الصغار، مع جلسات مظللة لأولياء الأمور.',
            },
          },
          {
            title: { en: "Local producers' market", ar: 'سوق المنتجين المحليين' },
            description: {
              en: 'Frankincense, perfumes, honey, sweets and handicrafts from small producers across Dhofar.',
              ar: 'اللبان والعطور والعسل والحلويات والمشغولات اليدوية من صغار المنتجين في ظفار.',
            },
          },
        ],
      },
    ],
  },
  {
    uniqueUrl: 'wadi-darbat-khareef-nature-walk',
    category: 'events',
    date: { season: 'AUTUMN', day: 30, hour: 8, when: 'next' },
    order: 2,
    image: 'event-darbat-walk',
    title: { en: 'Khareef nature walk in Wadi Darbat', ar: 'مسير الخريف في وادي دربات' },
    description: {
      en: 'A guided morning walk through the meadows and pools of Wadi Darbat, above Taqah, at the height of the monsoon.',
      ar: 'مسير صباحي بصحبة مرشدين بين مروج وادي دربات وبركه، في الجبال المطلة على طاقة، في ذروة موسم الخريف.',
    },
    content: {
      en: `Join local guides for a morning walk through Wadi Darbat, one of the most beautiful valleys of Dhofar in the Khareef. The route follows the stream past meadows, pools and the lake, where camels and cattle graze in the mist, and ends at a viewpoint over the cliff where the waterfall pours in good seasons.

Along the way, the guides explain how the monsoon transforms the mountains, which plants and trees grow on the slopes, and how the families of the area have lived with the seasons for generations.

The walk is of moderate difficulty. The ground can be wet and slippery, so wear shoes with a good grip and bring a light rain jacket. Swimming in the lake and near the waterfall is not allowed.`,
      ar: `انضم إلى المرشدين المحليين في مسير صباحي عبر وادي دربات، أحد أجمل أودية ظفار في موسم الخريف. ويتبع المسار مجرى الماء مرورًا بالمروج والبرك والبحيرة، حيث ترعى الإبل والأبقار وسط الضباب، وينتهي عند نقطة مشاهدة تطل على الجرف الذي ينساب منه الشلال في المواسم الغزيرة.

ويشرح المرشدون في أثناء المسير كيف تغيّر الرياح الموسمية وجه الجبال، وما النباتات والأشجار التي تنمو على السفوح، وكيف عاشت أسر المنطقة مع تعاقب المواسم جيلًا بعد جيل.

والمسير متوسط الصعوبة، وقد تكون الأرض مبللة وزلقة، لذا يُنصح بارتداء أحذية ذات قبضة جيدة وإحضار سترة خفيفة واقية من المطر. وتُمنع السباحة في البحيرة وبالقرب من الشلال.`,
    },
    event: {
      categories: ['ADVENTURES', 'TOURIST'],
      season: 'AUTUMN',
      location: { en: 'Wadi Darbat, Taqah', ar: 'وادي دربات، طاقة' },
      age: { en: '10+', ar: '10 سنوات فأكثر' },
      time: { en: '08:00 – 12:00', ar: '08:00 – 12:00' },
      endsAfter: { hours: 4 },
      ...place(17.099, 54.448),
      suitableFor: [FOR.hikers, FOR.families, FOR.photographers],
    },
    sections: [
      {
        style: 'ActivitiesEventDhofar',
        cards: [
          {
            title: { en: 'Guided valley walk', ar: 'مسير في الوادي مع مرشد' },
            description: {
              en: 'Follow the stream through meadows and past pools with an experienced local guide.',
              ar: 'اتبع مجرى الماء بين المروج والبرك بصحبة مرشد محلي متمرس.',
            },
          },
          {
            title: { en: 'Waterfall viewpoint', ar: 'نقطة مشاهدة الشلال' },
            description: {
              en: 'End the walk above the cliff at the mouth of the valley, with views towards the coast.',
              ar: 'اختتم المسير فوق الجرف عند مصب الوادي بإطلالة على الساحل.',
            },
          },
          {
            title: { en: 'Plants of the Khareef', ar: 'نباتات الخريف' },
            description: {
              en: 'Learn to recognise the trees, shrubs and flowers that the monsoon brings to life.',
              ar: 'تعرّف على الأشجار والشجيرات والأزهار التي تبعث فيها الرياح الموسمية الحياة.',
            },
          },
        ],
      },
    ],
  },
  {
    uniqueUrl: 'khareef-mountain-cycling-challenge',
    category: 'events',
    date: { season: 'AUTUMN', day: 50, hour: 6, when: 'next' },
    order: 3,
    showDate: false,
    image: 'event-cycling',
    title: { en: 'Khareef Mountain Cycling Challenge', ar: 'تحدي الدراجات الجبلية في الخريف' },
    description: {
      en: 'A non-competitive ride for experienced cyclists from the springs east of Salalah up into the green mountains.',
      ar: 'جولة غير تنافسية لراكبي الدراجات المتمرسين، من العيون شرق صلالة صعودًا إلى الجبال الخضراء.',
    },
    content: {
      en: `The Khareef Mountain Cycling Challenge invites experienced cyclists to ride from Ayn Razat, east of Salalah, up the winding roads into the green Qara mountains, in the cool air of the monsoon. The ride is not a race: riders set their own pace, with support vehicles and rest points along the route.

Because the roads are shared with traffic and livestock, the route and the date will be confirmed with the competent authorities and announced once the weather outlook allows. Registration will open at the same time.

Helmets are compulsory, and front and rear lights are required because of the fog. Riders should be able to manage long, steep climbs and wet descents.`,
      ar: `يدعو تحدي الدراجات الجبلية في الخريف راكبي الدراجات المتمرسين إلى الانطلاق من عين رزات شرق صلالة وصعود الطرق المتعرجة نحو جبال القرا الخضراء، في أجواء الخريف المنعشة. والتحدي ليس سباقًا، إذ يختار كل مشارك وتيرته الخاصة، مع مركبات دعم ونقاط استراحة على طول المسار.

ولأن الطرق مشتركة مع المركبات والمواشي، سيُعتمد المسار والموعد بالتنسيق مع الجهات المختصة، ويُعلن عنهما حين تسمح التوقعات الجوية، ويُفتح باب التسجيل في الوقت نفسه.

وارتداء الخوذة إلزامي، كما يلزم تركيب أضواء أمامية وخلفية بسبب الضباب. وينبغي أن يكون المشاركون قادرين على صعود المرتفعات الطويلة الحادة والنزول على الطرق المبللة.`,
    },
    event: {
      categories: ['SPORT', 'ADVENTURES'],
      season: 'AUTUMN',
      location: { en: 'Start at Ayn Razat, east of Salalah', ar: 'الانطلاق من عين رزات، شرق صلالة' },
      age: { en: '16+', ar: '16 سنة فأكثر' },
      time: { en: '06:30 – 11:00', ar: '06:30 – 11:00' },
      endsAfter: { hours: 5 },
      ...place(17.1305, 54.2305),
      suitableFor: [FOR.adults, FOR.hikers],
    },
  },
  {
    uniqueUrl: 'frankincense-heritage-day-al-baleed',
    category: 'events',
    date: { season: 'SERB', day: 20, hour: 16, when: 'next' },
    order: 4,
    image: 'event-frankincense-day',
    title: { en: 'Frankincense Heritage Day at Al Baleed', ar: 'يوم تراث اللبان في البليد' },
    description: {
      en: 'Harvesting demonstrations, talks, guided tours and a craft market celebrating frankincense at Al Baleed Archaeological Park.',
      ar: 'عروض لجني اللبان ومحاضرات وجولات إرشادية وسوق حرفي احتفاءً باللبان في متنزه البليد الأثري.',
    },
    content: {
      en: `As the skies clear after the Khareef, Al Baleed Archaeological Park dedicates an afternoon to frankincense, the resin that made Dhofar famous across the ancient world and gave the Land of Frankincense its place on the UNESCO World Heritage List.

Experienced harvesters show how the bark of the frankincense tree is cut and how the resin is collected and sorted by quality. Short talks explain the trade routes that carried it by sea and by caravan, and guides lead visitors through the remains of the medieval port city of Zafar.

A small market offers frankincense, incense burners and perfumes from local producers, and the Museum of the Frankincense Land stays open for visitors to the event.`,
      ar: `مع صفاء السماء بعد انقضاء الخريف، يخصص متنزه البليد الأثري أمسية للّبان، الصمغ الذي ذاع به صيت ظفار في العالم القديم، والذي منح مواقع أرض اللبان مكانتها في قائمة التراث العالمي لليونسكو.

ويعرض جامعو اللبان المتمرسون طريقة جرح لحاء شجرة اللبان، وكيف يُجمع الصمغ ويُفرز بحسب جودته. وتشرح محاضرات قصيرة طرق التجارة التي حملته بحرًا وعبر القوافل، فيما يرافق المرشدون الزوار في جولة بين أطلال مدينة ظفار التاريخية.

ويعرض سوق صغير اللبان والمجامر والعطور من إنتاج المنتجين المحليين، ويظل متحف أرض اللبان مفتوحًا لزوار الفعالية.`,
    },
    event: {
      categories: ['HERITAGE', 'TOURIST'],
      season: 'SERB',
      location: { en: 'Al Baleed Archaeological Park, Salalah', ar: 'متنزه البليد الأثري، صلالة' },
      age: ALL_AGES,
      time: { en: '16:00 – 21:00', ar: '16:00 – 21:00' },
      endsAfter: { hours: 5 },
      ...place(17.0085, 54.12),
      suitableFor: [FOR.families, FOR.students, FOR.seniors, FOR.photographers],
    },
    sections: [
      {
        style: 'PhotoGallaryEventsDetailsDhofar',
        slider: [
          { image: 'event-baleed-gallery-ruins', title: { en: 'The ruins of Zafar', ar: 'أطلال مدينة ظفار' } },
          { image: 'event-baleed-gallery-resin', title: { en: 'Frankincense resin', ar: 'صمغ اللبان' } },
          { image: 'event-baleed-gallery-crafts', title: { en: 'The craft market', ar: 'السوق الحرفي' } },
        ],
      },
    ],
  },
  {
    uniqueUrl: 'sarb-coastal-trek-mirbat',
    category: 'events',
    date: { season: 'SERB', day: 35, hour: 7, when: 'next' },
    order: 5,
    image: 'event-mirbat-trek',
    title: { en: 'Sarb coastal trek in Mirbat', ar: 'مسير الصرب الساحلي في مرباط' },
    description: {
      en: 'A guided trek along the rocky coast and hills around Mirbat, with views over the old town, its castle and the Arabian Sea.',
      ar: 'مسير بصحبة مرشدين على الساحل الصخري والتلال المحيطة بمرباط، بإطلالات على البلدة القديمة وقلعتها وبحر العرب.',
    },
    content: {
      en: `In the Sarb season the air is clear, the sea calms down and the hills behind the coast are still green: ideal conditions for a trek around Mirbat, one of the oldest ports of Dhofar.

The trek starts near Mirbat Castle, follows the rocky shore and climbs onto the hills for wide views over the bay. It returns through the old town, with its traditional houses and carved wooden windows, and ends at the harbour, where fishermen land their catch.

The route includes rocky and uneven sections and some steep climbs. Bring plenty of water, a hat and sun protection, and wear sturdy walking shoes.`,
      ar: `في موسم الصرب يصفو الجو ويهدأ البحر وتبقى التلال خلف الساحل خضراء، فتكتمل الظروف المثالية لمسير حول مرباط، أحد أقدم موانئ ظفار.

ينطلق المسير من قرب قلعة مرباط، ويتبع الشاطئ الصخري، ثم يصعد إلى التلال حيث الإطلالات الواسعة على الخليج. ويعود عبر البلدة القديمة ببيوتها التقليدية ونوافذها الخشبية المنقوشة، وينتهي عند المرفأ حيث يُنزل الصيادون صيدهم.

ويضم المسار مقاطع صخرية غير مستوية وبعض المرتفعات الحادة، لذا يُنصح بإحضار كمية كافية من الماء وقبعة وواقٍ من الشمس، وارتداء أحذية مشي متينة.`,
    },
    event: {
      categories: ['ADVENTURES'],
      season: 'SERB',
      location: { en: 'Mirbat Castle, Mirbat', ar: 'قلعة مرباط، مرباط' },
      age: { en: '14+', ar: '14 سنة فأكثر' },
      time: { en: '07:00 – 12:00', ar: '07:00 – 12:00' },
      endsAfter: { hours: 5 },
      ...place(16.9935, 54.6915),
      suitableFor: [FOR.hikers, FOR.adults, FOR.photographers],
    },
    sections: [
      {
        style: 'ActivitiesEventDhofar',
        cards: [
          {
            title: { en: 'Coastal path', ar: 'المسار الساحلي' },
            description: {
              en: 'Walk along the rocky shore from the castle, with the sea on one side and the hills on the other.',
              ar: 'امشِ على الشاطئ الصخري انطلاقًا من القلعة، والبحر عن جانب والتلال عن الجانب الآخر.',
            },
          },
          {
            title: { en: 'Hilltop viewpoint', ar: 'الإطلالة من أعلى التل' },
            description: {
              en: 'Climb to a viewpoint over the bay of Mirbat and the open Arabian Sea.',
              ar: 'اصعد إلى نقطة تطل على خليج مرباط وبحر العرب المفتوح.',
            },
          },
          {
            title: { en: 'Old Mirbat', ar: 'مرباط القديمة' },
            description: {
              en: 'Discover the traditional houses of the old town and their carved wooden windows.',
              ar: 'اكتشف بيوت البلدة القديمة التقليدية ونوافذها الخشبية المنقوشة.',
            },
          },
          {
            title: { en: 'The harbour', ar: 'المرفأ' },
            description: {
              en: 'End the trek where the fishermen of Mirbat bring in their catch.',
              ar: 'اختتم المسير حيث يعود صيادو مرباط بصيدهم.',
            },
          },
        ],
      },
    ],
  },
  {
    uniqueUrl: 'dhofar-investment-forum',
    category: 'events',
    date: { season: 'SERB', day: 28, hour: 9, when: 'next' },
    order: 6,
    image: 'event-investment-forum',
    title: { en: 'Dhofar Investment Forum', ar: 'ملتقى ظفار للاستثمار' },
    description: {
      en: 'Sessions and meetings in Salalah on opportunities in logistics, tourism, fisheries, agriculture and industry in the governorate.',
      ar: 'جلسات ولقاءات في صلالة حول الفرص المتاحة في قطاعات الخدمات اللوجستية والسياحة والثروة السمكية والزراعة والصناعة في المحافظة.',
    },
    content: {
      en: `The Dhofar Investment Forum brings together government entities, companies, entrepreneurs and investors to explore opportunities in the governorate's main sectors: logistics around the Port of Salalah and the free zones, tourism across the seasons, fisheries and food processing, agriculture, and industry and mining.

The programme includes panel sessions, presentations of ready projects, and one-to-one meetings in which investors can meet the entities responsible for land, licences and services.

Attendance is free for registered participants. The forum is intended for business owners, investors, professionals and university students interested in the economy of Dhofar.`,
      ar: `يجمع ملتقى ظفار للاستثمار الجهات الحكومية والشركات ورواد الأعمال والمستثمرين لاستكشاف الفرص في القطاعات الرئيسية للمحافظة: الخدمات اللوجستية المرتبطة بميناء صلالة والمناطق الحرة، والسياحة على مدار المواسم، والثروة السمكية والصناعات الغذائية، والزراعة، والصناعة والتعدين.

ويتضمن البرنامج جلسات حوارية، وعروضًا لمشاريع جاهزة للاستثمار، ولقاءات ثنائية يلتقي فيها المستثمرون بالجهات المسؤولة عن الأراضي والتراخيص والخدمات.

والحضور مجاني للمسجلين، والملتقى موجه إلى أصحاب الأعمال والمستثمرين والمهنيين وطلبة الجامعات المهتمين باقتصاد ظفار.`,
    },
    event: {
      categories: ['ECONOMY'],
      season: 'SERB',
      location: { en: 'Salalah', ar: 'صلالة' },
      age: { en: '18+', ar: '18 سنة فأكثر' },
      time: { en: '09:00 – 16:00', ar: '09:00 – 16:00' },
      endsAfter: { hours: 7 },
      ...place(17.0194, 54.0897),
      suitableFor: [FOR.adults, FOR.students],
    },
  },
  {
    uniqueUrl: 'salalah-coastal-run',
    category: 'events',
    date: { season: 'WINTER', day: 45, hour: 6, when: 'next' },
    order: 7,
    image: 'event-coastal-run',
    title: { en: 'Salalah Coastal Run', ar: 'سباق صلالة الساحلي' },
    description: {
      en: 'Morning runs of different distances along the coast of Salalah, for beginners, families and experienced runners.',
      ar: 'سباقات صباحية بمسافات مختلفة على امتداد ساحل صلالة، للمبتدئين والعائلات والعدّائين المتمرسين.',
    },
    content: {
      en: `The Salalah Coastal Run takes advantage of the mild winter mornings to bring runners of all levels to the seafront. Several distances are offered, from a short family run to a longer course for experienced runners, all on a flat route beside the sea.

Water stations, first aid and marshals are provided along the route. Registration is required, and race numbers are collected the day before.

Runners are advised to start at a comfortable pace, drink regularly and wear sun protection, as the sun rises quickly over the coast.`,
      ar: `يستثمر سباق صلالة الساحلي صباحات الشتاء المعتدلة ليجمع العدّائين من جميع المستويات على الواجهة البحرية. ويضم السباق عدة مسافات، من جري عائلي قصير إلى مسافة أطول للعدّائين المتمرسين، وكلها على مسار مستوٍ بمحاذاة البحر.

وتتوفر على طول المسار محطات للمياه وخدمات الإسعافات الأولية ومنظمون لإرشاد المشاركين. والتسجيل المسبق مطلوب، وتُستلم أرقام المشاركة في اليوم السابق للسباق.

ويُنصح المشاركون بالبدء بوتيرة مريحة، وشرب الماء بانتظام، واستخدام الواقي من الشمس، إذ ترتفع الشمس سريعًا فوق الساحل.`,
    },
    event: {
      categories: ['SPORT'],
      season: 'WINTER',
      location: { en: 'Al Haffa seafront, Salalah', ar: 'الواجهة البحرية بالحافة، صلالة' },
      age: { en: '12+', ar: '12 سنة فأكثر' },
      time: { en: '06:00 – 10:00', ar: '06:00 – 10:00' },
      endsAfter: { hours: 4 },
      ...place(17.005, 54.099),
      suitableFor: [FOR.adults, FOR.families, FOR.students],
    },
  },
  {
    uniqueUrl: 'desert-nights-in-muqshin',
    category: 'events',
    date: { season: 'WINTER', day: 75, hour: 15, when: 'next' },
    order: 8,
    image: 'event-desert-night',
    title: { en: 'Desert nights in Muqshin', ar: 'ليالي الصحراء في مقشن' },
    description: {
      en: 'An evening among the dunes at the edge of the Empty Quarter: sunset, camels, a traditional dinner and stargazing.',
      ar: 'أمسية بين الكثبان على أطراف الربع الخالي: غروب الشمس والإبل والعشاء التقليدي ومراقبة النجوم.',
    },
    content: {
      en: `In the far north of the governorate, the wilayat of Muqshin lies at the edge of the Empty Quarter, one of the largest sand deserts in the world. In winter the days are pleasant and the nights are cool and clear, the best time to experience the desert.

The evening begins with a walk on the dunes at sunset and camel rides with local guides. After a traditional dinner around the fire, an astronomy guide points out the constellations, the planets and the Milky Way in a sky far from city lights.

Muqshin is a long drive north from Salalah, so plan your journey in advance and travel in a suitable vehicle. Bring warm clothes: desert nights can be cold in winter.`,
      ar: `في أقصى شمال المحافظة تقع ولاية مقشن على أطراف الربع الخالي، إحدى أكبر الصحاري الرملية في العالم. وفي الشتاء تطيب الأيام وتصفو الليالي وتبرد، فيكون أفضل وقت لخوض تجربة الصحراء.

تبدأ الأمسية بجولة على الكثبان عند الغروب وركوب الإبل بصحبة مرشدين محليين. وبعد عشاء تقليدي حول النار، يدلّ مرشد فلكي المشاركين على الأبراج والكواكب ودرب التبانة في سماء بعيدة عن أضواء المدن.

والطريق إلى مقشن من صلالة طويل باتجاه الشمال، لذا خطط لرحلتك مسبقًا واستخدم مركبة مناسبة، واحرص على إحضار ملابس دافئة، فليالي الصحراء قد تكون باردة في الشتاء.`,
    },
    event: {
      categories: ['ADVENTURES', 'TOURIST'],
      season: 'WINTER',
      location: { en: 'Muqshin, edge of the Empty Quarter', ar: 'مقشن، على أطراف الربع الخالي' },
      age: { en: '6+', ar: '6 سنوات فأكثر' },
      time: { en: '16:00 – 23:00', ar: '16:00 – 23:00' },
      endsAfter: { hours: 8 },
      ...place(19.55, 54.88),
      suitableFor: [FOR.families, FOR.photographers, FOR.adults],
    },
    sections: [
      {
        style: 'PhotoGallaryEventsDetailsDhofar',
        slider: [
          { image: 'event-desert-gallery-dunes', title: { en: 'The dunes of Muqshin', ar: 'كثبان مقشن' } },
          { image: 'event-desert-gallery-camels', title: { en: 'Camel ride at sunset', ar: 'ركوب الإبل عند الغروب' } },
          { image: 'event-desert-gallery-sunset', title: { en: 'Sunset over the sands', ar: 'الغروب فوق الرمال' } },
          { image: 'event-desert-gallery-stars', title: { en: 'The desert sky at night', ar: 'سماء الصحراء ليلًا' } },
        ],
      },
    ],
  },
  {
    uniqueUrl: 'hallaniyat-islands-boat-trip',
    category: 'events',
    date: { season: 'WINTER', day: 90, hour: 7, when: 'next' },
    order: 9,
    showDate: false,
    image: 'event-hallaniyat',
    title: { en: 'Boat trip to the Hallaniyat Islands', ar: 'رحلة بحرية إلى جزر الحلانيات' },
    description: {
      en: 'A day at sea around the Hallaniyat Islands, with dolphins, seabirds and clear water for snorkelling.',
      ar: 'يوم في البحر حول جزر الحلانيات، مع الدلافين والطيور البحرية والمياه الصافية للغطس السطحي.',
    },
    content: {
      en: `Off the coast of the wilayat of Shalim and the Hallaniyat Islands, a group of rugged islands rises from the Arabian Sea. Their waters are among the richest in marine life in Oman: dolphins are often seen, seabirds nest on the cliffs, and the Arabian Sea humpback whale lives in these waters, although sightings are never guaranteed.

The trip is run with licensed boat operators when the sea is calm, usually in winter. The date depends on the marine forecast and will be announced a few days in advance.

Boats keep a respectful distance from dolphins and whales, and participants are asked not to feed or touch marine animals and to leave no waste at sea or on the islands. Life jackets are provided and must be worn on board.`,
      ar: `قبالة ساحل ولاية شليم وجزر الحلانيات ترتفع من بحر العرب مجموعة من الجزر الصخرية الوعرة، وتُعدّ مياهها من أغنى مياه سلطنة عُمان بالحياة البحرية؛ فكثيرًا ما تُشاهد الدلافين، وتعشش الطيور البحرية على منحدراتها، ويعيش الحوت الأحدب العربي في هذه المياه، وإن كانت مشاهدته غير مضمونة.

وتُنظم الرحلة مع مشغلي قوارب مرخصين حين يكون البحر هادئًا، وغالبًا ما يكون ذلك في الشتاء. ويتوقف الموعد على النشرة البحرية، ويُعلن عنه قبل الرحلة ببضعة أيام.

وتحافظ القوارب على مسافة مناسبة من الدلافين والحيتان، ويُطلب من المشاركين عدم إطعام الكائنات البحرية أو لمسها، وعدم ترك أي مخلفات في البحر أو على الجزر. وتُوفَّر سترات النجاة، ويجب ارتداؤها على متن القارب.`,
    },
    event: {
      categories: ['ADVENTURES'],
      season: 'WINTER',
      location: { en: 'Shalim and the Hallaniyat Islands', ar: 'شليم وجزر الحلانيات' },
      age: { en: '12+', ar: '12 سنة فأكثر' },
      time: { en: '07:00 – 16:00', ar: '07:00 – 16:00' },
      endsAfter: { hours: 9 },
      ...place(17.51, 56.02),
      suitableFor: [FOR.adults, FOR.photographers],
    },
    sections: [
      {
        style: 'ActivitiesEventDhofar',
        cards: [
          {
            title: { en: 'Dolphin watching', ar: 'مشاهدة الدلافين' },
            description: {
              en: 'Look out for pods of dolphins riding the bow waves of the boat.',
              ar: 'ترقّب أسراب الدلافين وهي تسبح مع أمواج مقدمة القارب.',
            },
          },
          {
            title: { en: 'Snorkelling', ar: 'الغطس السطحي' },
            description: {
              en: 'Discover reef fish in clear, sheltered water near the islands, with guidance from the crew.',
              ar: 'اكتشف أسماك الشعاب في المياه الصافية المحمية قرب الجزر بإرشاد من طاقم القارب.',
            },
          },
          {
            title: { en: 'Seabirds of the islands', ar: 'طيور الجزر البحرية' },
            description: {
              en: 'Watch the seabirds that nest and rest on the cliffs of the islands.',
              ar: 'راقب الطيور البحرية التي تعشش وتستريح على منحدرات الجزر.',
            },
          },
        ],
      },
    ],
  },
  {
    uniqueUrl: 'taqah-winter-beach-sports-festival',
    category: 'events',
    date: { season: 'WINTER', day: 100, hour: 15, when: 'next' },
    order: 10,
    image: 'event-beach-sports',
    title: { en: 'Winter Beach Sports Festival in Taqah', ar: 'مهرجان الرياضات الشاطئية الشتوي في طاقة' },
    description: {
      en: 'Beach football, volleyball, kite flying and family games on the beach of Taqah in the mild winter sun.',
      ar: 'كرة القدم الشاطئية والكرة الطائرة والطائرات الورقية والألعاب العائلية على شاطئ طاقة تحت شمس الشتاء المعتدلة.',
    },
    content: {
      en: `The long sandy beach of Taqah hosts a festival of beach sports for all the family in the heart of the winter season, when the sea is calm and the afternoons are warm and sunny.

Teams from the wilayats of Dhofar compete in beach football and volleyball tournaments, while children and families take part in relay races, tug of war, kite flying and sandcastle building. The day ends with a traditional arts performance at sunset.

Participation in the family games is open to all on the day; teams for the tournaments register in advance. Swimming is allowed only in the marked area, under the supervision of lifeguards.`,
      ar: `يستضيف شاطئ طاقة الرملي الطويل مهرجانًا للرياضات الشاطئية لجميع أفراد الأسرة في قلب موسم الشتاء، حين يكون البحر هادئًا وتكون فترات العصر دافئة مشمسة.

وتتنافس فرق من ولايات ظفار في بطولتي كرة القدم الشاطئية والكرة الطائرة، بينما يشارك الأطفال والعائلات في سباقات التتابع وشد الحبل وإطلاق الطائرات الورقية وبناء القلاع الرملية. ويُختتم اليوم بعرض للفنون التقليدية عند الغروب.

والمشاركة في الألعاب العائلية متاحة للجميع في يوم الفعالية، أما فرق البطولات فتسجل مسبقًا. ولا يُسمح بالسباحة إلا في المنطقة المحددة وتحت إشراف المنقذين.`,
    },
    event: {
      categories: ['SPORT', 'TOURIST'],
      season: 'WINTER',
      location: { en: 'Taqah beach, Taqah', ar: 'شاطئ طاقة، طاقة' },
      age: ALL_AGES,
      time: { en: '15:00 – 19:00', ar: '15:00 – 19:00' },
      endsAfter: { hours: 4 },
      ...place(17.035, 54.395),
      suitableFor: [FOR.families, FOR.children, FOR.students],
    },
    sections: [
      {
        style: 'PhotoGallaryEventsDetailsDhofar',
        slider: [
          { image: 'event-beach-gallery-games', title: { en: 'Beach games', ar: 'الألعاب الشاطئية' } },
          { image: 'event-beach-gallery-shore', title: { en: 'The beach of Taqah', ar: 'شاطئ طاقة' } },
          { image: 'event-beach-gallery-sunset', title: { en: 'Sunset over the sea', ar: 'الغروب فوق البحر' } },
        ],
      },
    ],
  },
  {
    uniqueUrl: 'sadah-fisheries-and-sea-heritage-day',
    category: 'events',
    date: { season: 'WINTER', day: 110, hour: 9, when: 'next' },
    order: 11,
    showDate: false,
    image: 'event-sadah-fisheries',
    title: { en: 'Fisheries and Sea Heritage Day in Sadah', ar: 'يوم الثروة السمكية والتراث البحري في سدح' },
    description: {
      en: 'The fishermen of Sadah open their harbour to visitors to share traditional fishing skills and the story of the regulated abalone harvest.',
      ar: 'يفتح صيادو سدح مرفأهم للزوار ليعرّفوهم بمهارات الصيد التقليدية وبقصة موسم جمع الصفيلح المنظَّم.',
    },
    content: {
      en: `The coast of Sadah, east of Mirbat, is one of the places in Oman where abalone (known locally as sufailah) is found. Its harvest is allowed only during a short season set each year by the authorities, to protect the stock, and it remains an important source of income and a living tradition for the coastal communities.

During the day, fishermen demonstrate the making and mending of nets and traps and the traditional drying of sardines, and explain the rules that keep fishing sustainable. Visitors can tour the harbour, buy fresh fish at the market and taste local seafood dishes.

The event is timed to coincide with the fishing season, and its date will be announced once the season has been set.`,
      ar: `يُعدّ ساحل سدح، شرق مرباط، من الأماكن التي يوجد فيها الصفيلح في سلطنة عُمان. ولا يُسمح بجمعه إلا خلال موسم قصير تحدده الجهات المختصة كل عام حفاظًا على مخزونه، ولا يزال مصدر دخل مهمًا وتقليدًا حيًّا لدى المجتمعات الساحلية.

وخلال الفعالية يعرض الصيادون صناعة الشباك والقراقير وإصلاحها، والتجفيف التقليدي للسردين، ويشرحون الضوابط التي تضمن استدامة الصيد. ويمكن للزوار التجول في المرفأ وشراء الأسماك الطازجة من السوق وتذوق الأطباق البحرية المحلية.

ويُحدد موعد الفعالية بما يتزامن مع موسم الصيد، وسيُعلن عنه بعد اعتماد مواعيد الموسم.`,
    },
    event: {
      categories: ['ECONOMY', 'HERITAGE'],
      season: 'WINTER',
      location: { en: 'Sadah harbour, Sadah', ar: 'مرفأ سدح، سدح' },
      age: ALL_AGES,
      time: { en: '09:00 – 14:00', ar: '09:00 – 14:00' },
      endsAfter: { hours: 5 },
      ...place(17.05, 55.065),
      suitableFor: [FOR.families, FOR.students, FOR.photographers],
    },
  },
  {
    uniqueUrl: 'dhofar-local-products-exhibition',
    category: 'events',
    date: { season: 'AUTUMN', day: 60, hour: 17, when: 'last' },
    order: 12,
    image: 'event-local-products',
    title: { en: 'Dhofar Local Products Exhibition', ar: 'معرض ظفار للمنتجات المحلية' },
    description: {
      en: 'Small producers from the wilayats of Dhofar presented food, frankincense products, perfumes and crafts in Salalah during the Khareef.',
      ar: 'عرض صغار المنتجين من ولايات ظفار المأكولات ومنتجات اللبان والعطور والمشغولات الحرفية في صلالة خلال موسم الخريف.',
    },
    content: {
      en: `The Dhofar Local Products Exhibition brought together home businesses, farmers, fishermen's families and craftspeople from the wilayats of the governorate, giving Khareef visitors the chance to buy directly from the people who make the products.

On display were frankincense and its products, incense burners, perfumes, mountain honey, coconut and dairy products, dried fish, palm-leaf weaving and embroidered clothing. Workshops for exhibitors covered packaging, pricing and online sales.

Thank you to all the exhibitors and visitors. Details of the next edition will be announced on this website.`,
      ar: `جمع معرض ظفار للمنتجات المحلية أصحاب المشاريع المنزلية والمزارعين وأسر الصيادين والحرفيين من ولايات المحافظة، وأتاح لزوار الخريف الشراء مباشرةً ممن يصنعون هذه المنتجات.

وضمت المعروضات اللبان ومنتجاته والمجامر والعطور وعسل الجبال ومنتجات النارجيل والألبان والأسماك المجففة والسعفيات والملابس المطرزة، فيما تناولت ورش العمل المخصصة للعارضين التغليف والتسعير والبيع عبر الإنترنت.

نشكر جميع العارضين والزوار، وستُعلن تفاصيل النسخة القادمة في هذا الموقع.`,
    },
    event: {
      categories: ['ECONOMY', 'TOURIST'],
      season: 'AUTUMN',
      location: { en: 'Al Haffa, Salalah', ar: 'الحافة، صلالة' },
      age: ALL_AGES,
      time: { en: '17:00 – 22:00', ar: '17:00 – 22:00' },
      endsAfter: { hours: 5 },
      ...place(17.006, 54.106),
      suitableFor: [FOR.families, FOR.seniors, FOR.adults],
    },
  },
  {
    uniqueUrl: 'traditional-arts-night-taqah-castle',
    category: 'events',
    date: { season: 'SERB', day: 30, hour: 19, when: 'last' },
    order: 13,
    image: 'event-arts-night',
    title: { en: 'Traditional Arts Night at Taqah Castle', ar: 'ليلة الفنون التقليدية في قلعة طاقة' },
    description: {
      en: "An evening of Dhofari folk arts, including Al Bar'ah, in the courtyard of Taqah Castle.",
      ar: 'أمسية من الفنون الشعبية الظفارية، ومنها فن البرعة، في فناء قلعة طاقة.',
    },
    content: {
      en: `Taqah Castle, a historic fortified residence that now welcomes visitors as a museum, hosted an evening of Dhofari folk arts in its courtyard. Local troupes performed Al Bar'ah, the dance and music of the Dhofar mountains recognised by UNESCO as intangible cultural heritage, together with other traditional arts of the coast and the mountains.

Before the performance, visitors toured the rooms of the castle, which show how a prominent family lived in the past, and heard a short introduction to the history of the arts presented that night.

Thank you to the performers and to everyone who attended. More evenings of traditional arts are listed on the events page.`,
      ar: `استضافت قلعة طاقة، وهي حصن سكني تاريخي يستقبل الزوار اليوم متحفًا، أمسية من الفنون الشعبية الظفارية في فنائها. وقدمت الفرق الأهلية فن البرعة، فن الرقص والموسيقى في جبال ظفار الذي أدرجته اليونسكو ضمن التراث الثقافي غير المادي، إلى جانب فنون تقليدية أخرى من الساحل والجبل.

وقبل العرض تجول الزوار في غرف القلعة التي تبيّن كيف كانت تعيش إحدى الأسر البارزة في الماضي، واستمعوا إلى تعريف موجز بتاريخ الفنون التي قُدمت تلك الليلة.

نشكر المؤدين وجميع الحضور، ويمكن الاطلاع على مزيد من أمسيات الفنون التقليدية في صفحة الفعاليات.`,
    },
    event: {
      categories: ['HERITAGE'],
      season: 'SERB',
      location: { en: 'Taqah Castle, Taqah', ar: 'قلعة طاقة، طاقة' },
      age: ALL_AGES,
      time: { en: '19:00 – 22:00', ar: '19:00 – 22:00' },
      endsAfter: { hours: 3 },
      ...place(17.0386, 54.4006),
      suitableFor: [FOR.families, FOR.seniors, FOR.students],
    },
  },
  {
    uniqueUrl: 'sumhuram-khor-rori-guided-tour',
    category: 'events',
    date: { season: 'WINTER', day: 55, hour: 9, when: 'next' },
    order: 14,
    image: 'event-sumhuram',
    title: { en: 'Guided tour of Sumhuram and Khor Rori', ar: 'جولة إرشادية في سمهرم وخور روري' },
    description: {
      en: 'A guided morning tour of the ancient frankincense port of Sumhuram, overlooking the lagoon of Khor Rori near Taqah.',
      ar: 'جولة صباحية بصحبة مرشد في سمهرم، ميناء اللبان القديم المطل على خور روري قرب طاقة.',
    },
    content: {
      en: `Sumhuram stands on a rocky hill above Khor Rori, a lagoon near Taqah that once opened to the sea. In antiquity it was a fortified port from which frankincense was shipped, and today it is one of the four sites of the Land of Frankincense on the UNESCO World Heritage List.

A guide leads visitors through the remains of the city walls and gate, the houses and the temple, and explains how archaeologists have pieced together the life of the town. From the walls there are views over the lagoon, where flamingos and other migrating birds gather in winter.

The tour is mostly on foot over uneven ground, so comfortable shoes and a hat are recommended.`,
      ar: `تقوم سمهرم على تل صخري يطل على خور روري، وهو خور قرب طاقة كان في الماضي مفتوحًا على البحر. وقد كانت في العصور القديمة ميناءً محصنًا يُشحن منه اللبان، وهي اليوم أحد مواقع أرض اللبان الأربعة المدرجة في قائمة التراث العالمي لليونسكو.

ويرافق المرشد الزوار بين بقايا أسوار المدينة وبوابتها ومساكنها ومعبدها، ويشرح كيف أعاد علماء الآثار رسم صورة الحياة فيها. ومن فوق الأسوار تنفتح الإطلالة على الخور، حيث تتجمع طيور النحام (الفلامنجو) وغيرها من الطيور المهاجرة في الشتاء.

ومعظم الجولة سيرًا على الأقدام فوق أرض غير مستوية، لذا يُنصح بارتداء أحذية مريحة وقبعة.`,
    },
    event: {
      categories: ['HERITAGE', 'TOURIST'],
      season: 'WINTER',
      location: { en: 'Sumhuram, Khor Rori, Taqah', ar: 'سمهرم، خور روري، طاقة' },
      age: { en: '8+', ar: '8 سنوات فأكثر' },
      time: { en: '09:00 – 11:30', ar: '09:00 – 11:30' },
      endsAfter: { hours: 2, minutes: 30 },
      ...place(17.039, 54.433),
      suitableFor: [FOR.families, FOR.students, FOR.photographers],
    },
  },
]
