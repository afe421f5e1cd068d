/**
 * News articles 8–14 (the older ones). Images are defined in `news.ts`. Content is Markdown.
 */
import type { SeedPage } from '../types'

export const newsArticlesB: SeedPage[] = [
  {
    uniqueUrl: 'local-producers-market-salalah',
    category: 'news',
    date: { days: -60, hour: 17 },
    order: 7,
    classification: 'economy',
    image: 'news-producers-market',
    title: {
      en: 'Seasonal market for local producers opens in Salalah',
      ar: 'افتتاح سوق موسمي للمنتجين المحليين في صلالة',
    },
    description: {
      en: 'Home businesses, craftspeople and small enterprises from across the governorate are selling frankincense products, perfumes, honey, food and handicrafts.',
      ar: 'تعرض المشاريع المنزلية والحرفيون والمؤسسات الصغيرة من مختلف ولايات المحافظة منتجات اللبان والعطور والعسل والمأكولات والمشغولات اليدوية.',
    },
    content: {
      en: `A seasonal market for local producers has opened in Salalah, giving home businesses, craftspeople and small enterprises from the wilayats of Dhofar a place to meet customers directly.

## What you will find

- frankincense of different grades, incense burners and perfumes made with local ingredients;
- mountain honey and traditional sweets;
- coconut products and seasonal fruit from the farms of the Salalah plain;
- palm-leaf weaving, pottery, embroidery and traditional clothing;
- home-cooked Dhofari dishes.

The market is part of the governorate's efforts to support small and medium enterprises and to turn traditional skills into a source of income, especially for young people and for women who work from home. Stall holders also receive short training sessions on pricing, packaging and selling online.

The market opens every evening except Friday. Producers who wish to take part in the next edition can register through the official channels of the governorate, where the conditions for participation are published.`,
      ar: `افتُتح في صلالة سوق موسمي للمنتجين المحليين، يتيح للمشاريع المنزلية والحرفيين والمؤسسات الصغيرة من ولايات ظفار فرصة لقاء زبائنهم مباشرةً.

## ماذا ستجد في السوق؟

- اللبان بدرجاته المختلفة، والمجامر، والعطور المصنوعة من مكونات محلية؛
- عسل الجبال والحلويات التقليدية؛
- منتجات النارجيل والفواكه الموسمية من مزارع سهل صلالة؛
- منتجات السعفيات والفخار والتطريز والملابس التقليدية؛
- الأطباق الظفارية المنزلية.

ويأتي السوق ضمن جهود المحافظة لدعم المؤسسات الصغيرة والمتوسطة، وتحويل المهارات التقليدية إلى مصدر للدخل، ولا سيما للشباب وللنساء العاملات من منازلهن. ويحصل أصحاب الأكشاك كذلك على جلسات تدريبية قصيرة في التسعير والتغليف والبيع عبر الإنترنت.

ويفتح السوق أبوابه مساء كل يوم عدا الجمعة. ويمكن للمنتجين الراغبين في المشاركة في النسخة القادمة التسجيل عبر القنوات الرسمية للمحافظة، حيث تُنشر شروط المشاركة.`,
    },
    seoTitle: {
      en: "Local producers' market in Salalah",
      ar: 'سوق المنتجين المحليين في صلالة',
    },
    seoDesc: {
      en: 'Frankincense, perfumes, honey, coconut products and handicrafts from small producers across Dhofar at a seasonal market in Salalah.',
      ar: 'اللبان والعطور والعسل ومنتجات النارجيل والمشغولات اليدوية من صغار المنتجين في ظفار في سوق موسمي بصلالة.',
    },
  },
  {
    uniqueUrl: 'jebel-samhan-wildlife-awareness',
    category: 'news',
    date: { days: -68, hour: 9 },
    order: 6,
    classification: 'environment',
    image: 'news-samhan',
    title: {
      en: 'Awareness campaign to protect wildlife in Jebel Samhan',
      ar: 'حملة توعوية لحماية الحياة الفطرية في جبل سمحان',
    },
    description: {
      en: 'The campaign asks visitors to the Jebel Samhan Nature Reserve to respect the habitat of the Arabian leopard and other rare animals.',
      ar: 'تدعو الحملة زوار محمية جبل سمحان الطبيعية إلى احترام موائل النمر العربي وغيره من الحيوانات النادرة.',
    },
    content: {
      en: `An awareness campaign has been launched for visitors to the Jebel Samhan Nature Reserve, in the east of the governorate above Mirbat and Sadah. The reserve protects a rugged landscape of limestone plateaus, deep valleys and sheer cliffs, and it is one of the last refuges of the Arabian leopard, a critically endangered animal that is rarely seen.

The mountains are also home to the Nubian ibex, the Arabian gazelle, the striped hyena and many birds of prey, as well as plants found in few other places.

## How you can help

- Stay on roads and marked tracks, and do not drive across open ground.
- Never hunt, chase or feed wild animals.
- Take all litter away with you; food waste attracts animals to roads and camps.
- Do not light fires in vegetated areas.
- If you see a leopard or find signs of one, note the place and time and report it to the environmental authorities.

The viewpoint on Jebel Samhan offers one of the most striking panoramas in Dhofar, over cliffs that drop towards the coastal plain. The campaign invites visitors to enjoy it while helping to keep the mountain wild.`,
      ar: `أُطلقت حملة توعوية موجهة إلى زوار محمية جبل سمحان الطبيعية، الواقعة في شرق المحافظة فوق ولايتي مرباط وسدح. وتحمي المحمية تضاريس وعرة من الهضاب الجيرية والأودية العميقة والمنحدرات الشاهقة، وتُعدّ من آخر معاقل النمر العربي، وهو حيوان مهدد بالانقراض بدرجة حرجة ونادرًا ما يُشاهد.

وتعيش في هذه الجبال أيضًا الوعول النوبية والغزلان العربية والضباع المخططة وكثير من الطيور الجارحة، إضافة إلى نباتات لا توجد إلا في أماكن قليلة من العالم.

## كيف تساعد؟

- التزم بالطرق والمسارات المحددة، ولا تقد سيارتك في الأراضي المفتوحة.
- لا تصطد الحيوانات البرية ولا تطاردها ولا تطعمها.
- احمل مخلفاتك معك، فبقايا الطعام تجذب الحيوانات إلى الطرق والمخيمات.
- لا تشعل النار في المناطق ذات الغطاء النباتي.
- إذا رأيت نمرًا أو وجدت آثارًا له، فدوّن المكان والوقت وأبلغ الجهات البيئية المختصة.

وتقدم نقطة المشاهدة في جبل سمحان واحدة من أروع الإطلالات في ظفار، على منحدرات تنحدر نحو السهل الساحلي. وتدعو الحملة الزوار إلى الاستمتاع بها مع الإسهام في الحفاظ على الجبل بريًّا كما هو.`,
    },
    seoTitle: {
      en: 'Protecting wildlife in Jebel Samhan',
      ar: 'حماية الحياة الفطرية في جبل سمحان',
    },
    seoDesc: {
      en: 'How visitors to the Jebel Samhan Nature Reserve can help protect the Arabian leopard, the Nubian ibex and other wildlife of Dhofar.',
      ar: 'كيف يسهم زوار محمية جبل سمحان في حماية النمر العربي والوعل النوبي وغيرهما من الحياة الفطرية في ظفار.',
    },
  },
  {
    uniqueUrl: 'al-barah-traditional-arts-evenings',
    category: 'news',
    date: { days: -77, hour: 19 },
    order: 5,
    classification: 'culture',
    image: 'news-bara',
    title: {
      en: "Evenings of Dhofari traditional arts celebrate Al Bar'ah",
      ar: 'أمسيات للفنون الظفارية التقليدية تحتفي بفن البرعة',
    },
    description: {
      en: "A series of evenings and workshops presents Al Bar'ah and other folk arts of Dhofar, and invites young people to learn them from experienced performers.",
      ar: 'سلسلة من الأمسيات وورش العمل تقدم فن البرعة وغيره من الفنون الشعبية في ظفار، وتدعو الشباب إلى تعلّمها على أيدي المؤدين المتمرسين.',
    },
    content: {
      en: `A series of traditional arts evenings has begun in the historic castles of Dhofar, with performances by local troupes from several wilayats. The series places special emphasis on Al Bar'ah, the dance and music of the Dhofar mountains, which UNESCO has inscribed on its list of intangible cultural heritage in need of urgent safeguarding.

In Al Bar'ah, dancers holding the khanjar move in step with the rhythm of drums, while the group sings verses of poetry. The art is performed at weddings and celebrations and carries values of pride, solidarity and hospitality.

## Alongside the performances

- daytime workshops in which experienced performers teach young people the steps, rhythms and chants;
- short talks on the history of Dhofari folk arts and the occasions on which they are performed;
- recordings of the performances, kept for documentation and archiving.

Entry to the evenings is free, and families are welcome. The programme and venues are announced on the events page of this website.`,
      ar: `انطلقت في القلاع التاريخية بظفار سلسلة من أمسيات الفنون التقليدية، تحييها فرق أهلية من عدة ولايات. وتولي السلسلة اهتمامًا خاصًا بفن البرعة، فن الرقص والموسيقى في جبال ظفار، الذي أدرجته اليونسكو في قائمة التراث الثقافي غير المادي الذي يحتاج إلى صون عاجل.

وفي البرعة يتحرك المؤدون حاملين الخناجر على إيقاع الطبول، بينما تنشد المجموعة أبياتًا من الشعر. ويُؤدى هذا الفن في الأعراس والمناسبات، ويحمل قيم الفخر والتكاتف وإكرام الضيف.

## إلى جانب العروض

- ورش عمل نهارية يعلّم فيها المؤدون المتمرسون الشبابَ الخطوات والإيقاعات والأهازيج؛
- محاضرات قصيرة عن تاريخ الفنون الشعبية الظفارية والمناسبات التي تُؤدى فيها؛
- تسجيل العروض لأغراض التوثيق والأرشفة.

والدخول إلى الأمسيات مجاني، والعائلات مرحب بها. ويُعلن البرنامج وأماكن إقامته في صفحة الفعاليات بهذا الموقع.`,
    },
    seoTitle: {
      en: "Al Bar'ah and Dhofari traditional arts evenings",
      ar: 'أمسيات البرعة والفنون الظفارية التقليدية',
    },
    seoDesc: {
      en: "Performances and workshops in Dhofar's castles celebrate Al Bar'ah, the UNESCO-listed dance and music of the Dhofar mountains.",
      ar: 'عروض وورش عمل في قلاع ظفار تحتفي بفن البرعة، فن الرقص والموسيقى في جبال ظفار المدرج في قوائم اليونسكو.',
    },
  },
  {
    uniqueUrl: 'winter-cruise-season-salalah',
    category: 'news',
    date: { season: 'WINTER', day: 5, hour: 8, when: 'last' },
    order: 4,
    classification: 'tourism',
    image: 'news-cruise',
    title: {
      en: 'Salalah welcomes cruise passengers as the winter season begins',
      ar: 'صلالة ترحب بركاب السفن السياحية مع بداية موسم الشتاء',
    },
    description: {
      en: "The first cruise ship of the winter season has called at the Port of Salalah, and its passengers have set off to discover the city's heritage, markets and beaches.",
      ar: 'رست أولى السفن السياحية لموسم الشتاء في ميناء صلالة، وانطلق ركابها لاكتشاف تراث المدينة وأسواقها وشواطئها.',
    },
    content: {
      en: `The winter cruise season has begun with the arrival of the first cruise ship at the Port of Salalah. From November to March, Dhofar enjoys sunny days, mild temperatures and calm seas, which makes Salalah a welcome port of call on cruise routes in the Arabian Sea.

Passengers were greeted at the port with a performance of traditional arts, frankincense and Omani coffee, and information desks helped them plan their day ashore.

## Popular visits for a day in port

- Al Baleed Archaeological Park and the Museum of the Frankincense Land;
- the Al Haffa souq, known for frankincense, incense burners and perfumes;
- the coconut and banana farms of the Salalah plain, with their roadside fruit stalls;
- the white beaches east and west of the city;
- Taqah Castle and the old port of Mirbat, for those with a little more time.

The governorate invites tour operators, guides, taxi drivers and shop owners to prepare for the season, and to give every visitor a warm welcome that reflects Omani hospitality.`,
      ar: `انطلق موسم السفن السياحية الشتوي بوصول أولى السفن إلى ميناء صلالة. فمن نوفمبر إلى مارس تنعم ظفار بأيام مشمسة وأجواء معتدلة وبحر هادئ، ما يجعل صلالة محطة مرغوبة على خطوط الرحلات البحرية في بحر العرب.

وقد استُقبل الركاب في الميناء بعروض من الفنون التقليدية وبخور اللبان والقهوة العمانية، وساعدتهم مكاتب المعلومات على التخطيط ليومهم على البر.

## أبرز الزيارات خلال يوم في الميناء

- متنزه البليد الأثري ومتحف أرض اللبان؛
- سوق الحافة المعروف باللبان والمجامر والعطور؛
- مزارع النارجيل والموز في سهل صلالة وأكشاك الفواكه على جوانب طرقها؛
- الشواطئ البيضاء شرق المدينة وغربها؛
- قلعة طاقة وميناء مرباط القديم لمن لديه متسع من الوقت.

وتدعو المحافظة منظمي الرحلات والمرشدين السياحيين وسائقي سيارات الأجرة وأصحاب المحلات إلى الاستعداد للموسم، واستقبال كل زائر بترحاب يعكس كرم الضيافة العمانية.`,
    },
    seoTitle: {
      en: 'Winter cruise season in Salalah',
      ar: 'موسم السفن السياحية الشتوي في صلالة',
    },
    seoDesc: {
      en: 'Cruise passengers in Salalah: Al Baleed, the Al Haffa souq, coconut farms, beaches and the castles of Taqah and Mirbat in the mild Dhofar winter.',
      ar: 'ركاب السفن السياحية في صلالة: البليد وسوق الحافة ومزارع النارجيل والشواطئ وقلعتا طاقة ومرباط في شتاء ظفار المعتدل.',
    },
    sections: [
      {
        style: 'NewsImages',
        slider: [
          {
            image: 'news-cruise',
            title: { en: 'A cruise ship at the Port of Salalah', ar: 'سفينة سياحية في ميناء صلالة' },
          },
          {
            image: 'news-cruise-beach',
            title: { en: "Salalah's white beaches", ar: 'شواطئ صلالة البيضاء' },
          },
          {
            image: 'news-cruise-coconut',
            title: { en: 'Coconut farms of the Salalah plain', ar: 'مزارع النارجيل في سهل صلالة' },
          },
        ],
      },
    ],
  },
  {
    uniqueUrl: 'community-sports-on-salalah-beaches',
    category: 'news',
    date: { season: 'WINTER', day: 15, hour: 16, when: 'last' },
    order: 3,
    classification: 'sport',
    image: 'news-beach-sports',
    title: {
      en: "Community sports programme returns to Salalah's beaches",
      ar: 'عودة برنامج الرياضة المجتمعية إلى شواطئ صلالة',
    },
    description: {
      en: 'With the mild winter weather, free sessions of beach football, volleyball, walking, running and cycling are open to residents and visitors of all ages.',
      ar: 'مع اعتدال أجواء الشتاء، تُتاح للمواطنين والمقيمين والزوار من مختلف الأعمار حصص مجانية في كرة القدم الشاطئية والكرة الطائرة والمشي والجري وركوب الدراجات.',
    },
    content: {
      en: `The community sports programme has returned to the beaches of Salalah for the winter season. Its aim is simple: to encourage everyone, whatever their age or fitness, to spend time outdoors and make physical activity part of daily life.

## The programme

- beach football and volleyball for young people, with friendly weekly tournaments;
- walking and running groups along the coast in the early morning and at sunset;
- guided cycling rides on quiet routes;
- dedicated sessions for women and for children, led by qualified coaches;
- health checks and advice on nutrition at selected sessions.

The programme is organised with the sports clubs and youth teams of the governorate. Participation is free; some activities require registration in advance so that groups can be planned.

Participants are advised to drink plenty of water, to wear sun protection even on mild days and to warm up before exercise.`,
      ar: `عاد برنامج الرياضة المجتمعية إلى شواطئ صلالة في موسم الشتاء، وهدفه بسيط: تشجيع الجميع، أيًّا كانت أعمارهم أو مستوى لياقتهم، على قضاء الوقت في الهواء الطلق وجعل النشاط البدني جزءًا من حياتهم اليومية.

## فقرات البرنامج

- كرة القدم الشاطئية والكرة الطائرة للشباب، مع بطولات ودية أسبوعية؛
- مجموعات للمشي والجري على امتداد الساحل في الصباح الباكر وعند الغروب؛
- جولات بالدراجات الهوائية بصحبة مرشدين على مسارات هادئة؛
- حصص مخصصة للنساء وأخرى للأطفال يقودها مدربون مؤهلون؛
- فحوص صحية ونصائح غذائية في حصص مختارة.

ويُنظَّم البرنامج بالتعاون مع الأندية الرياضية والفرق الأهلية في المحافظة. والمشاركة مجانية، وتتطلب بعض الأنشطة تسجيلًا مسبقًا لتنظيم المجموعات.

ويُنصح المشاركون بالإكثار من شرب الماء، واستخدام الواقي من الشمس حتى في الأيام المعتدلة، وأداء تمارين الإحماء قبل بدء النشاط.`,
    },
    seoTitle: {
      en: 'Community sports on Salalah beaches',
      ar: 'الرياضة المجتمعية على شواطئ صلالة',
    },
    seoDesc: {
      en: 'Free beach football, volleyball, walking, running and cycling sessions for all ages on the beaches of Salalah this winter.',
      ar: 'حصص مجانية لكرة القدم الشاطئية والكرة الطائرة والمشي والجري وركوب الدراجات لجميع الأعمار على شواطئ صلالة هذا الشتاء.',
    },
  },
  {
    uniqueUrl: 'native-tree-planting-campaign',
    category: 'news',
    date: { days: -104, hour: 8 },
    order: 2,
    classification: 'environment',
    image: 'news-tree-planting',
    title: {
      en: "Volunteers plant native trees on Dhofar's mountain slopes",
      ar: 'متطوعون يغرسون أشجارًا محلية على سفوح جبال ظفار',
    },
    description: {
      en: 'Students, families and community groups joined a campaign to restore tree cover with frankincense, wild fig and other species native to the governorate.',
      ar: 'شارك الطلبة والعائلات والفرق الأهلية في حملة لاستعادة الغطاء الشجري بأشجار اللبان والتين البري وغيرها من الأنواع المحلية في المحافظة.',
    },
    content: {
      en: `Volunteers from schools, families and community groups took part in a tree-planting campaign on the mountain slopes of Dhofar. The campaign focused on areas where the tree cover has thinned, mainly because of overgrazing and the spread of roads and settlements.

Only species native to Dhofar were planted, including frankincense and wild fig. Native trees are adapted to the local climate: in the Khareef their leaves catch the moisture of the mist, and they survive the dry months that follow. They also hold the soil on steep slopes and provide shade and food for wildlife.

## How the campaign works

- seedlings are grown in local nurseries from seeds collected in Dhofar;
- planting sites are chosen with the landowners and the local community;
- young trees are protected from grazing animals with simple fences;
- volunteers return to water and check the seedlings during the first months.

Residents who want to join future planting days, or landowners who would like to offer a site, can contact the governorate through its official channels.`,
      ar: `شارك متطوعون من المدارس والعائلات والفرق الأهلية في حملة لغرس الأشجار على سفوح جبال ظفار. وركزت الحملة على المناطق التي تراجع فيها الغطاء الشجري، ويعود ذلك أساسًا إلى الرعي الجائر والتوسع في الطرق والمساكن.

واقتصر الغرس على أنواع محلية من ظفار، منها اللبان والتين البري. فالأشجار المحلية متكيفة مع مناخ المنطقة: تلتقط أوراقها رطوبة الضباب في موسم الخريف، وتصمد في الأشهر الجافة التي تليه، كما تثبّت التربة على المنحدرات الشديدة وتوفر الظل والغذاء للحياة الفطرية.

## كيف تعمل الحملة؟

- تُستنبت الشتلات في مشاتل محلية من بذور جُمعت في ظفار؛
- تُختار مواقع الغرس بالتنسيق مع ملّاك الأراضي والمجتمع المحلي؛
- تُحمى الأشجار الصغيرة من المواشي بأسوار بسيطة؛
- يعود المتطوعون لسقي الشتلات ومتابعتها خلال الأشهر الأولى.

ويمكن للراغبين في المشاركة في أيام الغرس القادمة، أو لملّاك الأراضي الذين يودون تخصيص موقع للغرس، التواصل مع المحافظة عبر قنواتها الرسمية.`,
    },
    seoTitle: {
      en: 'Native tree planting in Dhofar',
      ar: 'غرس الأشجار المحلية في ظفار',
    },
    seoDesc: {
      en: "Volunteers restore tree cover on Dhofar's mountain slopes with frankincense, wild fig and other native species.",
      ar: 'متطوعون يعيدون الغطاء الشجري إلى سفوح جبال ظفار بأشجار اللبان والتين البري وغيرها من الأنواع المحلية.',
    },
  },
  {
    uniqueUrl: 'discover-dhofar-in-the-sarb-season',
    category: 'news',
    date: { season: 'SERB', day: 3, hour: 10, when: 'last' },
    order: 1,
    classification: 'tourism',
    image: 'news-sarb',
    title: {
      en: 'Campaign invites visitors to discover Dhofar in the Sarb season',
      ar: 'حملة تدعو الزوار إلى اكتشاف ظفار في موسم الصرب',
    },
    description: {
      en: 'After the Khareef the skies clear while the land stays green: a new campaign presents the Sarb season as one of the best times to visit the governorate.',
      ar: 'بعد الخريف تصفو السماء وتبقى الأرض خضراء، وتقدم حملة جديدة موسم الصرب بوصفه من أجمل أوقات زيارة المحافظة.',
    },
    content: {
      en: `A new tourism campaign invites visitors to discover Dhofar in the Sarb season, the weeks that follow the Khareef from late September to November. As the monsoon withdraws, the mist lifts and the sun returns, but the mountains, meadows and valleys keep the green colour of the rainy months.

## Why visit in the Sarb

- clear skies and long views over green mountains down to the sea;
- springs such as Ayn Razat and Ayn Jarziz still flowing after the rains;
- the sea growing calmer, so beaches can again be enjoyed more fully;
- fewer crowds than at the height of the Khareef;
- ideal light for photography and comfortable conditions for hiking.

The campaign presents suggested itineraries, from the springs and valleys near Salalah to the coast of Mirbat and the western road to Mughsail and Rakhyut, together with the events planned for the season.

Hotels, tour operators and guides across the governorate are taking part, and details of the season's activities are published on the Sarb season page of this website.`,
      ar: `تدعو حملة سياحية جديدة الزوار إلى اكتشاف ظفار في موسم الصرب، وهي الأسابيع التي تعقب الخريف من أواخر سبتمبر حتى نوفمبر. فمع انحسار الرياح الموسمية يرتفع الضباب وتعود الشمس، في حين تحتفظ الجبال والمروج والأودية بخضرة أشهر الأمطار.

## لماذا تزور ظفار في الصرب؟

- سماء صافية وإطلالات بعيدة المدى على جبال خضراء تمتد حتى البحر؛
- عيون مثل عين رزات وعين جرزيز لا تزال جارية بعد الأمطار؛
- بحر يزداد هدوءًا، فيعود الاستمتاع بالشواطئ على نحو أوسع؛
- ازدحام أقل مما في ذروة الخريف؛
- ضوء مثالي للتصوير وأجواء مريحة للمشي في الطبيعة.

وتعرض الحملة برامج زيارة مقترحة، من العيون والأودية القريبة من صلالة إلى ساحل مرباط والطريق الغربي المؤدي إلى المغسيل ورخيوت، إلى جانب الفعاليات المخطط لها خلال الموسم.

وتشارك في الحملة الفنادق ومنظمو الرحلات والمرشدون السياحيون في مختلف ولايات المحافظة، وتُنشر تفاصيل أنشطة الموسم في صفحة موسم الصرب بهذا الموقع.`,
    },
    seoTitle: {
      en: 'Discover Dhofar in the Sarb season',
      ar: 'اكتشف ظفار في موسم الصرب',
    },
    seoDesc: {
      en: 'Clear skies, green mountains, flowing springs and calmer seas: why the Sarb season after the Khareef is a great time to visit Dhofar.',
      ar: 'سماء صافية وجبال خضراء وعيون جارية وبحر أهدأ: لماذا يُعدّ موسم الصرب بعد الخريف وقتًا رائعًا لزيارة ظفار.',
    },
  },
]
