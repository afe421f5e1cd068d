/**
 * Economy seed: artwork and the six economy sector pages (category `economy`), shown at /economy/{uniqueUrl}.
 * `Tourism-Sector` is the screen's default page. The optional image carousel is the section styled PageImages.
 */
import type { SeedImage, SeedPage } from '../types'

export const images: SeedImage[] = [
  // Tourism
  {
    key: 'economy-tourism',
    subject: 'khareef-mountains',
    variant: 8,
    alt: {
      en: 'Illustration of green mountains above the coast of Dhofar in the Khareef mist',
      ar: 'رسم فني لجبال خضراء تطل على ساحل ظفار وسط ضباب الخريف',
    },
  },
  {
    key: 'economy-tourism-heritage',
    subject: 'fort',
    variant: 5,
    alt: {
      en: 'Illustration of a historic mud-brick castle with towers under a blue sky',
      ar: 'رسم فني لقلعة طينية تاريخية ذات أبراج تحت سماء زرقاء',
    },
  },
  {
    key: 'economy-tourism-coast',
    subject: 'beach',
    variant: 8,
    alt: {
      en: 'Illustration of a long white beach and turquoise sea on the coast of Dhofar',
      ar: 'رسم فني لشاطئ أبيض ممتد وبحر فيروزي على ساحل ظفار',
    },
  },
  {
    key: 'economy-tourism-desert',
    subject: 'camels',
    variant: 4,
    alt: {
      en: 'Illustration of camels resting among desert dunes in golden light',
      ar: 'رسم فني لإبل تستريح بين الكثبان الرملية في ضوء ذهبي',
    },
  },
  // Logistics
  {
    key: 'economy-logistics',
    subject: 'port',
    variant: 3,
    alt: {
      en: 'Illustration of the Port of Salalah with container cranes, stacked containers and a ship at the quay',
      ar: 'رسم فني لميناء صلالة برافعات الحاويات والحاويات المرصوصة وسفينة راسية على الرصيف',
    },
  },
  {
    key: 'economy-logistics-terminal',
    subject: 'port',
    variant: 5,
    alt: {
      en: 'Illustration of a large container ship being unloaded by gantry cranes',
      ar: 'رسم فني لسفينة حاويات كبيرة تُفرَّغ بالرافعات الجسرية',
    },
  },
  {
    key: 'economy-logistics-free-zone',
    subject: 'industry',
    variant: 3,
    alt: {
      en: 'Illustration of warehouses, trucks and storage yards in a free zone',
      ar: 'رسم فني لمستودعات وشاحنات وساحات تخزين في منطقة حرة',
    },
  },
  {
    key: 'economy-logistics-city',
    subject: 'city',
    variant: 2,
    alt: {
      en: 'Illustration of the city of Salalah with minarets and palm trees',
      ar: 'رسم فني لمدينة صلالة بمآذنها ونخيلها',
    },
  },
  // Fisheries
  {
    key: 'economy-fisheries',
    subject: 'fisheries',
    variant: 1,
    alt: {
      en: 'Illustration of fishermen sorting the catch beside nets on a quay',
      ar: 'رسم فني لصيادين يفرزون صيدهم بجوار الشباك على رصيف المرفأ',
    },
  },
  {
    key: 'economy-fisheries-harbour',
    subject: 'fishing-boats',
    variant: 3,
    alt: {
      en: 'Illustration of traditional dhows and fibreglass fishing boats moored in a harbour',
      ar: 'رسم فني لسفن خشبية تقليدية وقوارب صيد حديثة راسية في مرفأ',
    },
  },
  {
    key: 'economy-fisheries-market',
    subject: 'fisheries',
    variant: 4,
    alt: {
      en: 'Illustration of a fish market with fresh fish laid out on counters',
      ar: 'رسم فني لسوق سمك تُعرض فيه الأسماك الطازجة على المناضد',
    },
  },
  {
    key: 'economy-fisheries-dawn',
    subject: 'fishing-boats',
    variant: 6,
    alt: {
      en: 'Illustration of fishing boats returning to the shore at dawn',
      ar: 'رسم فني لقوارب صيد تعود إلى الشاطئ عند الفجر',
    },
  },
  // Agriculture
  {
    key: 'economy-agriculture',
    subject: 'coconut-farm',
    variant: 2,
    alt: {
      en: 'Illustration of a coconut and banana plantation on the Salalah plain',
      ar: 'رسم فني لمزرعة نارجيل وموز في سهل صلالة',
    },
  },
  {
    key: 'economy-agriculture-fields',
    subject: 'agriculture',
    variant: 1,
    alt: {
      en: 'Illustration of green irrigated fields on a desert plateau',
      ar: 'رسم فني لحقول خضراء مروية على هضبة صحراوية',
    },
  },
  {
    key: 'economy-agriculture-livestock',
    subject: 'cattle-meadow',
    variant: 5,
    alt: {
      en: 'Illustration of cattle grazing on a green mountain pasture',
      ar: 'رسم فني لأبقار ترعى في مرعى جبلي أخضر',
    },
  },
  {
    key: 'economy-agriculture-greenhouses',
    subject: 'agriculture',
    variant: 4,
    alt: {
      en: 'Illustration of greenhouses and rows of vegetables on a farm',
      ar: 'رسم فني لبيوت محمية وصفوف من الخضراوات في مزرعة',
    },
  },
  // Industry and mining
  {
    key: 'economy-industry',
    subject: 'industry',
    variant: 2,
    alt: {
      en: 'Illustration of industrial plants and storage tanks near the coast',
      ar: 'رسم فني لمصانع وخزانات قرب الساحل',
    },
  },
  {
    key: 'economy-industry-quarry',
    subject: 'mining',
    variant: 1,
    alt: {
      en: 'Illustration of an open quarry with terraces of pale rock and heavy trucks',
      ar: 'رسم فني لمحجر مفتوح بمدرجات من الصخور الفاتحة وشاحنات ثقيلة',
    },
  },
  {
    key: 'economy-industry-minerals',
    subject: 'mining',
    variant: 3,
    alt: {
      en: 'Illustration of stockpiles of white mineral ore beside a conveyor',
      ar: 'رسم فني لأكوام من الخامات المعدنية البيضاء بجوار سير ناقل',
    },
  },
  {
    key: 'economy-industry-plant',
    subject: 'industry',
    variant: 5,
    alt: {
      en: 'Illustration of a factory with chimneys and pipelines under a clear sky',
      ar: 'رسم فني لمصنع بمداخنه وأنابيبه تحت سماء صافية',
    },
  },
  // Investment
  {
    key: 'economy-investment',
    subject: 'conference',
    variant: 3,
    alt: {
      en: 'Illustration of investors in a meeting hall with a presentation on a large screen',
      ar: 'رسم فني لمستثمرين في قاعة اجتماعات أمام عرض على شاشة كبيرة',
    },
  },
]

export const pages: SeedPage[] = [
  // -------------------------------------------------------------------------------------------------------------
  {
    uniqueUrl: 'Tourism-Sector',
    category: 'economy',
    order: 1,
    image: 'economy-tourism',
    title: { en: 'Tourism sector', ar: 'قطاع السياحة' },
    description: {
      en: 'Three distinct seasons, a UNESCO World Heritage landscape, mountains, beaches and desert make tourism a leading sector of the Dhofar economy.',
      ar: 'ثلاثة مواسم متميزة وأرض مدرجة في قائمة التراث العالمي لليونسكو وجبال وشواطئ وصحراء تجعل السياحة قطاعًا رائدًا في اقتصاد ظفار.',
    },
    content: {
      en: `Tourism is one of the pillars of the economy of Dhofar. The governorate offers something rare in the region: a different experience in every season. The Khareef, from late June to late September, brings mist, drizzle and green mountains while much of the Arabian Peninsula is at the height of summer; the Sarb that follows offers clear skies over a green land; and the mild, sunny winter is ideal for beaches, the desert and cruise visitors.

## The assets of the sector

- **Nature**: the green mountains of the Khareef, the springs and valleys, the nature reserve of Jebel Samhan, the Hallaniyat Islands and the dunes of the Empty Quarter.
- **Heritage**: the four sites of the Land of Frankincense on the UNESCO World Heritage List, the castles of Taqah and Mirbat, and living traditions such as Al Bar'ah.
- **Coast**: white beaches from Mughsail in the west to Mirbat and Sadah in the east.
- **Events**: the Khareef Dhofar Festival and a growing calendar of cultural, sports and adventure events.
- **Access**: Salalah Airport and the Port of Salalah, which also receives cruise ships in winter.

Tourism creates work for local communities across the wilayats, from guides and drivers to craftspeople, farmers and small hotels, and it gives traditional products such as frankincense a wider market.

The sector welcomes investment in accommodation of every kind, from resorts to eco-lodges and mountain guesthouses, in tour operation and guiding, in adventure and marine tourism, and in experiences built around the heritage of frankincense. Details are presented on the investment opportunities page.`,
      ar: `تُعدّ السياحة من ركائز اقتصاد ظفار، إذ تقدم المحافظة ما يندر وجوده في المنطقة: تجربة مختلفة في كل موسم. فالخريف، من أواخر يونيو حتى أواخر سبتمبر، يحمل الضباب والرذاذ ويكسو الجبال بالخضرة في حين تعيش معظم شبه الجزيرة العربية ذروة الصيف، ويتبعه الصرب بسمائه الصافية فوق أرض خضراء، ثم الشتاء المعتدل المشمس الذي يناسب الشواطئ والصحراء وزوار السفن السياحية.

## مقومات القطاع

- **الطبيعة**: جبال الخريف الخضراء والعيون والأودية، ومحمية جبل سمحان الطبيعية، وجزر الحلانيات، وكثبان الربع الخالي.
- **التراث**: مواقع أرض اللبان الأربعة المدرجة في قائمة التراث العالمي لليونسكو، وقلعتا طاقة ومرباط، والموروث الحي مثل فن البرعة.
- **الساحل**: شواطئ بيضاء تمتد من المغسيل غربًا حتى مرباط وسدح شرقًا.
- **الفعاليات**: مهرجان خريف ظفار، وروزنامة متنامية من الفعاليات الثقافية والرياضية وفعاليات المغامرات.
- **سهولة الوصول**: مطار صلالة وميناء صلالة الذي يستقبل السفن السياحية في الشتاء.

وتوفر السياحة فرص عمل للمجتمعات المحلية في مختلف الولايات، من المرشدين والسائقين إلى الحرفيين والمزارعين والفنادق الصغيرة، وتفتح أمام المنتجات التقليدية كاللبان أسواقًا أوسع.

ويرحب القطاع بالاستثمار في مختلف أنواع الإيواء، من المنتجعات إلى النُّزل البيئية والاستراحات الجبلية، وفي تنظيم الرحلات والإرشاد السياحي، وسياحة المغامرات والسياحة البحرية، والتجارب القائمة على تراث اللبان. وتُعرض التفاصيل في صفحة الفرص الاستثمارية.`,
    },
    seoTitle: { en: 'Tourism sector in Dhofar', ar: 'قطاع السياحة في ظفار' },
    seoDesc: {
      en: 'Seasons, nature, heritage, coast and events: the assets and investment opportunities of the tourism sector in Dhofar Governorate.',
      ar: 'المواسم والطبيعة والتراث والساحل والفعاليات: مقومات قطاع السياحة في محافظة ظفار وفرصه الاستثمارية.',
    },
    sections: [
      {
        style: 'PageImages',
        slider: [
          { image: 'economy-tourism-heritage', title: { en: 'Heritage and castles', ar: 'التراث والقلاع' } },
          { image: 'economy-tourism-coast', title: { en: 'Beaches of the Arabian Sea', ar: 'شواطئ بحر العرب' } },
          { image: 'economy-tourism-desert', title: { en: 'The desert in winter', ar: 'الصحراء في الشتاء' } },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    uniqueUrl: 'Logistics-Sector',
    category: 'economy',
    order: 2,
    image: 'economy-logistics',
    title: { en: 'Logistics sector', ar: 'قطاع الخدمات اللوجستية' },
    description: {
      en: 'The Port of Salalah, the Salalah Free Zone and Salalah Airport place Dhofar at a crossroads of trade between Asia, the Middle East and Africa.',
      ar: 'يضع ميناء صلالة والمنطقة الحرة بصلالة ومطار صلالة ظفار عند ملتقى طرق التجارة بين آسيا والشرق الأوسط وإفريقيا.',
    },
    content: {
      en: `Dhofar faces the Arabian Sea, close to the shipping lanes that link Asia with the Gulf, the Red Sea, East Africa and Europe. This position, together with modern infrastructure, has made logistics one of the main drivers of the governorate's economy.

## The main infrastructure

- **Port of Salalah**, at Raysut: a major container transshipment hub in the region, with a general cargo terminal that handles bulk cargo such as minerals, as well as cruise ships.
- **Salalah Free Zone**, next to the port: land and facilities for manufacturing, warehousing and logistics, with the incentives of a free zone.
- **Salalah Airport**: a modern terminal serving passenger flights and air cargo.
- **Road links**: the road north through Thumrait connects Dhofar with the rest of Oman, and border crossings connect it with Yemen.
- **Al Mazyunah Free Zone**, on the border with Yemen, serving trade between the two countries.

Port, free zone and airport work as one system: goods can arrive by sea, be processed or stored in the free zone, and continue by sea, air or road. This supports industries that depend on fast access to international markets.

Investment opportunities include warehousing and cold storage, value-added logistics, ship services and supplies, and transport services linking the port with the interior of the country.`,
      ar: `تطل ظفار على بحر العرب بالقرب من خطوط الملاحة التي تربط آسيا بالخليج والبحر الأحمر وشرق إفريقيا وأوروبا. وقد جعل هذا الموقع، إلى جانب البنية الأساسية الحديثة، من الخدمات اللوجستية أحد المحركات الرئيسية لاقتصاد المحافظة.

## أبرز البنى الأساسية

- **ميناء صلالة** في ريسوت: مركز رئيسي لمناولة الحاويات وإعادة شحنها في المنطقة، ويضم محطة للبضائع العامة تتعامل مع البضائع السائبة كالمعادن، إضافة إلى استقبال السفن السياحية.
- **المنطقة الحرة بصلالة**، المجاورة للميناء: أراضٍ ومرافق للتصنيع والتخزين والخدمات اللوجستية، مع الحوافز التي تقدمها المناطق الحرة.
- **مطار صلالة**: مبنى ركاب حديث يخدم رحلات الركاب والشحن الجوي.
- **شبكة الطرق**: يربط الطريق المتجه شمالًا عبر ثمريت ظفار ببقية محافظات سلطنة عُمان، كما تربطها المنافذ الحدودية بالجمهورية اليمنية.
- **المنطقة الحرة بالمزيونة**، على الحدود مع الجمهورية اليمنية، وتخدم التجارة بين البلدين.

ويعمل الميناء والمنطقة الحرة والمطار منظومةً واحدة؛ إذ يمكن أن تصل البضائع بحرًا، ثم تُصنَّع أو تُخزَّن في المنطقة الحرة، لتواصل طريقها بحرًا أو جوًا أو برًا، وهو ما يدعم الصناعات التي تعتمد على الوصول السريع إلى الأسواق الدولية.

وتشمل الفرص الاستثمارية التخزين والتبريد، والخدمات اللوجستية ذات القيمة المضافة، وخدمات السفن وتموينها، وخدمات النقل التي تربط الميناء بداخل البلاد.`,
    },
    seoTitle: { en: 'Logistics sector in Dhofar', ar: 'قطاع الخدمات اللوجستية في ظفار' },
    seoDesc: {
      en: 'The Port of Salalah, the Salalah and Al Mazyunah free zones, Salalah Airport and road links: logistics in Dhofar Governorate.',
      ar: 'ميناء صلالة والمنطقتان الحرتان بصلالة والمزيونة ومطار صلالة وشبكة الطرق: الخدمات اللوجستية في محافظة ظفار.',
    },
    sections: [
      {
        style: 'PageImages',
        slider: [
          {
            image: 'economy-logistics-terminal',
            title: { en: 'The container terminal', ar: 'محطة الحاويات' },
          },
          {
            image: 'economy-logistics-free-zone',
            title: { en: 'Salalah Free Zone', ar: 'المنطقة الحرة بصلالة' },
          },
          {
            image: 'economy-logistics-city',
            title: { en: 'Salalah, gateway to Dhofar', ar: 'صلالة، بوابة ظفار' },
          },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    uniqueUrl: 'Fisheries-Sector',
    category: 'economy',
    order: 3,
    image: 'economy-fisheries',
    title: { en: 'Fisheries sector', ar: 'قطاع الثروة السمكية' },
    description: {
      en: "A long Arabian Sea coastline and productive waters make fishing a source of livelihood, food and investment along Dhofar's coast.",
      ar: 'يجعل الساحل الطويل على بحر العرب والمياه الغنية من الصيد مصدرًا للرزق والغذاء والاستثمار على امتداد ساحل ظفار.',
    },
    content: {
      en: `Fishing has supported the coastal communities of Dhofar for centuries. The governorate's long coastline on the Arabian Sea stretches from Dhalkut and Rakhyut in the west to Sadah, Hasik and Shalim in the east, and its waters are enriched every year by the monsoon, which brings nutrients up from the deep and supports abundant marine life.

## Main fisheries

- sardines, traditionally dried on the beaches and also used as animal fodder;
- kingfish, tuna and other large pelagic fish;
- lobster and cuttlefish;
- abalone (sufailah), harvested in a short season set each year to protect the stock.

Most of the catch is landed by small boats at the fishing harbours and landing sites of the coastal wilayats, including Mirbat, Taqah, Rakhyut and Sadah. During the Khareef the sea is rough and fishing activity slows, before it resumes with the calmer seas of the Sarb and winter.

The sector offers opportunities across the value chain:

- fish processing, packaging and cold storage;
- aquaculture;
- fish feed and by-products;
- modern boats, equipment and maintenance services;
- marketing of Dhofar seafood in Oman and abroad.

Sustainability is at the heart of the sector: seasons, size limits and licences protect the stocks on which future generations depend.`,
      ar: `يعتمد سكان ساحل ظفار على صيد الأسماك منذ قرون. ويمتد ساحل المحافظة الطويل على بحر العرب من ضلكوت ورخيوت غربًا حتى سدح وحاسك وشليم شرقًا، وتزداد مياهه غنًى كل عام بفعل الرياح الموسمية التي ترفع المغذيات من الأعماق، فتزدهر الحياة البحرية.

## أبرز المصايد

- السردين، الذي يُجفف تقليديًا على الشواطئ ويُستخدم أيضًا علفًا للمواشي؛
- الكنعد والتونة وغيرهما من الأسماك السطحية الكبيرة؛
- الشارخة والحبار؛
- الصفيلح، الذي يُجمع في موسم قصير يُحدد كل عام حفاظًا على مخزونه.

ويُنزل معظم الصيد بقوارب صغيرة في موانئ الصيد ومواقع الإنزال في الولايات الساحلية، ومنها مرباط وطاقة ورخيوت وسدح. وخلال الخريف يضطرب البحر فيتراجع نشاط الصيد، ثم يستأنف مع هدوء البحر في موسمي الصرب والشتاء.

ويتيح القطاع فرصًا على امتداد سلسلة القيمة:

- تصنيع الأسماك وتغليفها وتخزينها بالتبريد؛
- الاستزراع السمكي؛
- الأعلاف السمكية والمنتجات الثانوية؛
- القوارب والمعدات الحديثة وخدمات الصيانة؛
- تسويق المنتجات البحرية الظفارية داخل سلطنة عُمان وخارجها.

وتقع الاستدامة في صميم القطاع؛ فالمواسم والأحجام المسموح بها والتراخيص تحمي المخزون الذي تعتمد عليه الأجيال القادمة.`,
    },
    seoTitle: { en: 'Fisheries sector in Dhofar', ar: 'قطاع الثروة السمكية في ظفار' },
    seoDesc: {
      en: "Sardines, kingfish, tuna, lobster and abalone: Dhofar's fisheries and the opportunities in processing, aquaculture and marketing.",
      ar: 'السردين والكنعد والتونة والشارخة والصفيلح: مصايد ظفار وفرص الاستثمار في التصنيع والاستزراع والتسويق.',
    },
    sections: [
      {
        style: 'PageImages',
        slider: [
          { image: 'economy-fisheries-harbour', title: { en: 'A fishing harbour', ar: 'ميناء صيد' } },
          { image: 'economy-fisheries-market', title: { en: 'The fish market', ar: 'سوق السمك' } },
          { image: 'economy-fisheries-dawn', title: { en: 'Back from the sea at dawn', ar: 'العودة من البحر فجرًا' } },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    uniqueUrl: 'Agriculture-Sector',
    category: 'economy',
    order: 4,
    image: 'economy-agriculture',
    title: { en: 'Agriculture and livestock sector', ar: 'قطاع الزراعة والثروة الحيوانية' },
    description: {
      en: 'From the coconut groves of the Salalah plain to the mountain pastures and the farms of the Najd, agriculture and livestock are part of the life and economy of Dhofar.',
      ar: 'من بساتين النارجيل في سهل صلالة إلى المراعي الجبلية ومزارع النجد، تُعدّ الزراعة والثروة الحيوانية جزءًا من حياة ظفار واقتصادها.',
    },
    content: {
      en: `Dhofar has three farming landscapes, each shaped by its climate. On the coastal plain around Salalah, farms grow coconuts, bananas, papayas and vegetables, and their produce is sold at the roadside stalls that visitors know well. In the mountains, the monsoon feeds rich pastures where families raise cattle, camels and goats. North of the mountains, on the desert plateau of the Najd, farms use groundwater to grow fodder and other crops.

## Key products

- coconuts, bananas, papayas and other tropical fruit;
- vegetables, including crops grown in greenhouses;
- fodder crops;
- milk, ghee and meat from Dhofari cattle, camels and goats;
- mountain honey;
- frankincense, harvested from wild trees.

Water is the main constraint: groundwater must be used carefully, and efficient irrigation, protected agriculture and the choice of suitable crops are priorities for the sector.

## Opportunities

- dairy and meat processing;
- packaging and processing of coconut and tropical fruit products;
- greenhouses and efficient irrigation technology;
- fodder production that saves water;
- frankincense products, from essential oils to cosmetics.

These activities strengthen food security, create work in rural areas and add value to products that carry the name of Dhofar.`,
      ar: `تضم ظفار ثلاث بيئات زراعية شكّل كلًّا منها مناخُها. ففي السهل الساحلي حول صلالة تُزرع أشجار النارجيل والموز والبابايا والخضراوات، وتُباع ثمارها في الأكشاك المنتشرة على جوانب الطرق التي يعرفها الزوار جيدًا. وفي الجبال تغذي الرياح الموسمية مراعي خصبة تربي فيها الأسر الأبقار والإبل والماعز. أما شمال الجبال، على هضبة النجد الصحراوية، فتعتمد المزارع على المياه الجوفية في زراعة الأعلاف ومحاصيل أخرى.

## أبرز المنتجات

- النارجيل والموز والبابايا وغيرها من الفواكه الاستوائية؛
- الخضراوات، ومنها ما يُزرع في البيوت المحمية؛
- محاصيل الأعلاف؛
- الحليب والسمن واللحوم من الأبقار والإبل والماعز الظفارية؛
- عسل الجبال؛
- اللبان المستخلص من الأشجار البرية.

وتبقى المياه التحدي الأكبر، فلا بد من ترشيد استخدام المياه الجوفية، وتأتي تقنيات الري الحديث والزراعة المحمية واختيار المحاصيل الملائمة في مقدمة أولويات القطاع.

## الفرص الاستثمارية

- تصنيع الألبان واللحوم؛
- تعبئة منتجات النارجيل والفواكه الاستوائية وتصنيعها؛
- البيوت المحمية وتقنيات الري الموفرة للمياه؛
- إنتاج الأعلاف بأساليب توفر المياه؛
- منتجات اللبان، من الزيوت العطرية إلى مستحضرات التجميل.

وتعزز هذه الأنشطة الأمن الغذائي، وتوفر فرص عمل في المناطق الريفية، وتضيف قيمة إلى منتجات تحمل اسم ظفار.`,
    },
    seoTitle: { en: 'Agriculture and livestock sector in Dhofar', ar: 'قطاع الزراعة والثروة الحيوانية في ظفار' },
    seoDesc: {
      en: 'Coconuts and tropical fruit on the Salalah plain, mountain pastures and Najd farms: agriculture, livestock and investment opportunities in Dhofar.',
      ar: 'النارجيل والفواكه الاستوائية في سهل صلالة والمراعي الجبلية ومزارع النجد: الزراعة والثروة الحيوانية وفرص الاستثمار في ظفار.',
    },
    sections: [
      {
        style: 'PageImages',
        slider: [
          { image: 'economy-agriculture-fields', title: { en: 'Farms of the Najd', ar: 'مزارع النجد' } },
          {
            image: 'economy-agriculture-livestock',
            title: { en: 'Mountain pastures', ar: 'المراعي الجبلية' },
          },
          {
            image: 'economy-agriculture-greenhouses',
            title: { en: 'Protected agriculture', ar: 'الزراعة المحمية' },
          },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    uniqueUrl: 'Industry-And-Mining-Sector',
    category: 'economy',
    order: 5,
    image: 'economy-industry',
    title: { en: 'Industry and mining sector', ar: 'قطاع الصناعة والتعدين' },
    description: {
      en: 'Industrial land near the Port of Salalah and mineral resources such as gypsum and limestone support a growing industrial base in Dhofar.',
      ar: 'تدعم الأراضي الصناعية القريبة من ميناء صلالة والثروات المعدنية كالجبس والحجر الجيري قاعدة صناعية متنامية في ظفار.',
    },
    content: {
      en: `Dhofar combines two advantages for industry: land close to a major port, and mineral resources in its interior. Together they support industries that serve both the local market and exports.

## Industrial areas

- the **Salalah Free Zone**, next to the Port of Salalah, home to petrochemical plants and other manufacturing and logistics projects;
- the **Raysut industrial area**, also near the port, with factories for building materials, food and other products;
- the **Al Mazyunah Free Zone**, on the border with Yemen.

## Mineral resources

The interior of Dhofar, north of the mountains and around Thumrait, holds large deposits of gypsum, which is exported through the Port of Salalah, as well as limestone used in the production of cement and building materials. Other industrial minerals are being explored.

## Opportunities

- gypsum products such as plaster and plasterboard;
- cement, aggregates and building materials;
- processing of food, fish and agricultural products;
- packaging and light manufacturing for export;
- services for industry, including maintenance and engineering.

Industrial and mining projects are expected to respect high environmental standards, in keeping with the governorate's protected landscapes and heritage sites.`,
      ar: `تجمع ظفار ميزتين للصناعة: أراضٍ قريبة من ميناء رئيسي، وثروات معدنية في مناطقها الداخلية. وتدعم هاتان الميزتان معًا صناعات تخدم السوق المحلية والتصدير.

## المناطق الصناعية

- **المنطقة الحرة بصلالة**، المجاورة لميناء صلالة، وتضم مصانع للبتروكيماويات ومشاريع أخرى في التصنيع والخدمات اللوجستية؛
- **منطقة ريسوت الصناعية**، القريبة من الميناء أيضًا، وتضم مصانع لمواد البناء والأغذية وغيرها؛
- **المنطقة الحرة بالمزيونة**، على الحدود مع الجمهورية اليمنية.

## الثروات المعدنية

تضم المناطق الداخلية في ظفار، شمال الجبال وحول ثمريت، مخزونات كبيرة من الجبس الذي يُصدَّر عبر ميناء صلالة، إضافة إلى الحجر الجيري الذي يُستخدم في إنتاج الإسمنت ومواد البناء. كما يجري استكشاف معادن صناعية أخرى.

## الفرص الاستثمارية

- منتجات الجبس مثل الجص والألواح الجبسية؛
- الإسمنت والركام ومواد البناء؛
- تصنيع المنتجات الغذائية والسمكية والزراعية؛
- التغليف والصناعات الخفيفة الموجهة للتصدير؛
- الخدمات الصناعية، ومنها الصيانة والهندسة.

ويُنتظر من المشاريع الصناعية والتعدينية الالتزام بمعايير بيئية عالية، بما يتناسب مع ما تضمه المحافظة من محميات طبيعية ومواقع تراثية.`,
    },
    seoTitle: { en: 'Industry and mining sector in Dhofar', ar: 'قطاع الصناعة والتعدين في ظفار' },
    seoDesc: {
      en: 'Free zones, the Raysut industrial area, gypsum and limestone: industry, mining and investment opportunities in Dhofar Governorate.',
      ar: 'المناطق الحرة ومنطقة ريسوت الصناعية والجبس والحجر الجيري: الصناعة والتعدين وفرص الاستثمار في محافظة ظفار.',
    },
    sections: [
      {
        style: 'PageImages',
        slider: [
          { image: 'economy-industry-quarry', title: { en: 'Quarrying in the interior', ar: 'المحاجر في المناطق الداخلية' } },
          { image: 'economy-industry-minerals', title: { en: 'Industrial minerals', ar: 'المعادن الصناعية' } },
          { image: 'economy-industry-plant', title: { en: 'Manufacturing', ar: 'التصنيع' } },
        ],
      },
    ],
  },
  // -------------------------------------------------------------------------------------------------------------
  {
    uniqueUrl: 'Investment-Opportunities',
    category: 'economy',
    order: 6,
    image: 'economy-investment',
    title: { en: 'Investment opportunities', ar: 'الفرص الاستثمارية' },
    description: {
      en: 'Why invest in Dhofar, the sectors with the greatest potential, and how to start a project in the governorate.',
      ar: 'لماذا تستثمر في ظفار، وما القطاعات الأكثر وعدًا، وكيف تبدأ مشروعك في المحافظة.',
    },
    content: {
      en: `Dhofar offers investors a combination that is hard to find elsewhere: a strategic location on the Arabian Sea, a deep-water port and free zones, an international airport, natural and mineral resources, and a tourism destination with three distinct seasons.

## Why Dhofar

- direct access to international shipping routes through the Port of Salalah;
- free zones in Salalah and Al Mazyunah, with the incentives they provide;
- resources in fisheries, agriculture, minerals and frankincense;
- a growing tourism market throughout the year;
- a stable, welcoming environment and a young workforce.

## Priority sectors

1. **Tourism**: accommodation, adventure and marine tourism, heritage experiences and events.
2. **Logistics**: warehousing, cold chains and value-added services around the port.
3. **Fisheries**: processing, aquaculture and marketing.
4. **Agriculture and food**: dairy, fruit processing and water-efficient farming.
5. **Industry and mining**: gypsum products, building materials and light manufacturing.

## How to start

Investors can register businesses and apply for licences through the national electronic services for investors, and projects inside the free zones are handled by the operator of each zone. The governorate's investment services help investors identify sites, connect with the relevant entities and follow their applications.

To discuss an opportunity, contact the governorate through its official channels. The sector pages of this website describe each sector in more detail.`,
      ar: `تقدم ظفار للمستثمرين مزيجًا يصعب أن يجتمع في مكان آخر: موقعًا استراتيجيًا على بحر العرب، وميناءً للمياه العميقة ومناطق حرة، ومطارًا دوليًا، وثروات طبيعية ومعدنية، ووجهة سياحية بثلاثة مواسم متميزة.

## لماذا ظفار؟

- وصول مباشر إلى خطوط الملاحة الدولية عبر ميناء صلالة؛
- منطقتان حرتان في صلالة والمزيونة بما توفرانه من حوافز؛
- ثروات في قطاعات الثروة السمكية والزراعة والمعادن واللبان؛
- سوق سياحية متنامية على مدار العام؛
- بيئة مستقرة مرحبة وقوى عاملة شابة.

## القطاعات ذات الأولوية

1. **السياحة**: الإيواء، وسياحة المغامرات والسياحة البحرية، والتجارب التراثية، والفعاليات.
2. **الخدمات اللوجستية**: التخزين وسلاسل التبريد والخدمات ذات القيمة المضافة المرتبطة بالميناء.
3. **الثروة السمكية**: التصنيع والاستزراع والتسويق.
4. **الزراعة والغذاء**: الألبان وتصنيع الفواكه والزراعة الموفرة للمياه.
5. **الصناعة والتعدين**: منتجات الجبس ومواد البناء والصناعات الخفيفة.

## كيف تبدأ؟

يمكن للمستثمرين تسجيل أعمالهم والتقدم بطلبات التراخيص عبر الخدمات الإلكترونية الوطنية المخصصة للمستثمرين، فيما تتولى الجهة المشغلة لكل منطقة حرة المشاريع الواقعة داخلها. وتساعد خدمات الاستثمار في المحافظة المستثمرين على تحديد المواقع، والتواصل مع الجهات المعنية، ومتابعة طلباتهم.

ولمناقشة أي فرصة استثمارية، يمكن التواصل مع المحافظة عبر قنواتها الرسمية، كما تعرض صفحات القطاعات في هذا الموقع تفاصيل أوفى عن كل قطاع.`,
    },
    seoTitle: { en: 'Investment opportunities in Dhofar', ar: 'الفرص الاستثمارية في ظفار' },
    seoDesc: {
      en: 'Why invest in Dhofar, the priority sectors from tourism to logistics, fisheries, agriculture and industry, and how to start a project.',
      ar: 'لماذا تستثمر في ظفار، والقطاعات ذات الأولوية من السياحة إلى الخدمات اللوجستية والثروة السمكية والزراعة والصناعة، وكيف تبدأ مشروعك.',
    },
  },
]
