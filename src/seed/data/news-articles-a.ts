/**
 * News articles 1–7 (the newest). Images are defined in `news.ts`. Content is Markdown.
 */
import type { SeedPage } from '../types'

export const newsArticlesA: SeedPage[] = [
  {
    uniqueUrl: 'khareef-season-preparations-completed',
    category: 'news',
    date: { season: 'AUTUMN', day: 0, hour: 10, when: 'last' },
    order: 14,
    classification: 'government',
    image: 'news-khareef-preparations',
    title: {
      en: 'Dhofar completes its preparations to welcome Khareef visitors',
      ar: 'ظفار تستكمل استعداداتها لاستقبال زوار موسم الخريف',
    },
    description: {
      en: "Government entities in the governorate have finished a programme of road, service and safety works ahead of the Khareef season, when mist and drizzle turn Dhofar's mountains green.",
      ar: 'أنهت الجهات الحكومية في المحافظة برنامجًا من أعمال الطرق والخدمات والسلامة استعدادًا لموسم الخريف، حين يكسو الرذاذ والضباب جبال ظفار باللون الأخضر.',
    },
    content: {
      en: `Government entities in Dhofar Governorate have completed their preparations for the Khareef season, which runs roughly from late June to late September. Every year the south-west monsoon brings mist, light drizzle and mild temperatures to the coastal plain and the mountains around Salalah, and visitors arrive from across Oman and the Gulf to enjoy a landscape that turns green within weeks.

## What has been done

- Maintenance of the mountain roads leading to Wadi Darbat, Ayn Razat, Ayn Athum and the Ittin plain, with renewed road markings and reflective signs for driving in fog.
- Additional parking and rest areas at the busiest sites, with public toilets and shaded seating.
- Direction and information signs in Arabic and English at natural and heritage sites.
- Coordination between the police, civil defence, ambulance and health services so that help can reach the main routes quickly.

Drivers on mountain roads are asked to use dipped headlights in fog, keep a safe distance from the vehicle ahead and stop only in designated places, away from the roadside. Camels and cattle graze freely on the green slopes during the season and often cross the road without warning.

The governorate invites visitors to plan their trips with the official website, which lists the season's events, shows the main sites on the interactive map and gives practical information about every wilayat.`,
      ar: `استكملت الجهات الحكومية في محافظة ظفار استعداداتها لموسم الخريف الذي يمتد تقريبًا من أواخر يونيو حتى أواخر سبتمبر. ففي كل عام تحمل الرياح الموسمية الجنوبية الغربية الضباب والرذاذ والأجواء المعتدلة إلى السهل الساحلي والجبال المحيطة بصلالة، فيتوافد الزوار من مختلف محافظات سلطنة عُمان ودول الخليج للاستمتاع بطبيعة تكتسي بالخضرة في غضون أسابيع.

## أبرز ما أُنجز

- صيانة الطرق الجبلية المؤدية إلى وادي دربات وعين رزات وعين أثوم وسهل إتين، وتجديد العلامات الأرضية واللوحات العاكسة التي تعين على القيادة في الضباب.
- توفير مواقف واستراحات إضافية في أكثر المواقع إقبالًا، مزودة بدورات مياه عامة وجلسات مظللة.
- تركيب لوحات إرشادية وتعريفية باللغتين العربية والإنجليزية في المواقع الطبيعية والتراثية.
- التنسيق بين الشرطة والدفاع المدني والإسعاف والخدمات الصحية لضمان سرعة الوصول إلى الطرق الرئيسية عند الحاجة.

ويُهاب بمرتادي الطرق الجبلية استخدام الأضواء المنخفضة في أثناء الضباب، وترك مسافة آمنة بينهم وبين المركبة التي أمامهم، وعدم التوقف إلا في الأماكن المخصصة بعيدًا عن جانب الطريق؛ إذ ترعى الإبل والأبقار بحرية على السفوح الخضراء خلال الموسم، وكثيرًا ما تعبر الطريق فجأة.

وتدعو المحافظة زوارها إلى التخطيط لرحلاتهم عبر الموقع الرسمي الذي يعرض فعاليات الموسم، ويبين أبرز المواقع على الخريطة التفاعلية، ويقدم معلومات عملية عن كل ولاية.`,
    },
    seoTitle: {
      en: 'Dhofar is ready for the Khareef season',
      ar: 'ظفار جاهزة لموسم الخريف',
    },
    seoDesc: {
      en: 'Road maintenance, parking, bilingual signs and emergency coordination: how Dhofar has prepared for Khareef visitors, with safety advice for mountain roads.',
      ar: 'صيانة الطرق والمواقف واللوحات الإرشادية وتنسيق الطوارئ: استعدادات ظفار لزوار الخريف مع إرشادات السلامة على الطرق الجبلية.',
    },
    sections: [
      {
        style: 'NewsImages',
        slider: [
          {
            image: 'news-khareef-preparations',
            title: { en: 'Mountain roads in the mist', ar: 'الطرق الجبلية في الضباب' },
          },
          {
            image: 'news-khareef-preparations-escarpment',
            title: { en: 'The green escarpment above Salalah', ar: 'السفوح الخضراء المطلة على صلالة' },
          },
          {
            image: 'news-khareef-preparations-meadow',
            title: { en: 'Livestock grazing near the road', ar: 'مواشٍ ترعى قرب الطريق' },
          },
        ],
      },
    ],
  },
  {
    uniqueUrl: 'khareef-dhofar-festival-programme',
    category: 'news',
    date: { season: 'AUTUMN', day: 5, hour: 11, when: 'last' },
    order: 13,
    classification: 'tourism',
    image: 'news-festival',
    title: {
      en: "Khareef Dhofar Festival announces this season's programme",
      ar: 'مهرجان خريف ظفار يعلن برنامج فعالياته لهذا الموسم',
    },
    description: {
      en: 'Cultural evenings, traditional arts, family activities and a market for local producers head the festival programme in Salalah throughout the Khareef season.',
      ar: 'تتصدر الأمسيات الثقافية والفنون التقليدية والأنشطة العائلية وسوق المنتجين المحليين برنامج المهرجان في صلالة طوال موسم الخريف.',
    },
    content: {
      en: `The organising committee of the Khareef Dhofar Festival has announced the programme for this season. The festival is the governorate's largest annual gathering and accompanies the Khareef from its first weeks, bringing together culture, entertainment and commerce in Salalah while the mountains are green and the air is cool.

## Highlights of the programme

- **Heritage village**: craftspeople demonstrate traditional skills such as pottery, weaving, the making of incense burners and the harvesting and grading of frankincense.
- **Traditional arts**: evening performances of Dhofari folk arts by local troupes.
- **Family area**: games, workshops and shows for children, with shaded seating for parents.
- **Local producers' market**: home businesses and small enterprises sell food, perfumes, frankincense products and handicrafts.
- **Theatre and poetry nights**: a weekly programme of plays and poetry evenings.

Most activities take place in the late afternoon and evening, when families go out to enjoy the drizzle. The daily schedule and any changes will be published on the governorate's official channels and on the events page of this website.

The committee encourages visitors to use the designated car parks, to follow the directions of the organisers, and to keep the festival grounds and the surrounding green areas clean.`,
      ar: `أعلنت اللجنة المنظمة لمهرجان خريف ظفار برنامج فعاليات هذا الموسم. ويُعدّ المهرجان أكبر تجمع سنوي في المحافظة، إذ يرافق موسم الخريف منذ أسابيعه الأولى، ويجمع الثقافة والترفيه والتجارة في صلالة في الوقت الذي تكتسي فيه الجبال بالخضرة ويعتدل الجو.

## أبرز فقرات البرنامج

- **القرية التراثية**: يعرض فيها الحرفيون مهارات تقليدية مثل صناعة الفخار والنسيج وصناعة المجامر، وجني اللبان وفرزه.
- **الفنون الشعبية**: عروض مسائية للفنون الظفارية تقدمها الفرق الأهلية.
- **ركن العائلة**: ألعاب وورش عمل وعروض للأطفال، مع جلسات مظللة لأولياء الأمور.
- **سوق المنتجين المحليين**: تعرض فيه المشاريع المنزلية والمؤسسات الصغيرة المأكولات والعطور ومنتجات اللبان والمشغولات اليدوية.
- **أمسيات المسرح والشعر**: برنامج أسبوعي من العروض المسرحية والأمسيات الشعرية.

وتُقام معظم الفعاليات في فترتي العصر والمساء، حين تخرج العائلات للاستمتاع بالرذاذ. وسيُنشر الجدول اليومي وأي تعديلات عليه عبر القنوات الرسمية للمحافظة وفي صفحة الفعاليات بهذا الموقع.

وتدعو اللجنة الزوار إلى استخدام المواقف المخصصة، والالتزام بتوجيهات المنظمين، والمحافظة على نظافة موقع المهرجان والمسطحات الخضراء المحيطة به.`,
    },
    seoTitle: {
      en: 'Khareef Dhofar Festival programme',
      ar: 'برنامج مهرجان خريف ظفار',
    },
    seoDesc: {
      en: "Heritage village, folk arts, family area, local producers' market and theatre nights: the Khareef Dhofar Festival programme in Salalah.",
      ar: 'القرية التراثية والفنون الشعبية وركن العائلة وسوق المنتجين المحليين وأمسيات المسرح: برنامج مهرجان خريف ظفار في صلالة.',
    },
    sections: [
      {
        style: 'NewsImages',
        slider: [
          {
            image: 'news-festival',
            title: { en: 'The festival grounds at dusk', ar: 'ساحة المهرجان عند الغروب' },
          },
          {
            image: 'news-festival-market',
            title: { en: "The local producers' market", ar: 'سوق المنتجين المحليين' },
          },
          {
            image: 'news-festival-evening',
            title: { en: 'A misty festival evening', ar: 'أمسية ضبابية في المهرجان' },
          },
        ],
      },
    ],
  },
  {
    uniqueUrl: 'beach-swimming-warning-during-khareef',
    category: 'news',
    date: { season: 'AUTUMN', day: 12, hour: 9, when: 'last' },
    order: 12,
    classification: 'government',
    image: 'news-beach-safety',
    title: {
      en: "Swimming warning for Dhofar's open beaches during the monsoon",
      ar: 'تحذير من السباحة في شواطئ ظفار المفتوحة خلال موسم الخريف',
    },
    description: {
      en: 'High waves and strong currents make the open sea dangerous during the Khareef. Visitors are urged to enjoy the coast from safe viewpoints and to respect warning signs.',
      ar: 'تجعل الأمواج العالية والتيارات القوية البحر المفتوح خطرًا خلال الخريف، ولذا يُدعى الزوار إلى الاستمتاع بالساحل من نقاط المشاهدة الآمنة والتقيد باللوحات التحذيرية.',
    },
    content: {
      en: `With the arrival of the south-west monsoon, the Arabian Sea off Dhofar becomes rough: waves rise, rip currents strengthen and conditions can change within minutes. The competent authorities therefore remind residents and visitors that swimming at open beaches is dangerous throughout the Khareef season, even for experienced swimmers.

## Safety advice

- Do not swim or wade in the open sea, and keep children away from the water's edge.
- Respect warning signs and barriers on beaches and along cliff tops.
- At Mughsail and its natural blowholes, watch the spray from the protected viewing areas and do not climb on wet rocks.
- Do not walk on rocks or breakwaters exposed to waves, and do not fish from them.
- In an emergency, call the emergency number immediately and do not try a rescue without proper equipment.

The beaches of Salalah, Taqah and Mirbat remain beautiful places to visit in this season: the sound of the surf, the mist over the sea and the green hills behind the coast are part of the charm of the Khareef. The warning is about entering the water, not about enjoying the view.

Calm seas usually return after the monsoon, in the Sarb season, when swimming becomes possible again at suitable beaches.`,
      ar: `مع هبوب الرياح الموسمية الجنوبية الغربية يضطرب بحر العرب قبالة سواحل ظفار، فترتفع الأمواج وتشتد التيارات الساحبة، وقد تتغير الأحوال في غضون دقائق. ولذلك تذكّر الجهات المختصة المواطنين والمقيمين والزوار بأن السباحة في الشواطئ المفتوحة خطرة طوال موسم الخريف، حتى على السبّاحين المتمرسين.

## إرشادات السلامة

- عدم السباحة أو الخوض في البحر المفتوح، وإبعاد الأطفال عن حافة الماء.
- التقيد باللوحات التحذيرية والحواجز على الشواطئ وعلى حواف المنحدرات.
- في المغسيل ونوافيرها الطبيعية، مشاهدة اندفاع المياه من أماكن المشاهدة المحمية وعدم تسلق الصخور المبللة.
- عدم المشي على الصخور أو كواسر الأمواج المعرضة للموج، وعدم الصيد من فوقها.
- الاتصال برقم الطوارئ فورًا عند وقوع أي حادث، وعدم محاولة الإنقاذ دون معدات مناسبة.

وتبقى شواطئ صلالة وطاقة ومرباط وجهات جميلة للزيارة في هذا الموسم؛ فهدير الموج والضباب فوق البحر والتلال الخضراء خلف الساحل جزء من سحر الخريف. والتحذير يخص النزول إلى الماء لا الاستمتاع بالمنظر.

وعادةً ما يعود البحر إلى هدوئه بعد انقضاء الرياح الموسمية في موسم الصرب، فتصبح السباحة ممكنة من جديد في الشواطئ المناسبة لها.`,
    },
    seoTitle: {
      en: 'Beach safety in Dhofar during the Khareef',
      ar: 'السلامة على شواطئ ظفار في موسم الخريف',
    },
    seoDesc: {
      en: 'Why swimming at open beaches is dangerous during the monsoon, and how to enjoy Mughsail and the coast of Dhofar safely.',
      ar: 'لماذا تُعدّ السباحة في الشواطئ المفتوحة خطرة خلال الرياح الموسمية، وكيف تستمتع بالمغسيل وساحل ظفار بأمان.',
    },
  },
  {
    uniqueUrl: 'wadi-darbat-visitor-facilities',
    category: 'news',
    date: { season: 'AUTUMN', day: 25, hour: 10, when: 'last' },
    order: 11,
    classification: 'tourism',
    image: 'news-darbat',
    title: {
      en: 'Improved visitor facilities at Wadi Darbat',
      ar: 'تحسين مرافق الزوار في وادي دربات',
    },
    description: {
      en: 'Walkways, viewing points and organised parking make one of the Khareef season’s favourite destinations easier and safer to enjoy.',
      ar: 'ممرات مشاة ونقاط مشاهدة ومواقف منظمة تجعل زيارة إحدى أحب وجهات الخريف إلى الزوار أيسر وأكثر أمانًا.',
    },
    content: {
      en: `Wadi Darbat, in the mountains above Taqah, is among the most visited places in Dhofar during the Khareef. When the monsoon rains feed the valley, its stream fills a chain of pools and a lake, and in good seasons a waterfall pours over the high cliff at the valley's mouth. Herds of camels and cattle graze on the meadows, and families spend whole afternoons by the water.

To cope with the number of visitors, the site has been improved with:

- walkways along the lake shore and paths to the main viewing points;
- organised parking areas with clear signs, to keep vehicles off the meadows;
- additional waste bins and a regular cleaning programme;
- kiosks run by local families offering tea, snacks and local products.

Visitors are asked not to swim in the lake or near the waterfall, where the water is deep and the rocks are slippery, and to stay on marked paths when the ground is wet. Please do not feed the animals, and take your litter home with you.

Wadi Darbat also lies close to Sumhuram and Khor Rori, one of the Land of Frankincense sites, so a visit to the valley can easily be combined with a visit to the ancient port below it.`,
      ar: `يُعدّ وادي دربات، في الجبال المطلة على ولاية طاقة، من أكثر الأماكن زيارةً في ظفار خلال موسم الخريف. فحين تغذي الأمطار الموسمية الوادي يملأ جريانُه سلسلةً من البرك وبحيرةً، وفي المواسم الغزيرة ينساب شلال من فوق الجرف العالي عند مصب الوادي، بينما ترعى قطعان الإبل والأبقار في المروج، وتقضي العائلات أمسيات كاملة على ضفاف الماء.

ولاستيعاب أعداد الزوار، جرى تحسين الموقع بما يأتي:

- ممرات للمشاة على ضفة البحيرة ومسارات تؤدي إلى نقاط المشاهدة الرئيسية؛
- مواقف منظمة للمركبات مزودة بلوحات واضحة، حفاظًا على المروج من دخول السيارات؛
- حاويات إضافية للنفايات وبرنامج منتظم للتنظيف؛
- أكشاك تديرها أسر محلية تقدم الشاي والوجبات الخفيفة والمنتجات المحلية.

ويُرجى من الزوار عدم السباحة في البحيرة أو بالقرب من الشلال، حيث المياه عميقة والصخور زلقة، والالتزام بالمسارات المحددة عندما تكون الأرض مبللة، وعدم إطعام الحيوانات، وحمل مخلفاتهم معهم عند المغادرة.

ويقع وادي دربات أيضًا على مقربة من سمهرم وخور روري، أحد مواقع أرض اللبان، ولذا يمكن الجمع بسهولة بين زيارة الوادي وزيارة الميناء القديم الواقع أسفله.`,
    },
    seoTitle: {
      en: 'Wadi Darbat visitor facilities',
      ar: 'مرافق الزوار في وادي دربات',
    },
    seoDesc: {
      en: 'New walkways, viewing points, parking and kiosks at Wadi Darbat near Taqah, with advice for a safe Khareef visit.',
      ar: 'ممرات ونقاط مشاهدة ومواقف وأكشاك جديدة في وادي دربات بولاية طاقة، مع إرشادات لزيارة آمنة في موسم الخريف.',
    },
  },
  {
    uniqueUrl: 'al-baleed-conservation-works',
    category: 'news',
    date: { days: -35, hour: 12 },
    order: 10,
    classification: 'culture',
    image: 'news-baleed',
    title: {
      en: 'Conservation works continue at Al Baleed Archaeological Park',
      ar: 'استمرار أعمال الصون في متنزه البليد الأثري',
    },
    description: {
      en: 'Specialists are consolidating walls, improving paths and renewing the information panels at the remains of the medieval port city of Zafar in Salalah.',
      ar: 'يعمل المختصون على تدعيم الجدران وتحسين المسارات وتجديد اللوحات التعريفية في أطلال مدينة ظفار التاريخية الواقعة في صلالة.',
    },
    content: {
      en: `A new phase of conservation works is under way at Al Baleed Archaeological Park in Salalah. The park preserves the remains of the medieval port city of Zafar, which traded frankincense, horses and goods across the Indian Ocean, and it is one of the four sites inscribed on the UNESCO World Heritage List in 2000 as the Land of Frankincense.

## The works include

- consolidating exposed stone walls, including those of the great mosque and the citadel area, using materials compatible with the original masonry;
- improving the walking paths and adding shaded rest points;
- renewing the information panels in Arabic and English;
- documenting the remains before and after each intervention.

The Museum of the Frankincense Land, inside the park, remains open throughout the works. Its galleries present the history of Dhofar from prehistory to the present day and the region's long seafaring tradition.

Some parts of the site may be closed for short periods while work is in progress. Visitors are asked to follow the signs and not to walk on the walls or remove any stones or pottery fragments: every piece helps archaeologists to understand the story of the city.`,
      ar: `بدأت مرحلة جديدة من أعمال الصون في متنزه البليد الأثري بصلالة. ويحتضن المتنزه أطلال مدينة ظفار التاريخية التي كانت ميناءً مزدهرًا في العصور الوسطى، تُصدَّر منه السلع واللبان والخيول عبر المحيط الهندي، وهو أحد المواقع الأربعة التي أُدرجت عام 2000 في قائمة التراث العالمي لليونسكو باسم «أرض اللبان».

## تشمل الأعمال

- تدعيم الجدران الحجرية المكشوفة، ومنها جدران الجامع الكبير ومنطقة الحصن، بمواد تتوافق مع البناء الأصلي؛
- تحسين ممرات المشاة وإضافة استراحات مظللة؛
- تجديد اللوحات التعريفية باللغتين العربية والإنجليزية؛
- توثيق الأطلال قبل كل تدخل وبعده.

ويظل متحف أرض اللبان، الواقع داخل المتنزه، مفتوحًا طوال فترة الأعمال، وتعرض قاعاته تاريخ ظفار منذ عصور ما قبل التاريخ حتى اليوم، وإرث المنطقة العريق في الملاحة البحرية.

وقد تُغلق بعض أجزاء الموقع لفترات قصيرة أثناء العمل، ولذا يُرجى من الزوار اتباع اللوحات الإرشادية، وعدم السير على الجدران، وعدم أخذ أي حجر أو كسرة فخار؛ فكل قطعة تساعد علماء الآثار على فهم قصة المدينة.`,
    },
    seoTitle: {
      en: 'Conservation at Al Baleed Archaeological Park',
      ar: 'أعمال الصون في متنزه البليد الأثري',
    },
    seoDesc: {
      en: 'Wall consolidation, new paths and information panels at Al Baleed, the Land of Frankincense site in Salalah; the Museum of the Frankincense Land stays open.',
      ar: 'تدعيم الجدران وممرات ولوحات تعريفية جديدة في البليد، موقع أرض اللبان في صلالة، مع استمرار استقبال متحف أرض اللبان للزوار.',
    },
    sections: [
      {
        style: 'NewsImages',
        slider: [
          {
            image: 'news-baleed',
            title: { en: 'Al Baleed beside its lagoon', ar: 'البليد بجوار الخور' },
          },
          {
            image: 'news-baleed-columns',
            title: { en: 'Excavated walls and column bases', ar: 'جدران وقواعد أعمدة مكتشفة' },
          },
          {
            image: 'news-baleed-frankincense',
            title: { en: 'Frankincense, the source of the city’s wealth', ar: 'اللبان، مصدر ثراء المدينة' },
          },
        ],
      },
    ],
  },
  {
    uniqueUrl: 'land-of-frankincense-visitor-route',
    category: 'news',
    date: { days: -43, hour: 10 },
    order: 9,
    classification: 'culture',
    image: 'news-frankincense-route',
    title: {
      en: 'A signposted visitor route links the Land of Frankincense sites',
      ar: 'مسار سياحي موحّد يربط مواقع أرض اللبان',
    },
    description: {
      en: 'Unified signs and a suggested itinerary guide visitors from the coast at Al Baleed and Sumhuram to Wadi Dawkah and the desert oasis of Shisr.',
      ar: 'لوحات إرشادية موحدة وبرنامج زيارة مقترح يرشدان الزوار من الساحل في البليد وسمهرم إلى وادي دوكة وواحة شصر في الصحراء.',
    },
    content: {
      en: `The four sites of the Land of Frankincense, inscribed together on the UNESCO World Heritage List, tell one story: how the resin of a small tree that grows in Dhofar became one of the most precious goods of the ancient world. A new visitor route now links them with unified signs and a suggested itinerary.

## The four sites

1. **Al Baleed**, on the coast of Salalah: the remains of the medieval port city of Zafar and the Museum of the Frankincense Land.
2. **Sumhuram**, at Khor Rori near Taqah: an ancient fortified port overlooking a lagoon, from which frankincense was shipped.
3. **Wadi Dawkah**, north of the mountains on the road to Thumrait: a protected valley where frankincense trees grow wild.
4. **Shisr**, in the desert: a caravan oasis associated with the legendary city of Ubar, where the caravans gathered before crossing the sands.

The route can be followed in one long day by car, or more comfortably over two days, starting on the coast and ending in the desert. Maps and short descriptions are available on the official website and at the sites.

Visitors are reminded that the frankincense tree is protected. Please do not cut the bark, collect resin or damage the trees, and do not remove anything from the archaeological sites.`,
      ar: `تروي مواقع أرض اللبان الأربعة، المدرجة معًا في قائمة التراث العالمي لليونسكو، قصة واحدة: كيف أصبح صمغ شجرة صغيرة تنمو في ظفار من أثمن السلع في العالم القديم. ويربط بينها الآن مسار سياحي جديد بلوحات إرشادية موحدة وبرنامج زيارة مقترح.

## المواقع الأربعة

1. **البليد** على ساحل صلالة: أطلال مدينة ظفار التاريخية ومتحف أرض اللبان.
2. **سمهرم** عند خور روري بالقرب من طاقة: ميناء قديم محصن يطل على الخور، كان اللبان يُشحن منه.
3. **وادي دوكة** شمال الجبال على طريق ثمريت: وادٍ محمي تنمو فيه أشجار اللبان طبيعيًا.
4. **شصر** في الصحراء: واحة للقوافل ترتبط بمدينة أوبار الأسطورية، كانت القوافل تتجمع فيها قبل عبور الرمال.

ويمكن إتمام المسار بالسيارة في يوم واحد طويل، أو على مدى يومين براحة أكبر، بدءًا من الساحل وانتهاءً بالصحراء. وتتوفر الخرائط والتعريفات الموجزة في الموقع الرسمي وفي المواقع نفسها.

ونذكّر الزوار بأن شجرة اللبان محمية، فيُرجى عدم جرح لحائها أو جمع صمغها أو الإضرار بها، وعدم أخذ أي شيء من المواقع الأثرية.`,
    },
    seoTitle: {
      en: 'Land of Frankincense visitor route',
      ar: 'المسار السياحي لمواقع أرض اللبان',
    },
    seoDesc: {
      en: 'Visit Al Baleed, Sumhuram at Khor Rori, Wadi Dawkah and Shisr on one signposted route through the UNESCO-listed Land of Frankincense.',
      ar: 'زُر البليد وسمهرم في خور روري ووادي دوكة وشصر عبر مسار واحد موحّد يمر بمواقع أرض اللبان المدرجة في قائمة اليونسكو.',
    },
  },
  {
    uniqueUrl: 'logistics-and-investment-forum-salalah',
    category: 'news',
    date: { days: -52, hour: 13 },
    order: 8,
    classification: 'economy',
    image: 'news-forum',
    title: {
      en: 'Forum in Salalah explores logistics and investment opportunities in Dhofar',
      ar: 'ملتقى في صلالة يستعرض فرص الاستثمار والخدمات اللوجستية في ظفار',
    },
    description: {
      en: 'Government entities, companies and investors discussed how the port, the free zones and the airport can attract new projects to the governorate.',
      ar: 'ناقشت الجهات الحكومية والشركات والمستثمرون سبل الاستفادة من الميناء والمناطق الحرة والمطار في استقطاب مشاريع جديدة إلى المحافظة.',
    },
    content: {
      en: `Salalah hosted a forum on logistics and investment in Dhofar, bringing together government entities, companies operating in the governorate, business owners and investors from Oman and abroad.

The sessions focused on Dhofar's position on the Arabian Sea, close to the main shipping lanes between Asia, the Gulf, East Africa and Europe, and on the infrastructure that serves it:

- the **Port of Salalah**, a container transshipment hub with a general cargo terminal;
- the **Salalah Free Zone**, next to the port, with land for industry, logistics and services;
- **Salalah Airport**, which connects the governorate with Muscat and other cities in the region;
- the **Al Mazyunah Free Zone**, on the border with Yemen, which serves trade between the two countries.

Further sessions discussed opportunities in tourism, fisheries and food processing, and ways of linking small and medium enterprises with the supply chains of larger companies. Participants also reviewed the services offered to investors and the procedures for registering a business.

The recommendations of the forum will be followed up by the relevant entities, and the investment opportunities presented are summarised on the economy pages of this website.`,
      ar: `احتضنت صلالة ملتقى حول الخدمات اللوجستية والاستثمار في ظفار، جمع الجهات الحكومية والشركات العاملة في المحافظة وأصحاب الأعمال والمستثمرين من داخل سلطنة عُمان وخارجها.

وركزت الجلسات على موقع ظفار على بحر العرب، بالقرب من خطوط الملاحة الرئيسية بين آسيا والخليج وشرق إفريقيا وأوروبا، وعلى البنية الأساسية التي تخدم هذا الموقع:

- **ميناء صلالة**، مركز لمناولة الحاويات وإعادة شحنها، ويضم محطة للبضائع العامة؛
- **المنطقة الحرة بصلالة**، المجاورة للميناء، وتوفر أراضي للصناعة والخدمات اللوجستية والخدمات الأخرى؛
- **مطار صلالة**، الذي يربط المحافظة بمسقط وبمدن أخرى في المنطقة؛
- **المنطقة الحرة بالمزيونة**، على الحدود مع الجمهورية اليمنية، وتخدم التجارة بين البلدين.

وتناولت جلسات أخرى الفرص المتاحة في السياحة والثروة السمكية والصناعات الغذائية، وسبل ربط المؤسسات الصغيرة والمتوسطة بسلاسل التوريد لدى الشركات الكبرى. كما استعرض المشاركون الخدمات المقدمة للمستثمرين وإجراءات تسجيل الأعمال.

وستتابع الجهات المعنية توصيات الملتقى، فيما تُعرض خلاصة الفرص الاستثمارية التي قُدمت فيه في صفحات الاقتصاد بهذا الموقع.`,
    },
    seoTitle: {
      en: 'Logistics and investment forum in Salalah',
      ar: 'ملتقى الاستثمار والخدمات اللوجستية في صلالة',
    },
    seoDesc: {
      en: "The Port of Salalah, the Salalah and Al Mazyunah free zones and Salalah Airport at the centre of a forum on Dhofar's investment opportunities.",
      ar: 'ميناء صلالة والمنطقتان الحرتان بصلالة والمزيونة ومطار صلالة في صدارة ملتقى حول فرص الاستثمار في ظفار.',
    },
    sections: [
      {
        style: 'NewsImages',
        slider: [
          {
            image: 'news-forum',
            title: { en: 'The forum sessions', ar: 'جلسات الملتقى' },
          },
          {
            image: 'news-forum-port',
            title: { en: 'The Port of Salalah', ar: 'ميناء صلالة' },
          },
          {
            image: 'news-forum-free-zone',
            title: { en: 'The Salalah Free Zone', ar: 'المنطقة الحرة بصلالة' },
          },
        ],
      },
    ],
  },
]
