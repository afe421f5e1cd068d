/**
 * Seasons seed: artwork and the three season pages (category `seasons`): Khareef (AUTUMN), Sarb (SERB) and
 * winter (WINTER). Each page carries its typed `season` (tag, labels, activities, weather places) and the
 * discover banners (section SeasonDiscover).
 */
import type { SeedImage, SeedPage } from '../types'

export const images: SeedImage[] = [
  {
    key: 'season-khareef',
    subject: 'khareef-mountains',
    variant: 0,
    alt: {
      en: 'Illustration of green mountains and meadows in the monsoon mist of the Khareef',
      ar: 'رسم فني لجبال ومروج خضراء يلفها ضباب الخريف',
    },
  },
  {
    key: 'season-khareef-waterfall',
    subject: 'waterfall',
    variant: 4,
    alt: {
      en: 'Illustration of a waterfall tumbling down a green cliff during the Khareef',
      ar: 'رسم فني لشلال ينحدر من جرف أخضر في موسم الخريف',
    },
  },
  {
    key: 'season-khareef-festival',
    subject: 'festival',
    variant: 5,
    alt: {
      en: 'Illustration of a lively festival evening with lights and tents in Salalah',
      ar: 'رسم فني لأمسية مهرجان نابضة بالحياة بأضوائها وخيامها في صلالة',
    },
  },
  {
    key: 'season-sarb',
    subject: 'spring-pool',
    variant: 2,
    alt: {
      en: 'Illustration of a clear spring pool among palms and green hills under a bright blue sky',
      ar: 'رسم فني لبركة عين صافية بين النخيل والتلال الخضراء تحت سماء زرقاء مشرقة',
    },
  },
  {
    key: 'season-sarb-map',
    subject: 'mountain-road',
    variant: 6,
    alt: {
      en: 'Illustration of a road winding through green hills towards the sea on a clear day',
      ar: 'رسم فني لطريق يتعرج بين التلال الخضراء نحو البحر في يوم صافٍ',
    },
  },
  {
    key: 'season-sarb-baobab',
    subject: 'baobab',
    variant: 1,
    alt: {
      en: 'Illustration of massive baobab trees in a green valley',
      ar: 'رسم فني لأشجار تبلدي ضخمة في وادٍ أخضر',
    },
  },
  {
    key: 'season-winter',
    subject: 'beach',
    variant: 7,
    alt: {
      en: 'Illustration of a sunny winter beach with palms, white sand and a calm turquoise sea',
      ar: 'رسم فني لشاطئ مشمس في الشتاء بنخيله ورماله البيضاء وبحره الفيروزي الهادئ',
    },
  },
  {
    key: 'season-winter-desert',
    subject: 'desert-dunes',
    variant: 6,
    alt: {
      en: 'Illustration of golden sand dunes under a clear winter sky',
      ar: 'رسم فني لكثبان رملية ذهبية تحت سماء شتوية صافية',
    },
  },
  {
    key: 'season-winter-heritage',
    subject: 'ruins',
    variant: 8,
    alt: {
      en: 'Illustration of ancient stone ruins by the sea in soft winter light',
      ar: 'رسم فني لأطلال حجرية قديمة بجوار البحر في ضوء شتوي هادئ',
    },
  },
]

export const pages: SeedPage[] = [
  // -------------------------------------------------------------------------------------------------------------
  // Khareef
  // -------------------------------------------------------------------------------------------------------------
  {
    uniqueUrl: 'khareef-season',
    category: 'seasons',
    order: 1,
    image: 'season-khareef',
    title: { en: 'Khareef season', ar: 'موسم الخريف' },
    description: {
      en: 'Mist, drizzle and green mountains, from late June to late September',
      ar: 'ضباب ورذاذ وجبال خضراء، من أواخر يونيو حتى أواخر سبتمبر',
    },
    content: {
      en: `The Khareef is the season that sets Dhofar apart in the Arabian Peninsula. From roughly 21 June to 21 September, the south-west monsoon blows in from the Arabian Sea and brings low clouds, mist and a fine, steady drizzle to the coastal plain of Salalah and to the mountains that face the sea: Jebel Qamar in the west, Jebel Qara above Salalah and Jebel Samhan in the east.

While much of the region is at the height of summer, temperatures in Dhofar stay mild. Within a few weeks the bare slopes turn green, the springs of Ayn Razat, Ayn Jarziz and Ayn Athum run strongly, and in good seasons waterfalls pour down the cliffs of Wadi Darbat. Herders bring their camels and cattle to graze the meadows, and the mountain villages welcome visitors from across Oman and the Gulf.

The season is also a time of celebration. The Khareef Dhofar Festival fills the evenings in Salalah with folk arts, markets and family activities, and the roadside stalls of the Salalah plain sell fresh coconuts, bananas and papayas.

## Good to know

- Drive carefully in fog: use dipped headlights and watch for livestock on the roads.
- The sea is rough during the monsoon: enjoy the coast from viewpoints and do not swim at open beaches.
- Bring a light rain jacket and shoes with a good grip for wet paths.`,
      ar: `الخريف هو الموسم الذي تتفرد به ظفار في شبه الجزيرة العربية. فمن نحو 21 يونيو إلى 21 سبتمبر تهب الرياح الموسمية الجنوبية الغربية من بحر العرب، حاملةً السحب المنخفضة والضباب والرذاذ الخفيف المتواصل إلى سهل صلالة الساحلي والجبال المواجهة للبحر: جبل القمر في الغرب، وجبل القرا المطل على صلالة، وجبل سمحان في الشرق.

وبينما تعيش معظم بلدان المنطقة ذروة الصيف، تبقى درجات الحرارة في ظفار معتدلة. وفي غضون أسابيع قليلة تكتسي السفوح الجرداء بالخضرة، وتتدفق عيون رزات وجرزيز وأثوم، وفي المواسم الغزيرة تنساب الشلالات من جروف وادي دربات. ويسوق الرعاة إبلهم وأبقارهم إلى المروج، وترحب القرى الجبلية بالزوار القادمين من مختلف محافظات سلطنة عُمان ودول الخليج.

والخريف كذلك موسم للاحتفال؛ إذ يملأ مهرجان خريف ظفار أمسيات صلالة بالفنون الشعبية والأسواق والأنشطة العائلية، وتبيع الأكشاك على جوانب الطرق في سهل صلالة النارجيل الطازج والموز والبابايا.

## معلومات مفيدة

- قُد بحذر في الضباب: استخدم الأضواء المنخفضة وانتبه للمواشي على الطرق.
- البحر هائج خلال الرياح الموسمية: استمتع بالساحل من نقاط المشاهدة ولا تسبح في الشواطئ المفتوحة.
- احرص على إحضار سترة خفيفة واقية من المطر وأحذية ذات قبضة جيدة للمسارات المبللة.`,
    },
    seoTitle: { en: 'Khareef season in Dhofar', ar: 'موسم الخريف في ظفار' },
    seoDesc: {
      en: 'The monsoon season in Dhofar: mist, drizzle, green mountains, springs and waterfalls, and the Khareef Dhofar Festival in Salalah.',
      ar: 'موسم الرياح الموسمية في ظفار: ضباب ورذاذ وجبال خضراء وعيون وشلالات، ومهرجان خريف ظفار في صلالة.',
    },
    season: {
      tag: 'AUTUMN',
      tags: [
        { en: 'Mist and drizzle', ar: 'ضباب ورذاذ' },
        { en: 'Green mountains', ar: 'جبال خضراء' },
        { en: 'Waterfalls and springs', ar: 'شلالات وعيون' },
        { en: 'Khareef Dhofar Festival', ar: 'مهرجان خريف ظفار' },
        { en: 'Mild summer', ar: 'صيف معتدل' },
        { en: 'Family trips', ar: 'رحلات عائلية' },
      ],
      activities: [
        {
          title: { en: 'Wadi Darbat', ar: 'وادي دربات' },
          description: {
            en: 'Walk by the lake and pools of the valley above Taqah and see the waterfall when the monsoon is strong.',
            ar: 'تجوّل على ضفاف بحيرة الوادي وبركه فوق طاقة، وشاهد الشلال حين تشتد الأمطار الموسمية.',
          },
        },
        {
          title: { en: 'The springs', ar: 'العيون' },
          description: {
            en: 'Visit Ayn Razat, Ayn Jarziz and Ayn Athum, where fresh water flows among trees and gardens.',
            ar: 'زُر عين رزات وعين جرزيز وعين أثوم، حيث يتدفق الماء العذب بين الأشجار والحدائق.',
          },
        },
        {
          title: { en: 'Khareef Dhofar Festival', ar: 'مهرجان خريف ظفار' },
          description: {
            en: 'Spend an evening of folk arts, markets and family entertainment in Salalah.',
            ar: 'اقضِ أمسية من الفنون الشعبية والأسواق والترفيه العائلي في صلالة.',
          },
        },
        {
          title: { en: 'Mountain drives', ar: 'جولات في الطرق الجبلية' },
          description: {
            en: 'Drive slowly through the green Qara mountains and stop at the viewpoints over the Salalah plain.',
            ar: 'تجوّل بسيارتك على مهل في جبال القرا الخضراء، وتوقف عند نقاط المشاهدة المطلة على سهل صلالة.',
          },
        },
        {
          title: { en: 'Mughsail blowholes', ar: 'نوافير المغسيل' },
          description: {
            en: 'Watch the monsoon waves force jets of spray up through the rock at Mughsail, from the safe viewing area.',
            ar: 'شاهد أمواج الخريف وهي تدفع المياه عبر فتحات الصخر في المغسيل، من منطقة المشاهدة الآمنة.',
          },
        },
        {
          title: { en: 'Meadow picnics', ar: 'نزهات في المروج' },
          description: {
            en: 'Share a family picnic on the green meadows, and take all your litter home with you.',
            ar: 'استمتع بنزهة عائلية على المروج الخضراء، واحرص على حمل مخلفاتك معك.',
          },
        },
      ],
      weatherPlaces: [
        { name: { en: 'Salalah', ar: 'صلالة' }, lat: 17.0194, lng: 54.0897 },
        { name: { en: 'Taqah', ar: 'طاقة' }, lat: 17.0375, lng: 54.3995 },
        { name: { en: 'Mirbat', ar: 'مرباط' }, lat: 16.9926, lng: 54.692 },
        { name: { en: 'Rakhyut', ar: 'رخيوت' }, lat: 16.742, lng: 53.418 },
      ],
    },
    sections: [
      {
        style: 'SeasonDiscover',
        cards: [
          {
            title: { en: 'Discover the green mountains', ar: 'اكتشف الجبال الخضراء' },
            description: {
              en: 'Valleys, springs and waterfalls that come alive with the monsoon: plan your Khareef journey.',
              ar: 'أودية وعيون وشلالات تدب فيها الحياة مع الرياح الموسمية: خطط لرحلتك في الخريف.',
            },
            image: 'season-khareef-waterfall',
            btnTitle: { en: 'Discover Dhofar', ar: 'اكتشف ظفار' },
            link: '/discover-dhofar',
          },
          {
            title: { en: 'Events of the Khareef', ar: 'فعاليات الخريف' },
            description: {
              en: 'Festival evenings, nature walks and mountain rides throughout the season.',
              ar: 'أمسيات المهرجان ومسيرات الطبيعة وجولات الجبال طوال الموسم.',
            },
            image: 'season-khareef-festival',
            btnTitle: { en: 'Upcoming events', ar: 'الفعاليات القادمة' },
            link: '/upcoming-events',
          },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------------------------------
  // Sarb
  // -------------------------------------------------------------------------------------------------------------
  {
    uniqueUrl: 'sarb-season',
    category: 'seasons',
    order: 2,
    image: 'season-sarb',
    title: { en: 'Sarb season', ar: 'موسم الصرب' },
    description: {
      en: 'Clear skies over a green land, from late September to November',
      ar: 'سماء صافية فوق أرض خضراء، من أواخر سبتمبر حتى نوفمبر',
    },
    content: {
      en: `The Sarb is the season that follows the Khareef, from late September to November. As the monsoon withdraws, the mist lifts, the drizzle stops and the sun returns, yet the mountains, meadows and valleys keep the green colour of the rainy months for several weeks. For many people in Dhofar, it is the most beautiful time of the year.

The clear air opens long views from the mountain tops down to the coast. The springs still flow after the rains, the pools of the valleys are full, and the grasslands are at their richest, which makes the Sarb a season of plenty for the herders and their animals.

The sea grows calmer as the season advances, and the beaches of Salalah, Taqah and Mirbat become inviting again. With fewer crowds than at the height of the Khareef, the Sarb is an ideal time for hiking, photography, heritage visits and quiet family trips.

## Good to know

- Days are warm and sunny: bring a hat, sunscreen and plenty of water on walks.
- Some paths may still be damp in the mountains early in the season.
- Swim only at suitable beaches and in calm conditions, and respect any warning signs.`,
      ar: `الصرب هو الموسم الذي يعقب الخريف، ويمتد من أواخر سبتمبر حتى نوفمبر. فمع انحسار الرياح الموسمية يرتفع الضباب ويتوقف الرذاذ وتعود الشمس، في حين تحتفظ الجبال والمروج والأودية بخضرة أشهر المطر عدة أسابيع. ويراه كثيرون في ظفار أجمل أوقات السنة.

ويتيح صفاء الجو إطلالات بعيدة من قمم الجبال حتى الساحل، وتظل العيون جارية بعد الأمطار، وتمتلئ برك الأودية، وتبلغ المراعي أوج خصبها، فيكون الصرب موسم خير للرعاة ومواشيهم.

ويزداد البحر هدوءًا مع تقدم الموسم، فتعود شواطئ صلالة وطاقة ومرباط إلى جاذبيتها. ومع ازدحام أقل مما في ذروة الخريف، يُعدّ الصرب وقتًا مثاليًا للمشي في الطبيعة والتصوير وزيارة المواقع التراثية والرحلات العائلية الهادئة.

## معلومات مفيدة

- الأيام دافئة ومشمسة: احرص على القبعة والواقي من الشمس وكمية كافية من الماء في أثناء المشي.
- قد تبقى بعض المسارات الجبلية رطبة في بداية الموسم.
- لا تسبح إلا في الشواطئ المناسبة وحين يكون البحر هادئًا، والتزم باللوحات التحذيرية.`,
    },
    seoTitle: { en: 'Sarb season in Dhofar', ar: 'موسم الصرب في ظفار' },
    seoDesc: {
      en: 'After the Khareef: clear skies, green mountains, flowing springs and calmer seas in Dhofar from late September to November.',
      ar: 'بعد الخريف: سماء صافية وجبال خضراء وعيون جارية وبحر أهدأ في ظفار من أواخر سبتمبر حتى نوفمبر.',
    },
    season: {
      tag: 'SERB',
      tags: [
        { en: 'Clear skies', ar: 'سماء صافية' },
        { en: 'Green landscapes', ar: 'طبيعة خضراء' },
        { en: 'Flowing springs', ar: 'عيون جارية' },
        { en: 'Calmer seas', ar: 'بحر أهدأ' },
        { en: 'Photography', ar: 'التصوير' },
      ],
      activities: [
        {
          title: { en: 'Hiking in the mountains', ar: 'المشي في الجبال' },
          description: {
            en: 'Follow mountain paths under clear skies, with views over green slopes down to the sea.',
            ar: 'اسلك المسارات الجبلية تحت سماء صافية، بإطلالات على السفوح الخضراء حتى البحر.',
          },
        },
        {
          title: { en: 'The Jebel Samhan viewpoint', ar: 'نقطة مشاهدة جبل سمحان' },
          description: {
            en: 'Drive up to one of the most striking panoramas in Dhofar, over cliffs that drop towards the coast.',
            ar: 'اصعد بسيارتك إلى واحدة من أروع الإطلالات في ظفار، فوق منحدرات تنحدر نحو الساحل.',
          },
        },
        {
          title: { en: 'Springs and pools', ar: 'العيون والبرك' },
          description: {
            en: 'Enjoy the springs of Ayn Razat and Ayn Jarziz while they still flow after the rains.',
            ar: 'استمتع بعين رزات وعين جرزيز وهما لا تزالان جاريتين بعد الأمطار.',
          },
        },
        {
          title: { en: 'The western coast road', ar: 'الطريق الساحلي الغربي' },
          description: {
            en: 'Drive west past Mughsail towards Rakhyut and Dhalkut, where the mountains meet the sea.',
            ar: 'انطلق غربًا مرورًا بالمغسيل نحو رخيوت وضلكوت، حيث تلتقي الجبال بالبحر.',
          },
        },
        {
          title: { en: 'Heritage visits', ar: 'زيارة المواقع التراثية' },
          description: {
            en: 'Explore Al Baleed, Sumhuram and the castles of Taqah and Mirbat in pleasant weather.',
            ar: 'تجوّل في البليد وسمهرم وقلعتي طاقة ومرباط في أجواء لطيفة.',
          },
        },
        {
          title: { en: 'Photography', ar: 'التصوير' },
          description: {
            en: 'Capture green mountains under blue skies, in the soft light of the early morning and late afternoon.',
            ar: 'التقط صور الجبال الخضراء تحت السماء الزرقاء في ضوء الصباح الباكر وآخر النهار.',
          },
        },
      ],
      weatherPlaces: [
        { name: { en: 'Salalah', ar: 'صلالة' }, lat: 17.0194, lng: 54.0897 },
        { name: { en: 'Mughsail', ar: 'المغسيل' }, lat: 16.882, lng: 53.781 },
        { name: { en: 'Mirbat', ar: 'مرباط' }, lat: 16.9926, lng: 54.692 },
        { name: { en: 'Sadah', ar: 'سدح' }, lat: 17.05, lng: 55.065 },
      ],
    },
    sections: [
      {
        style: 'SeasonDiscover',
        cards: [
          {
            title: { en: 'Find your way on the map', ar: 'اعثر على وجهتك على الخريطة' },
            description: {
              en: 'Springs, valleys, beaches and heritage sites in the ten wilayats of Dhofar.',
              ar: 'العيون والأودية والشواطئ والمواقع التراثية في ولايات ظفار العشر.',
            },
            image: 'season-sarb-map',
            btnTitle: { en: 'Interactive map', ar: 'الخريطة التفاعلية' },
            link: '/interactiveMap',
          },
          {
            title: { en: 'Discover Dhofar', ar: 'اكتشف ظفار' },
            description: {
              en: 'From the baobab valleys to the cliffs of Jebel Samhan: ideas for your Sarb journey.',
              ar: 'من أودية أشجار التبلدي إلى منحدرات جبل سمحان: أفكار لرحلتك في موسم الصرب.',
            },
            image: 'season-sarb-baobab',
            btnTitle: { en: 'Discover more', ar: 'اكتشف المزيد' },
            link: '/discover-dhofar',
          },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------------------------------
  // Winter
  // -------------------------------------------------------------------------------------------------------------
  {
    uniqueUrl: 'winter-season',
    category: 'seasons',
    order: 3,
    image: 'season-winter',
    title: { en: 'Winter season', ar: 'موسم الشتاء' },
    description: {
      en: 'Mild, sunny days on the coast and clear nights in the desert, from November to March',
      ar: 'أيام معتدلة مشمسة على الساحل وليالٍ صافية في الصحراء، من نوفمبر حتى مارس',
    },
    content: {
      en: `From November to March, Dhofar enjoys a mild and sunny winter. The days on the coast are warm without being hot, the sea is calm and clear, and the evenings are pleasantly cool. It is the season for the beach, the desert and the open air.

The white beaches of Salalah, Taqah and Mirbat invite swimming, walking and water sports, and boat trips set out along the coast and towards the Hallaniyat Islands, where dolphins are often seen. The lagoons of the coast, such as Khor Rori, welcome migrating birds, among them flamingos.

North of the mountains, winter is the best time to discover the desert: the frankincense trees of Wadi Dawkah, the caravan oasis of Shisr, and the dunes of the Empty Quarter around Muqshin, where the night sky, far from city lights, is full of stars. It is also the season of cruise ships, whose passengers discover Salalah's heritage sites and markets.

## Good to know

- The sun is strong even in winter: use sun protection on the beach and in the desert.
- Desert nights can be cold: bring warm clothes for evening trips.
- Travel to the desert in a suitable vehicle, and tell someone your route.`,
      ar: `من نوفمبر إلى مارس تنعم ظفار بشتاء معتدل مشمس؛ فالأيام على الساحل دافئة دون حر، والبحر هادئ صافٍ، والأمسيات منعشة البرودة. إنه موسم البحر والصحراء والهواء الطلق.

وتدعو شواطئ صلالة وطاقة ومرباط البيضاء إلى السباحة والمشي والرياضات المائية، وتنطلق الرحلات البحرية على امتداد الساحل ونحو جزر الحلانيات، حيث كثيرًا ما تُشاهد الدلافين. وتستقبل الأخوار الساحلية، مثل خور روري، الطيور المهاجرة ومنها طيور النحام (الفلامنجو).

وشمال الجبال يكون الشتاء أنسب الأوقات لاكتشاف الصحراء: أشجار اللبان في وادي دوكة، وواحة القوافل في شصر، وكثبان الربع الخالي حول مقشن، حيث تتلألأ النجوم ليلًا في سماء بعيدة عن أضواء المدن. وهو كذلك موسم السفن السياحية التي يكتشف ركابها المواقع التراثية والأسواق في صلالة.

## معلومات مفيدة

- الشمس قوية حتى في الشتاء: استخدم الواقي من الشمس على الشاطئ وفي الصحراء.
- قد تكون ليالي الصحراء باردة: احمل ملابس دافئة للرحلات المسائية.
- سافر إلى الصحراء بمركبة مناسبة، وأخبر أحدًا بخط سيرك.`,
    },
    seoTitle: { en: 'Winter season in Dhofar', ar: 'موسم الشتاء في ظفار' },
    seoDesc: {
      en: 'Mild, sunny winter in Dhofar: beaches, boat trips, birdwatching, desert adventures and heritage from November to March.',
      ar: 'شتاء معتدل مشمس في ظفار: شواطئ ورحلات بحرية ومراقبة الطيور ومغامرات صحراوية وتراث من نوفمبر حتى مارس.',
    },
    season: {
      tag: 'WINTER',
      tags: [
        { en: 'Sunny days', ar: 'أيام مشمسة' },
        { en: 'Beaches', ar: 'الشواطئ' },
        { en: 'Desert trips', ar: 'رحلات الصحراء' },
        { en: 'Stargazing', ar: 'مراقبة النجوم' },
        { en: 'Birdwatching', ar: 'مراقبة الطيور' },
        { en: 'Heritage', ar: 'التراث' },
      ],
      activities: [
        {
          title: { en: 'Beach days', ar: 'أيام على الشاطئ' },
          description: {
            en: 'Swim, walk and relax on the white beaches of Salalah, Taqah and Mirbat.',
            ar: 'اسبح وتمشَّ واسترخِ على شواطئ صلالة وطاقة ومرباط البيضاء.',
          },
        },
        {
          title: { en: 'Boat trips and dolphins', ar: 'الرحلات البحرية والدلافين' },
          description: {
            en: 'Head out to sea with licensed operators to look for dolphins along the coast and around the Hallaniyat Islands.',
            ar: 'انطلق إلى البحر مع مشغلين مرخصين بحثًا عن الدلافين على امتداد الساحل وحول جزر الحلانيات.',
          },
        },
        {
          title: { en: 'Desert adventures', ar: 'مغامرات الصحراء' },
          description: {
            en: 'Explore the dunes of the Empty Quarter around Muqshin and the caravan oasis of Shisr.',
            ar: 'استكشف كثبان الربع الخالي حول مقشن وواحة القوافل في شصر.',
          },
        },
        {
          title: { en: 'Stargazing', ar: 'مراقبة النجوم' },
          description: {
            en: 'Spend a night in the desert, far from city lights, under a sky full of stars.',
            ar: 'اقضِ ليلة في الصحراء بعيدًا عن أضواء المدن تحت سماء مرصعة بالنجوم.',
          },
        },
        {
          title: { en: 'Birdwatching', ar: 'مراقبة الطيور' },
          description: {
            en: 'Watch flamingos and other migrating birds in the coastal lagoons, such as Khor Rori.',
            ar: 'راقب طيور النحام وغيرها من الطيور المهاجرة في الأخوار الساحلية مثل خور روري.',
          },
        },
        {
          title: { en: 'The Land of Frankincense', ar: 'أرض اللبان' },
          description: {
            en: 'Follow the frankincense route from Al Baleed and Sumhuram on the coast to Wadi Dawkah and Shisr.',
            ar: 'اتبع مسار اللبان من البليد وسمهرم على الساحل إلى وادي دوكة وشصر.',
          },
        },
        {
          title: { en: 'Souqs of Salalah', ar: 'أسواق صلالة' },
          description: {
            en: 'Shop for frankincense, incense burners and perfumes in the Al Haffa souq.',
            ar: 'اقتنِ اللبان والمجامر والعطور من سوق الحافة.',
          },
        },
      ],
      // The winter coast beyond Salalah and the desert trips of the season (the other seasons cover Salalah).
      weatherPlaces: [
        { name: { en: 'Hasik', ar: 'حاسك' }, lat: 17.4592, lng: 55.2464 },
        { name: { en: 'Thumrait', ar: 'ثمريت' }, lat: 17.666, lng: 54.024 },
        { name: { en: 'Shisr', ar: 'شصر' }, lat: 18.256, lng: 53.657 },
        { name: { en: 'Muqshin', ar: 'مقشن' }, lat: 19.55, lng: 54.88 },
      ],
    },
    sections: [
      {
        style: 'SeasonDiscover',
        cards: [
          {
            title: { en: 'Winter adventures', ar: 'مغامرات الشتاء' },
            description: {
              en: 'Desert nights, boat trips and beach sports: see what is coming up this winter.',
              ar: 'ليالي الصحراء والرحلات البحرية والرياضات الشاطئية: تعرّف على ما ينتظرك هذا الشتاء.',
            },
            image: 'season-winter-desert',
            btnTitle: { en: 'Upcoming events', ar: 'الفعاليات القادمة' },
            link: '/upcoming-events',
          },
          {
            title: { en: 'The Land of Frankincense', ar: 'أرض اللبان' },
            description: {
              en: 'Four UNESCO World Heritage sites, from the coast of Salalah to the desert oasis of Shisr.',
              ar: 'أربعة مواقع مدرجة في قائمة التراث العالمي لليونسكو، من ساحل صلالة إلى واحة شصر في الصحراء.',
            },
            image: 'season-winter-heritage',
            btnTitle: { en: 'Explore the map', ar: 'استكشف الخريطة' },
            link: '/interactiveMap',
          },
        ],
      },
    ],
  },
]
