/**
 * Seed: the states list page (`states`) and the ten wilayat pages (category `states`), sorted by date in the
 * order of docs/product.md. Each wilayat page has a Statecards section about its landmarks.
 */
import type { ArtSubject } from '../art/subjects'
import type { L, SeedImage, SeedItem, SeedPage } from '../types'

const img = (key: string, subject: ArtSubject, variant: number, en: string, ar: string): SeedImage => ({
  key,
  subject,
  variant,
  alt: { en, ar },
})

const l = (en: string, ar: string): L => ({ en, ar })

/** Markdown paragraphs in both languages. */
const md = (en: string[], ar: string[]): L => ({ en: en.join('\n\n'), ar: ar.join('\n\n') })

const card = (title: L, text: L, image: string): SeedItem => ({ title, text, image })

export const images: SeedImage[] = [
  img('state-list', 'khareef-mountains', 4, 'Green hills of Dhofar descending towards the sea', 'تلال ظفار الخضراء تنحدر نحو البحر'),
  // Salalah
  img('state-salalah', 'city', 2, 'Salalah between coconut groves and the sea', 'صلالة بين بساتين النارجيل والبحر'),
  img('state-salalah-baleed', 'ruins', 3, 'Columns of the great mosque at Al Baleed', 'أعمدة الجامع الكبير في البليد'),
  img('state-salalah-haffa', 'souq', 1, 'Frankincense and incense burners for sale in Al Haffa souq', 'اللبان والمباخر معروضة للبيع في سوق الحافة'),
  img('state-salalah-mughsail', 'blowholes', 1, 'Spray bursting from the rocks at Mughsail', 'رذاذ يتفجر من الصخور في المغسيل'),
  img('state-salalah-razat', 'spring-pool', 0, 'Clear spring water running between palms', 'مياه عين صافية تجري بين النخيل'),
  // Taqah
  img('state-taqah', 'beach', 1, 'The long beach of Taqah with coconut palms', 'شاطئ طاقة الطويل وأشجار النارجيل'),
  img('state-taqah-castle', 'fort', 1, 'Taqah Castle with its watchtower', 'حصن طاقة وبرج المراقبة'),
  img('state-taqah-sumhuram', 'ruins', 4, 'Stone walls of Sumhuram above the lagoon of Khor Rori', 'أسوار سمهرم الحجرية المطلة على خور روري'),
  img('state-taqah-darbat', 'waterfall', 2, 'Water falling over the cliffs of Wadi Darbat', 'مياه تنساب فوق جروف وادي دربات'),
  img('state-taqah-athum', 'waterfall', 3, 'A thin waterfall on a curtain of rock', 'شلال رفيع على ستارة صخرية'),
  // Mirbat
  img('state-mirbat', 'fishing-boats', 1, 'Fishing boats in the bay of Mirbat', 'قوارب الصيد في خليج مرباط'),
  img('state-mirbat-castle', 'fort', 2, 'Mirbat Castle overlooking the harbour', 'حصن مرباط المطل على المرفأ'),
  img('state-mirbat-binali', 'mosque', 0, 'A white mosque with domes beside an old cemetery', 'مسجد أبيض بقباب بجوار مقبرة قديمة'),
  img('state-mirbat-tawi', 'cave', 0, 'The deep green sinkhole of Tawi Atair', 'حفرة طوي أعتير العميقة المكسوة بالخضرة'),
  img('state-mirbat-samhan', 'khareef-mountains', 2, 'The rugged heights of Jebel Samhan', 'مرتفعات جبل سمحان الوعرة'),
  // Rakhyut
  img('state-rakhyut', 'sea-cliffs', 0, 'Green mountains falling into the sea near Rakhyut', 'جبال خضراء تنحدر إلى البحر قرب رخيوت'),
  img('state-rakhyut-fort', 'fort', 3, 'The historic fort of Rakhyut', 'حصن رخيوت التاريخي'),
  img('state-rakhyut-fazayah', 'beach', 2, 'Rocks and small islands along the coast of Al Fazayah', 'صخور وجزر صغيرة على ساحل الفزايح'),
  img('state-rakhyut-qamar', 'khareef-mountains', 3, 'Clouds rolling over the slopes of Jebel Al Qamar', 'سحب تنساب فوق سفوح جبل القمر'),
  // Thumrait
  img('state-thumrait', 'camels', 1, 'Camels on the open plain of the Nejd', 'إبل في سهل النجد المفتوح'),
  img('state-thumrait-dawkah', 'frankincense', 5, 'Frankincense trees scattered across Wadi Dawkah', 'أشجار اللبان منتشرة في وادي دوكة'),
  img('state-thumrait-shisr', 'ruins', 5, 'Ruined walls of the caravan station at Shisr', 'جدران محطة القوافل المتهدمة في شصر'),
  img('state-thumrait-hanun', 'wadi', 1, 'A dry rocky wadi on the Nejd', 'واد صخري جاف على النجد'),
  img('state-thumrait-nejd', 'desert-stars', 1, 'Night sky over the Nejd plateau', 'سماء الليل فوق هضبة النجد'),
  // Dhalkut
  img('state-dhalkut', 'sunset', 1, 'Sunset over the coast of Dhalkut', 'الغروب على ساحل ضلكوت'),
  img('state-dhalkut-beach', 'beach', 3, 'The long beach of Dhalkut below the mountains', 'شاطئ ضلكوت الطويل عند سفوح الجبال'),
  img('state-dhalkut-mountains', 'fog-forest', 1, 'Old trees in the Khareef fog above Dhalkut', 'أشجار معمرة في ضباب الخريف فوق ضلكوت'),
  img('state-dhalkut-springs', 'spring-pool', 1, 'A mountain spring with ferns and pools', 'عين جبلية بين السراخس والبرك'),
  // Al-Mazyunah
  img('state-mazyunah', 'desert-dunes', 2, 'Sand dunes near Al-Mazyunah', 'كثبان رملية قرب المزيونة'),
  img('state-mazyunah-freezone', 'industry', 2, 'Warehouses and trucks in Al-Mazyunah Free Zone', 'مستودعات وشاحنات في المنطقة الحرة بالمزيونة'),
  img('state-mazyunah-market', 'souq', 2, 'A busy market with goods and traders', 'سوق مزدحمة بالبضائع والتجار'),
  img('state-mazyunah-dunes', 'desert-dunes', 3, 'Dunes at the edge of the Empty Quarter in soft light', 'كثبان على أطراف الربع الخالي في ضوء هادئ'),
  // Muqshin
  img('state-muqshin', 'desert-dunes', 4, 'A sea of dunes around Muqshin', 'بحر من الكثبان حول مقشن'),
  img('state-muqshin-oasis', 'spring-pool', 2, 'Date palms around a desert well', 'نخيل حول بئر في الصحراء'),
  img('state-muqshin-dunes', 'desert-dunes', 5, 'High dunes of the Empty Quarter', 'كثبان الربع الخالي العالية'),
  img('state-muqshin-camp', 'desert-stars', 2, 'A winter camp under the stars', 'مخيم شتوي تحت النجوم'),
  // Shalim and the Hallaniyat Islands
  img('state-shalim', 'islands', 1, 'The Hallaniyat Islands in the Arabian Sea', 'جزر الحلانيات في بحر العرب'),
  img('state-shalim-islands', 'islands', 2, 'A rocky island with a small fishing village', 'جزيرة صخرية فيها قرية صيد صغيرة'),
  img('state-shalim-shuwaymiyah', 'sea-cliffs', 1, 'Pale limestone cliffs above a golden beach', 'جروف كلسية فاتحة فوق شاطئ ذهبي'),
  img('state-shalim-marine', 'dolphins', 0, 'Dolphins swimming beside a boat', 'دلافين تسبح بجانب قارب'),
  // Sadah
  img('state-sadah', 'sunset', 2, 'Evening light over the bays of Sadah', 'ضوء المساء على خلجان سدح'),
  img('state-sadah-fort', 'fort', 4, 'The restored fort of Sadah', 'حصن سدح بعد ترميمه'),
  img('state-sadah-hasik', 'fishing-boats', 2, 'Boats in the natural harbour of Hasik', 'قوارب في مرفأ حاسك الطبيعي'),
  img('state-sadah-bays', 'beach', 4, 'A quiet bay with clear water and rocks', 'خليج هادئ بمياه صافية وصخور'),
]

type Wilayat = Omit<SeedPage, 'category' | 'date'>

const wilayats: Wilayat[] = [
  {
    uniqueUrl: 'Salalah',
    title: l('Salalah', 'صلالة'),
    description: l(
      'The centre of Dhofar Governorate, on a fertile coastal plain between the Arabian Sea and the mountains of Jebel Qara.',
      'مركز محافظة ظفار، على سهل ساحلي خصب بين بحر العرب وجبال القرا.',
    ),
    image: 'state-salalah',
    content: md(
      [
        'Salalah is the administrative centre of Dhofar Governorate and its largest city. It spreads across a fertile coastal plain between the Arabian Sea and the escarpment of Jebel Qara, where groves of coconut palms, bananas and papaya line the roads and the sea keeps the air mild for most of the year.',
        "The city's long history can be read in the stones of **Al Baleed**, the site of the medieval port of Zafar, which the traveller Ibn Battuta described in the fourteenth century. Al Baleed is one of the four components of the Land of Frankincense World Heritage site, and its museum tells the story of Omani seafaring and of the frankincense trade. Close by, the lanes of **Al Haffa souq** still sell frankincense, incense burners and perfumes.",
        'During the Khareef, Salalah is the base from which most visitors explore the governorate: the green plain of Ittin and the hills of Jebel Qara, the springs of Ayn Razat and Ayn Garziz and, to the west, the beach of Mughsail with Al Marneef cave and its blowholes.',
        "Salalah is also the economic heart of Dhofar. The Port of Salalah at Raysut is one of the region's main container ports, with the Salalah Free Zone beside it, and Salalah International Airport links the governorate with Muscat and with other cities of the region.",
      ],
      [
        'صلالة مركز محافظة ظفار الإداري وكبرى مدنها، تمتد على سهل ساحلي خصب بين بحر العرب وسفوح جبال القرا، حيث تصطف بساتين النارجيل والموز والبابايا على جوانب الطرق، ويحافظ البحر على اعتدال الجو معظم أيام السنة.',
        'ويقرأ الزائر تاريخ المدينة العريق في حجارة **البليد**، موقع ميناء ظفار في العصور الوسطى، الذي وصفه الرحالة ابن بطوطة في القرن الرابع عشر الميلادي. ويعد البليد أحد المواقع الأربعة التي تتكون منها أرض اللبان المدرجة في قائمة التراث العالمي، ويروي متحفه قصة الملاحة العمانية وتجارة اللبان. وعلى مقربة منه ما زالت أزقة **سوق الحافة** تعرض اللبان والمباخر والعطور.',
        'وفي موسم الخريف تكون صلالة منطلق معظم الزوار لاستكشاف المحافظة: سهل أتين الأخضر وتلال جبال القرا، وعين رزات وعين جرزيز، وإلى الغرب شاطئ المغسيل وكهف المرنيف بنوافيره البحرية.',
        'وصلالة كذلك القلب الاقتصادي لظفار؛ إذ يعد ميناء صلالة في ريسوت من أبرز موانئ الحاويات في المنطقة، وتجاوره المنطقة الحرة بصلالة، فيما يربط مطار صلالة الدولي المحافظة بمسقط وبمدن أخرى في المنطقة.',
      ],
    ),
    sections: [
      {
        style: 'Statecards',
        cards: [
          card(
            l('Al Baleed Archaeological Park', 'متنزه البليد الأثري'),
            l(
              'The remains of the old city of Zafar stretch along the shore between the sea and a lagoon: the great mosque with its many columns, the citadel and the city walls. The **Museum of the Frankincense Land** in the park presents the history of the land and the sea.',
              'تمتد بقايا مدينة ظفار القديمة على الساحل بين البحر والخور: الجامع الكبير بأعمدته الكثيرة، والقلعة، وأسوار المدينة. ويعرض **متحف أرض اللبان** داخل المتنزه تاريخ البر والبحر.',
            ),
            'state-salalah-baleed',
          ),
          card(
            l('Al Haffa souq', 'سوق الحافة'),
            l(
              'Near Al Husn Palace, the traditional souq of Al Haffa is the place to buy frankincense of every grade, clay incense burners, perfumes and Dhofari textiles. Ask the sellers about the grades of frankincense: they are proud to explain them.',
              'بالقرب من قصر الحصن يقع سوق الحافة التقليدي، المكان الأمثل لشراء اللبان بمختلف درجاته والمباخر الفخارية والعطور والمنسوجات الظفارية. اسأل الباعة عن درجات اللبان، فهم يشرحونها بكل اعتزاز.',
            ),
            'state-salalah-haffa',
          ),
          card(
            l('Mughsail beach', 'شاطئ المغسيل'),
            l(
              'West of the city, a long white beach ends at cliffs where the sea surges through holes in the rock at **Al Marneef cave**, throwing spray high into the air. The Khareef waves are powerful: watch from the viewing areas and do not swim.',
              'إلى الغرب من المدينة يمتد شاطئ أبيض طويل ينتهي بجروف صخرية يندفع فيها الموج عبر فتحات في صخور **كهف المرنيف**، فيقذف الرذاذ عاليا في الهواء. أمواج الخريف قوية، فاكتف بالمشاهدة من الأماكن المخصصة ولا تسبح.',
            ),
            'state-salalah-mughsail',
          ),
          card(
            l('Ayn Razat', 'عين رزات'),
            l(
              'One of the best-loved springs of Dhofar, east of the city. Clear water runs through landscaped gardens at the foot of the mountain, with a cave in the cliff above: a shaded place for families all year round.',
              'من أحب العيون إلى أهل ظفار وزوارها، تقع شرق المدينة، وتجري مياهها الصافية بين حدائق منسقة عند سفح الجبل، ويعلوها كهف في الجرف، فهي مكان ظليل للعائلات طوال العام.',
            ),
            'state-salalah-razat',
          ),
        ],
      },
    ],
  },
  {
    uniqueUrl: 'Taqah',
    title: l('Taqah', 'طاقة'),
    description: l(
      'A coastal town east of Salalah, with a historic castle, the ancient port of Sumhuram and the waterfalls of Wadi Darbat.',
      'بلدة ساحلية شرق صلالة، فيها حصن تاريخي وميناء سمهرم القديم وشلالات وادي دربات.',
    ),
    image: 'state-taqah',
    content: md(
      [
        'Taqah is a coastal town east of Salalah, between the sea and the green slopes of the mountains. For generations its people have lived from fishing and from their herds, and its long beach lined with coconut palms is one of the most beautiful on the Dhofar coast.',
        'At the heart of the town stands **Taqah Castle**, restored and opened as a museum whose furnished rooms show the daily life of the household of a wali. East of the town, on a hill above the lagoon of Khor Rori, lie the ruins of **Sumhuram**, a fortified port founded more than two thousand years ago to ship frankincense across the seas and now part of the Land of Frankincense World Heritage site.',
        'Taqah is also the wilayat of **Wadi Darbat**. In the Khareef, water pours over the high travertine cliffs at the mouth of the wadi, a lake forms among the trees, and camels and cattle graze on the green slopes. Nearby, the seasonal waterfall of Ayn Athum flows after good rains.',
      ],
      [
        'طاقة بلدة ساحلية تقع شرق صلالة بين البحر والسفوح الخضراء للجبال، عاش أهلها أجيالا من صيد الأسماك وتربية المواشي، ويعد شاطئها الطويل المحفوف بأشجار النارجيل من أجمل شواطئ ساحل ظفار.',
        'وفي قلب البلدة يقف **حصن طاقة** الذي رمم وافتتح متحفا تعرض غرفه المؤثثة ملامح الحياة اليومية لأسرة الوالي. وإلى الشرق من البلدة، على تلة تطل على خور روري، تقع أطلال **سمهرم**، الميناء المحصن الذي أسس قبل أكثر من ألفي عام لتصدير اللبان عبر البحار، وهو اليوم جزء من موقع أرض اللبان المدرج في قائمة التراث العالمي.',
        'وفي طاقة أيضا يقع **وادي دربات**؛ ففي الخريف تنساب المياه فوق الجروف الكلسية العالية عند مصب الوادي، وتتكون بحيرة بين الأشجار، وترعى الإبل والأبقار على السفوح الخضراء. وعلى مقربة منه يجري شلال عين أثوم الموسمي بعد الأمطار الوفيرة.',
      ],
    ),
    sections: [
      {
        style: 'Statecards',
        cards: [
          card(
            l('Taqah Castle', 'حصن طاقة'),
            l(
              'Built of stone and mud, with a watchtower over the town, the castle was the residence of the wali. Its rooms, kitchen and courtyard are furnished as they once were, with weapons, household utensils and traditional dress on display.',
              'شيد الحصن من الحجارة والطين، ويشرف برج المراقبة فيه على البلدة، وكان مقرا لإقامة الوالي. وقد أعيد تأثيث غرفه ومطبخه وفنائه كما كانت، وتعرض فيه الأسلحة والأدوات المنزلية والأزياء التقليدية.',
            ),
            'state-taqah-castle',
          ),
          card(
            l('Sumhuram and Khor Rori', 'سمهرم وخور روري'),
            l(
              'Inscriptions in the ancient South Arabian script still mark the gate of Sumhuram, whose walls, temple and storerooms overlook the lagoon where ships once anchored. Flamingos and herons feed in the calm water below.',
              'ما زالت نقوش بخط المسند العربي الجنوبي القديم تزين بوابة سمهرم، التي تطل أسوارها ومعبدها ومخازنها على الخور الذي رست فيه السفن قديما، فيما تقتات طيور النحام ومالك الحزين في مياهه الهادئة.',
            ),
            'state-taqah-sumhuram',
          ),
          card(
            l('Wadi Darbat', 'وادي دربات'),
            l(
              'The best-known Khareef destination in Dhofar. After good monsoon rains, water spills over the high cliffs at the mouth of the wadi; upstream are a calm lake, caves and shady trees. Outside the season the wadi is green and quiet, a favourite with walkers.',
              'أشهر وجهات الخريف في ظفار؛ فبعد أمطار الموسم الوفيرة تنساب المياه فوق الجروف العالية عند مصب الوادي، وفي أعلاه بحيرة هادئة وكهوف وأشجار وارفة الظلال. وفي غير موسم الخريف يبقى الوادي هادئا أخضر يقصده محبو المشي.',
            ),
            'state-taqah-darbat',
          ),
          card(
            l('Ayn Athum', 'عين أثوم'),
            l(
              'A seasonal waterfall that slides down a curtain of travertine after good monsoon rains, in a green setting that is pleasant even when the water is low.',
              'شلال موسمي ينساب على ستارة من الصخور الكلسية بعد أمطار الخريف الوفيرة، في محيط أخضر يبقى جميلا حتى حين يقل الماء.',
            ),
            'state-taqah-athum',
          ),
        ],
      },
    ],
  },
  {
    uniqueUrl: 'Mirbat',
    title: l('Mirbat', 'مرباط'),
    description: l(
      'A historic port at the foot of Jebel Samhan, known for its castle, its old merchant houses and its clear waters.',
      'مرفأ تاريخي عند سفوح جبل سمحان، يشتهر بحصنه وبيوت تجاره القديمة ومياهه الصافية.',
    ),
    image: 'state-mirbat',
    content: md(
      [
        'Mirbat sits on a sheltered bay at the foot of Jebel Samhan, east of Taqah. For centuries it was one of the main ports of Dhofar, exporting frankincense and, as its name recalls, Arabian horses bred on this coast.',
        '**Mirbat Castle** overlooks the harbour, and behind the beach stand old merchant houses of stone and mud with carved wooden doors and latticed windows. On the western edge of the town, the white mosque and tomb of **Mohammed bin Ali**, a revered scholar, rise above an old cemetery.',
        'Inland, the road climbs towards **Jebel Samhan**, a nature reserve and one of the last refuges of the Arabian leopard. On the way lie the **Tawi Atair** sinkhole, more than two hundred metres deep, the great cave of Teeq and groves of baobab trees in the foothills.',
        'The sea remains the livelihood of the wilayat: fishing, the seasonal harvest of abalone and, more recently, diving on the coral reefs of the bay.',
      ],
      [
        'تقع مرباط على خليج محمي عند سفوح جبل سمحان إلى الشرق من طاقة، وكانت قرونا من أهم موانئ ظفار، تصدر اللبان والخيول العربية التي ربيت على هذا الساحل، وهو ما يذكر به اسمها.',
        'يطل **حصن مرباط** على المرفأ، وخلف الشاطئ تقف بيوت التجار القديمة المبنية من الحجارة والطين بأبوابها الخشبية المنقوشة ونوافذها المشبكة. وعند الطرف الغربي للبلدة يرتفع المسجد الأبيض وضريح **محمد بن علي**، أحد العلماء الأجلاء، فوق مقبرة قديمة.',
        'وإلى الداخل يصعد الطريق نحو **جبل سمحان**، المحمية الطبيعية وأحد آخر ملاذات النمر العربي، ويمر بحفرة **طوي أعتير** التي يزيد عمقها على مئتي متر، وبكهف طيق العظيم، وبأشجار الباوباب في السفوح.',
        'ويبقى البحر مصدر رزق الولاية: صيد الأسماك، وموسم جمع الصفيلح، ومؤخرا الغوص بين الشعاب المرجانية في الخليج.',
      ],
    ),
    sections: [
      {
        style: 'Statecards',
        cards: [
          card(
            l('Mirbat Castle', 'حصن مرباط'),
            l(
              'Standing on the shore above the harbour, the castle guarded the town and its trade for generations. From its walls you can see the bay, the fishing boats and the old quarter of merchant houses.',
              'يقف الحصن على الساحل مشرفا على المرفأ، وقد حرس البلدة وتجارتها أجيالا. ومن أسواره تبدو للزائر مياه الخليج وقوارب الصيد والحي القديم ببيوت تجاره.',
            ),
            'state-mirbat-castle',
          ),
          card(
            l('Mosque and tomb of Mohammed bin Ali', 'مسجد وضريح محمد بن علي'),
            l(
              'A whitewashed mosque built over the tomb of a revered scholar, surrounded by an old cemetery. It is still a place of prayer: dress modestly, remove your shoes and, for women, cover your hair.',
              'مسجد أبيض شيد فوق ضريح أحد العلماء الأجلاء، تحيط به مقبرة قديمة. وما زال مكانا للصلاة، فاحرص على الاحتشام وخلع الحذاء، وعلى النساء تغطية الشعر.',
            ),
            'state-mirbat-binali',
          ),
          card(
            l('Tawi Atair sinkhole', 'حفرة طوي أعتير'),
            l(
              'One of the largest sinkholes in the world, more than two hundred metres deep, its walls green in the Khareef and alive with the calls of nesting birds. Paths and railings lead to viewpoints on the rim; stay behind them.',
              'من أكبر الحفر الكارستية في العالم، يزيد عمقها على مئتي متر، وتكتسي جدرانها بالخضرة في الخريف وتتردد فيها أصوات الطيور التي تعشش فيها. وتقود الممرات والحواجز إلى نقاط مشاهدة على الحافة، فالتزم بالبقاء خلفها.',
            ),
            'state-mirbat-tawi',
          ),
          card(
            l('Jebel Samhan', 'جبل سمحان'),
            l(
              'The eastern range of Dhofar and a protected nature reserve, one of the last homes of the Arabian leopard. From the viewpoint on its heights the cliffs drop towards the coastal plain and the sea.',
              'السلسلة الشرقية لجبال ظفار ومحمية طبيعية، وأحد آخر موائل النمر العربي. ومن نقطة المشاهدة في أعاليه تنحدر الجروف نحو السهل الساحلي والبحر.',
            ),
            'state-mirbat-samhan',
          ),
        ],
      },
    ],
  },
  {
    uniqueUrl: 'Rakhyut',
    title: l('Rakhyut', 'رخيوت'),
    description: l(
      'A coastal wilayat in the west of Dhofar, where the green slopes of Jebel Al Qamar meet the sea.',
      'ولاية ساحلية في غرب ظفار، تلتقي فيها سفوح جبل القمر الخضراء بالبحر.',
    ),
    image: 'state-rakhyut',
    content: md(
      [
        'Rakhyut lies in the west of Dhofar, more than a hundred kilometres from Salalah, between the Mughsail area to the east and the wilayat of Dhalkut to the west. Its centre sits on a bay with a long beach, backed by the steep green flanks of Jebel Al Qamar.',
        'In the Khareef the whole wilayat turns green. Clouds pour over the heights, the mountain road offers views from the summits down to the sea, and more than twenty springs water its valleys.',
        'Its coast is one of the wildest in Oman. At **Al Fazayah**, rocks and small islands form bays and channels below the mountains, and frankincense trees grow on the slopes above the sea.',
        'The historic **fort of Rakhyut** was once the seat of government for the western areas of Dhofar, and the old mosques and houses of the town recall its past as a prosperous harbour. Today its people live from fishing and herding, and welcome a growing number of visitors.',
      ],
      [
        'تقع رخيوت في غرب ظفار على بعد يزيد على مئة كيلومتر من صلالة، بين منطقة المغسيل شرقا وولاية ضلكوت غربا. ويقع مركزها على خليج ذي شاطئ طويل، تحتضنه سفوح جبل القمر الخضراء شديدة الانحدار.',
        'وفي الخريف تكتسي الولاية كلها باللون الأخضر، فتنساب السحب فوق المرتفعات، ويمنح الطريق الجبلي إطلالات من القمم حتى البحر، وتروي أوديتها أكثر من عشرين عينا.',
        'وساحلها من أكثر سواحل عُمان بكارة؛ ففي **الفزايح** تشكل الصخور والجزر الصغيرة خلجانا وممرات تحت الجبال، وتنمو أشجار اللبان على السفوح المطلة على البحر.',
        'وكان **حصن رخيوت** التاريخي مقرا لإدارة شؤون المناطق الغربية من ظفار، وتذكر المساجد والبيوت القديمة في البلدة بماضيها مرفأ مزدهرا. ويعيش أهلها اليوم على صيد الأسماك والرعي، ويستقبلون أعدادا متزايدة من الزوار.',
      ],
    ),
    sections: [
      {
        style: 'Statecards',
        cards: [
          card(
            l('Rakhyut Fort', 'حصن رخيوت'),
            l(
              'The historic fort at the centre of the town once housed the administration of the western areas of Dhofar. Around it, old mosques and houses tell of the days when Rakhyut was a busy harbour.',
              'كان الحصن التاريخي في وسط البلدة مقرا لإدارة شؤون المناطق الغربية من ظفار، وتحكي المساجد والبيوت القديمة من حوله أيام كانت رخيوت مرفأ عامرا.',
            ),
            'state-rakhyut-fort',
          ),
          card(
            l('The coast of Al Fazayah', 'ساحل الفزايح'),
            l(
              'West of Mughsail, the coast breaks into sandy coves, rocks and small islands below the mountains. Fishermen use it in the fishing seasons and herders bring their animals to its pastures; frankincense trees scent the slopes.',
              'غرب المغسيل يتقطع الساحل إلى خلجان رملية وصخور وجزر صغيرة تحت الجبال، يرتاده الصيادون في مواسم الصيد، ويأتي إليه الرعاة بمواشيهم طلبا للمرعى، وتعطر أشجار اللبان سفوحه.',
            ),
            'state-rakhyut-fazayah',
          ),
          card(
            l('Jebel Al Qamar in the Khareef', 'جبل القمر في الخريف'),
            l(
              'The western mountains of Dhofar catch the monsoon clouds, and from June to September their slopes are deep green. Drive slowly: fog can close in quickly and animals graze beside the road.',
              'تستقبل جبال ظفار الغربية سحب الخريف، فتكتسي سفوحها من يونيو إلى سبتمبر بخضرة كثيفة. تمهل في القيادة، فالضباب قد يشتد فجأة والمواشي ترعى على جانبي الطريق.',
            ),
            'state-rakhyut-qamar',
          ),
        ],
      },
    ],
  },
  {
    uniqueUrl: 'Thumrait',
    title: l('Thumrait', 'ثمريت'),
    description: l(
      'The gateway of Dhofar on the Nejd plateau north of the mountains, home to Wadi Dawkah and Shisr.',
      'بوابة ظفار على هضبة النجد شمال الجبال، وفيها وادي دوكة وموقع شصر.',
    ),
    image: 'state-thumrait',
    content: md(
      [
        'Thumrait stands on the Nejd, the high plateau north of the mountains, about 80 kilometres north of Salalah. The climate here is dry, and the land opens into gravel plains and wadis. Travellers arriving by road from the north of Oman pass through Thumrait before descending to the coast, which is why it is often called the gateway of Dhofar.',
        'Caravans gathered here in ancient times, and the wilayat holds two of the four Land of Frankincense World Heritage sites. In **Wadi Dawkah**, frankincense trees grow naturally in a protected park; at **Shisr**, excavations in the early 1990s uncovered a fortified caravan station built around a well, which many associate with the legendary city of Ubar.',
        'At **Hanun**, pre-Islamic inscriptions mark a place where the finest frankincense of the neighbouring valleys was once gathered. Today Thumrait is a service town for travellers and for the herders of the Nejd, whose camels graze across the plateau.',
      ],
      [
        'تقع ثمريت على النجد، الهضبة المرتفعة شمال الجبال، على بعد نحو 80 كيلومترا شمال صلالة. والمناخ فيها جاف، وتنفتح أرضها على سهول حصوية وأودية. ويمر بها المسافرون القادمون برا من شمال السلطنة قبل نزولهم إلى الساحل، ولذلك كثيرا ما توصف بأنها بوابة ظفار.',
        'وكانت القوافل تتجمع فيها قديما، وتضم الولاية اثنين من المواقع الأربعة لأرض اللبان المدرجة في قائمة التراث العالمي: **وادي دوكة** حيث تنمو أشجار اللبان طبيعيا في متنزه محمي، و**شصر** حيث كشفت التنقيبات في مطلع التسعينيات من القرن الماضي عن محطة محصنة للقوافل أقيمت حول بئر، يربطها كثيرون بمدينة وبار الأسطورية.',
        'وفي **حنون** نقوش تعود إلى ما قبل الإسلام في موضع كان يجمع فيه أجود لبان الأودية المجاورة. وثمريت اليوم مدينة خدمات للمسافرين ولرعاة النجد الذين ترعى إبلهم في أرجاء الهضبة.',
      ],
    ),
    sections: [
      {
        style: 'Statecards',
        cards: [
          card(
            l('Wadi Dawkah', 'وادي دوكة'),
            l(
              'A wide wadi where frankincense trees grow wild, protected as part of the Land of Frankincense World Heritage site. A park with paths and signs lets visitors walk among the trees and learn how the resin is harvested.',
              'واد فسيح تنمو فيه أشجار اللبان برية، محمي بوصفه جزءا من موقع أرض اللبان المدرج في قائمة التراث العالمي. ويتيح المتنزه بممراته ولوحاته التعريفية للزوار التجول بين الأشجار والتعرف على طريقة جني اللبان.',
            ),
            'state-thumrait-dawkah',
          ),
          card(
            l('Shisr (Ubar)', 'شصر (وبار)'),
            l(
              'On the edge of the sands, the remains of towers and walls surround a deep well that supplied the caravans. Excavations in the early 1990s revealed the site, which many associate with the Ubar of legend.',
              'على أطراف الرمال تحيط بقايا الأبراج والأسوار ببئر عميقة كانت تسقي القوافل. وقد كشفت التنقيبات في مطلع التسعينيات من القرن الماضي عن هذا الموقع الذي يربطه كثيرون بوبار الواردة في الأخبار القديمة.',
            ),
            'state-thumrait-shisr',
          ),
          card(
            l('Hanun', 'حنون'),
            l(
              'An ancient site with pre-Islamic inscriptions, where frankincense from the surrounding valleys, among the finest in Dhofar, was gathered before it set off with the caravans.',
              'موقع أثري فيه نقوش تعود إلى ما قبل الإسلام، كان يجمع فيه لبان الأودية المحيطة، وهو من أجود لبان ظفار، قبل أن ينطلق مع القوافل.',
            ),
            'state-thumrait-hanun',
          ),
          card(
            l('The Nejd plateau', 'هضبة النجد'),
            l(
              'Beyond the reach of the monsoon, the Nejd is a land of gravel plains, dry wadis and wide skies. Its clear nights are ideal for stargazing, and its camels are part of every view.',
              'بعيدا عن تأثير الخريف، يمتد النجد سهولا حصوية وأودية جافة تحت سماء رحبة، وتناسب لياليه الصافية رصد النجوم، ولا يخلو مشهد فيه من الإبل.',
            ),
            'state-thumrait-nejd',
          ),
        ],
      },
    ],
  },
  {
    uniqueUrl: 'Dhalkut',
    title: l('Dhalkut', 'ضلكوت'),
    description: l(
      'The far south-western coast of Dhofar, where mountains, springs and a quiet beach meet near the border with Yemen.',
      'أقصى الساحل الجنوبي الغربي لظفار، حيث تلتقي الجبال والعيون وشاطئ هادئ قرب الحدود مع اليمن.',
    ),
    image: 'state-dhalkut',
    content: md(
      [
        'Dhalkut is the westernmost coastal wilayat of Dhofar, bordered by Rakhyut to the east and the Republic of Yemen to the west. Here the mountains rise straight out of the sea, and the border area of Sarfait makes the wilayat a gateway for travel and trade between the two countries.',
        'Because the monsoon lingers longest on these western mountains, people in Dhofar often say that the Khareef begins and ends in Dhalkut. Large old trees shade the road into the wilayat, and springs flow from the wadis of Jebel Al Qamar.',
        'In the past Dhalkut traded by sea with the ports of the region, sending out honey, hides and frankincense. Mountain caves long sheltered herders and their flocks from the weather, and the long beach at the heart of the wilayat is known for its sunsets. Fishing, including squid and lobster, and herding remain the main livelihoods, alongside the trade that crosses the border.',
      ],
      [
        'ضلكوت أقصى ولايات ظفار الساحلية غربا، تحدها ولاية رخيوت شرقا والجمهورية اليمنية غربا. وهنا ترتفع الجبال من البحر مباشرة، وتجعل منطقة صرفيت الحدودية من الولاية بوابة للسفر والتجارة بين البلدين.',
        'ولأن الخريف يطول مكوثه على هذه الجبال الغربية، كثيرا ما يقول أهل ظفار إن الخريف يبدأ في ضلكوت وفيها ينتهي. وتظلل الطريق المؤدي إلى الولاية أشجار كبيرة معمرة، وتنبع العيون من أودية جبل القمر.',
        'وكانت ضلكوت قديما تتاجر بحرا مع موانئ المنطقة، فتصدر العسل والجلود واللبان. وطالما آوت كهوف الجبال الرعاة ومواشيهم من تقلبات الطقس، ويشتهر الشاطئ الطويل في قلب الولاية بمشاهد الغروب. ولا يزال صيد الأسماك، ومنها الحبار والشارخة، والرعي مصدري الرزق الرئيسيين، إلى جانب التجارة التي تعبر الحدود.',
      ],
    ),
    sections: [
      {
        style: 'Statecards',
        cards: [
          card(
            l('Dhalkut beach', 'شاطئ ضلكوت'),
            l(
              'A long, quiet beach at the foot of the mountains, in the heart of the wilayat. Come in the late afternoon, when the sun sets over the sea and the fishing boats return.',
              'شاطئ طويل هادئ عند سفوح الجبال في قلب الولاية. زره في آخر النهار، حين تغرب الشمس في البحر وتعود قوارب الصيد.',
            ),
            'state-dhalkut-beach',
          ),
          card(
            l('The Khareef mountains of Dhalkut', 'جبال ضلكوت في الخريف'),
            l(
              'The green season lasts longest here. Old trees with massive trunks line the road, and the fog drifts through them from the sea.',
              'يطول الموسم الأخضر هنا أكثر من غيره، وتصطف على جانبي الطريق أشجار معمرة ضخمة الجذوع يتسلل بينها الضباب القادم من البحر.',
            ),
            'state-dhalkut-mountains',
          ),
          card(
            l('Springs and caves', 'العيون والكهوف'),
            l(
              'Springs rise in the wadis of Jebel Al Qamar, and caves in the limestone have sheltered herders for generations. Visit with a local guide: paths are steep and can be slippery after rain.',
              'تنبع العيون في أودية جبل القمر، وقد آوت الكهوف الكلسية الرعاة أجيالا. زرها برفقة مرشد من أهل المنطقة، فالممرات شديدة الانحدار وقد تكون زلقة بعد المطر.',
            ),
            'state-dhalkut-springs',
          ),
        ],
      },
    ],
  },
  {
    uniqueUrl: 'Al-Mazyunah',
    title: l('Al-Mazyunah', 'المزيونة'),
    description: l(
      'The north-western wilayat of Dhofar on the border with Yemen, a desert trade gateway with its own free zone.',
      'ولاية في شمال غرب ظفار على الحدود مع اليمن، بوابة تجارية صحراوية فيها منطقة حرة.',
    ),
    image: 'state-mazyunah',
    content: md(
      [
        'Al-Mazyunah lies in the north-west of Dhofar, on the border with the Republic of Yemen, a long drive from Salalah across the Nejd. It is a desert wilayat of gravel plains, wadis and sand, and a growing modern town with its own government services.',
        'Its position has made it the main land gateway between Oman and Yemen in the south-west. The **Al-Mazyunah Free Zone** was established to organise and encourage this trade, with warehouses, logistics services and a busy market used by traders from both sides of the border.',
        'Beyond the town, the dunes at the edge of the Empty Quarter attract campers and desert drivers in the cooler months. The people of the wilayat keep the traditions of the desert: camel herding, poetry and the generous welcome of the Bedouin tent.',
      ],
      [
        'تقع المزيونة في شمال غرب ظفار على الحدود مع الجمهورية اليمنية، على مسافة طويلة من صلالة عبر النجد. وهي ولاية صحراوية من السهول الحصوية والأودية والرمال، ومدينة حديثة نامية تتوافر فيها الخدمات الحكومية.',
        'وقد جعل منها موقعها البوابة البرية الرئيسية بين عُمان واليمن من جهة الجنوب الغربي، وأنشئت **المنطقة الحرة بالمزيونة** لتنظيم هذه التجارة وتشجيعها، بما فيها من مستودعات وخدمات لوجستية وسوق نشطة يرتادها التجار من جانبي الحدود.',
        'وخارج المدينة تجتذب الكثبان الواقعة على أطراف الربع الخالي محبي التخييم والقيادة في الصحراء خلال الأشهر الباردة. ويحافظ أهل الولاية على تقاليد البادية: تربية الإبل، والشعر، وكرم الضيافة في بيت الشعر.',
      ],
    ),
    sections: [
      {
        style: 'Statecards',
        cards: [
          card(
            l('Al-Mazyunah Free Zone', 'المنطقة الحرة بالمزيونة'),
            l(
              'A free zone on the border, created to serve trade with Yemen and the wider region, with storage, transit and re-export services for companies and traders.',
              'منطقة حرة على الحدود أنشئت لخدمة التجارة مع اليمن والمنطقة، وتقدم للشركات والتجار خدمات التخزين والعبور وإعادة التصدير.',
            ),
            'state-mazyunah-freezone',
          ),
          card(
            l('The market of Al-Mazyunah', 'سوق المزيونة'),
            l(
              'Goods, vehicles and travellers pass through the town, and its market is where Omani and Yemeni traders meet, as their forebears did along the old desert routes.',
              'تمر بالمدينة البضائع والمركبات والمسافرون، وفي سوقها يلتقي التجار العمانيون واليمنيون كما التقى أسلافهم على دروب الصحراء القديمة.',
            ),
            'state-mazyunah-market',
          ),
          card(
            l('Dunes at the edge of the Empty Quarter', 'كثبان على أطراف الربع الخالي'),
            l(
              'In winter, the sands north of the wilayat are a destination for camping and desert driving. Go with an experienced guide, two vehicles and plenty of water.',
              'في الشتاء تغدو الرمال الواقعة شمال الولاية وجهة للتخييم والقيادة في الصحراء. اخرج برفقة مرشد متمرس، وبسيارتين على الأقل، ومع كمية وافرة من الماء.',
            ),
            'state-mazyunah-dunes',
          ),
        ],
      },
    ],
  },
  {
    uniqueUrl: 'Muqshin',
    title: l('Muqshin', 'مقشن'),
    description: l(
      'A desert wilayat on the edge of the Empty Quarter, known for its palm oases and groundwater.',
      'ولاية صحراوية على أطراف الربع الخالي، تشتهر بواحات النخيل ومياهها الجوفية.',
    ),
    image: 'state-muqshin',
    content: md(
      [
        'Muqshin lies in the far north-east of Dhofar, on the south-eastern edge of the Empty Quarter near the border with the Kingdom of Saudi Arabia, more than three hundred kilometres from Salalah. Much of the wilayat is a sea of sand dunes.',
        'Date palms are rare in Dhofar, but Muqshin is an exception. Several wadis that run down from the mountains and the Nejd end in its sands and feed the groundwater that keeps its palm oases and wells alive. For centuries caravans stopped here, and the oasis later became a base for travellers crossing the sands.',
        'Stone tools found in the wilayat show that people lived here in prehistoric times. Today Muqshin welcomes campers and desert enthusiasts in winter, when the days are mild and the nights can turn cold, while the **Qatbit** rest stop on the main road serves travellers between Salalah and the north. Camel herding and palm cultivation remain the livelihood of its people.',
      ],
      [
        'تقع مقشن في أقصى شمال شرق ظفار، على الأطراف الجنوبية الشرقية للربع الخالي قرب الحدود مع المملكة العربية السعودية، على بعد يزيد على ثلاثمئة كيلومتر من صلالة، ويغطي بحر من الكثبان الرملية معظم أراضيها.',
        'النخيل قليل في ظفار، غير أن مقشن استثناء؛ إذ تنتهي في رمالها أودية عدة تنحدر من الجبال والنجد، فتغذي المياه الجوفية التي تحيا بها واحات النخيل والآبار. وظلت القوافل تتوقف فيها قرونا، ثم غدت الواحة محطة للرحالة العابرين للرمال.',
        'وتدل الأدوات الحجرية التي عثر عليها في الولاية على أن الإنسان سكنها منذ عصور ما قبل التاريخ. وتستقبل مقشن اليوم محبي التخييم والصحراء في الشتاء، حين يعتدل النهار وقد يبرد الليل، فيما تخدم استراحة **قتبيت** على الطريق الرئيسي المسافرين بين صلالة وشمال السلطنة. ولا تزال تربية الإبل وزراعة النخيل مورد رزق أهلها.',
      ],
    ),
    sections: [
      {
        style: 'Statecards',
        cards: [
          card(
            l('Muqshin oasis', 'واحة مقشن'),
            l(
              'Palm groves and wells in the middle of the sands, fed by water that flows underground from distant mountains. For the caravans of the past it was a precious stop before the long crossing.',
              'بساتين نخيل وآبار وسط الرمال، تغذيها مياه تسري تحت الأرض من جبال بعيدة، وكانت لقوافل الماضي محطة ثمينة قبل العبور الطويل.',
            ),
            'state-muqshin-oasis',
          ),
          card(
            l('The dunes of the Empty Quarter', 'كثبان الربع الخالي'),
            l(
              "Waves of sand run north and west towards the heart of the Rub' al Khali. Their colour changes through the day, from pale gold at noon to deep orange at sunset.",
              'تمتد أمواج الرمال شمالا وغربا نحو قلب الربع الخالي، ويتبدل لونها خلال النهار من الذهبي الباهت عند الظهيرة إلى البرتقالي العميق عند الغروب.',
            ),
            'state-muqshin-dunes',
          ),
          card(
            l('Winter camping', 'التخييم في الشتاء'),
            l(
              'In the winter months the desert is at its kindest. Camp with a licensed operator or an experienced guide, and tell someone your route before you set out.',
              'في أشهر الشتاء تكون الصحراء في أرفق أحوالها. خيم مع مشغل مرخص أو مرشد متمرس، وأبلغ أحدا بخط سيرك قبل الانطلاق.',
            ),
            'state-muqshin-camp',
          ),
        ],
      },
    ],
  },
  {
    uniqueUrl: 'Shalim-and-Hallaniyat-Islands',
    title: l('Shalim and the Hallaniyat Islands', 'شليم وجزر الحلانيات'),
    description: l(
      'The easternmost wilayat of Dhofar, from the desert and the coast of Shuwaymiyah to the Hallaniyat Islands in the Arabian Sea.',
      'أقصى ولايات ظفار شرقا، من الصحراء وساحل الشويمية إلى جزر الحلانيات في بحر العرب.',
    ),
    image: 'state-shalim',
    content: md(
      [
        'The wilayat of Shalim and the Hallaniyat Islands is the easternmost in Dhofar, bordering Al Wusta Governorate, about three hundred kilometres from Salalah. It joins two very different parts: a vast mainland of desert, mountains and coast, and the Hallaniyat Islands out in the Arabian Sea.',
        'The islands lie off the coast of Hasik. **Al Hallaniyah**, the largest, is the only one that is inhabited, home to a small community that lives from the sea, while Al Sawda is left to nesting seabirds. The waters around the islands are protected and rich in fish, turtles, dolphins and whales.',
        'On the mainland, the coast of **Shuwaymiyah** offers golden beaches, pale limestone cliffs, wadis and springs, and some of the best fishing on this coast. Frankincense trees grow in the valleys of the interior.',
        'Fishing is the main livelihood of the coast and the islands, while the interior of the wilayat holds oil and mineral resources.',
      ],
      [
        'ولاية شليم وجزر الحلانيات أقصى ولايات ظفار شرقا، تحدها محافظة الوسطى، وتبعد عن صلالة نحو ثلاثمئة كيلومتر. وتجمع الولاية بين جزأين مختلفين: بر رئيسي واسع من الصحراء والجبال والساحل، وجزر الحلانيات في عرض بحر العرب.',
        'وتقع الجزر قبالة ساحل حاسك، وكبراها **الحلانية**، وهي الوحيدة المأهولة بالسكان، يعيش فيها مجتمع صغير على خيرات البحر، في حين تترك جزيرة السوداء للطيور البحرية التي تعشش فيها. والمياه المحيطة بالجزر محمية، غنية بالأسماك والسلاحف والدلافين والحيتان.',
        'وعلى البر الرئيسي يقدم ساحل **الشويمية** شواطئ ذهبية وجروفا كلسية فاتحة اللون وأودية وعيونا، وفيه من أفضل مواقع الصيد على هذا الساحل. وتنمو أشجار اللبان في أودية الداخل.',
        'ويمثل صيد الأسماك مورد الرزق الرئيسي على الساحل وفي الجزر، فيما يضم داخل الولاية ثروات نفطية ومعدنية.',
      ],
    ),
    sections: [
      {
        style: 'Statecards',
        cards: [
          card(
            l('The Hallaniyat Islands', 'جزر الحلانيات'),
            l(
              'A small group of islands in the Arabian Sea. Boat trips and diving excursions are run by licensed operators in the calm months; the sea is too rough for them during the monsoon.',
              'مجموعة صغيرة من الجزر في بحر العرب، ينظم المشغلون المرخصون رحلات بالقوارب والغوص إليها في أشهر الهدوء، أما في موسم الخريف فالبحر أشد اضطرابا من أن تتاح فيه.',
            ),
            'state-shalim-islands',
          ),
          card(
            l('The coast of Shuwaymiyah', 'ساحل الشويمية'),
            l(
              'Golden sand, pale cliffs and a calm village life. Anglers come for the fishing, and the wadis behind the coast hide springs and palm trees.',
              'رمال ذهبية وجروف فاتحة اللون وحياة قروية هادئة، يقصدها هواة الصيد بالصنارة، وتخفي الأودية خلف الساحل عيونا وأشجار نخيل.',
            ),
            'state-shalim-shuwaymiyah',
          ),
          card(
            l('Life in the sea', 'الحياة في البحر'),
            l(
              'Turtles nest on the beaches, dolphins follow the boats and the rare humpback whales of the Arabian Sea feed in these waters. Keep your distance from wildlife and never feed or touch it.',
              'تعشش السلاحف على الشواطئ، وترافق الدلافين القوارب، وتتغذى في هذه المياه الحيتان الحدباء النادرة في بحر العرب. حافظ على مسافة آمنة من الكائنات البحرية، ولا تطعمها أو تلمسها.',
            ),
            'state-shalim-marine',
          ),
        ],
      },
    ],
  },
  {
    uniqueUrl: 'Sadah',
    title: l('Sadah', 'سدح'),
    description: l(
      'A peaceful coastal wilayat east of Mirbat, with quiet bays, a restored fort and the old frankincense harbour of Hasik.',
      'ولاية ساحلية هادئة شرق مرباط، فيها خلجان وادعة وحصن مرمم ومرفأ حاسك القديم لتصدير اللبان.',
    ),
    image: 'state-sadah',
    content: md(
      [
        'Sadah is a coastal wilayat east of Mirbat, bordered by Shalim and the Hallaniyat Islands to the east, with the range of Jebel Samhan along its northern side. Its villages are scattered along quiet bays and beaches, and its climate is mild for most of the year.',
        'Sadah was once a station for gathering and shipping frankincense. Its restored **fort** now displays the household objects of earlier times, and the ruins of the old settlement of Al Mahallah stand a few kilometres from the centre of the wilayat.',
        'Further east, the niyabat of **Hasik** grew around a sheltered natural harbour from which fine frankincense was once exported. Valleys descending from Jebel Samhan hold springs, pools and palm groves.',
        'The sea is generous here. Fishermen bring in lobster and fish, and Sadah is one of the places where abalone, the prized shellfish of the Dhofar coast, is harvested in a short, regulated season.',
      ],
      [
        'سدح ولاية ساحلية تقع شرق مرباط، تحدها من الشرق ولاية شليم وجزر الحلانيات، وتمتد سلسلة جبل سمحان على جانبها الشمالي. تتناثر قراها على خلجان وشواطئ هادئة، ويعتدل مناخها معظم أيام السنة.',
        'وكانت سدح قديما محطة لجمع اللبان وتصديره، ويعرض **حصنها** المرمم اليوم أدوات الحياة المنزلية في الأزمنة الماضية، وعلى بعد كيلومترات قليلة من مركز الولاية تقف أطلال قرية المحلة القديمة.',
        'وإلى الشرق نشأت نيابة **حاسك** حول مرفأ طبيعي محمي كان يصدر منه اللبان الجيد قديما، وتحتضن الأودية المنحدرة من جبل سمحان عيونا وبركا وبساتين نخيل.',
        'والبحر هنا سخي؛ يعود الصيادون بالشارخة والأسماك، وتعد سدح من الأماكن التي يجمع فيها الصفيلح، أثمن الأصداف البحرية في ساحل ظفار، خلال موسم قصير منظم.',
      ],
    ),
    sections: [
      {
        style: 'Statecards',
        cards: [
          card(
            l('Sadah Fort', 'حصن سدح'),
            l(
              'The restored fort overlooks the village and the sea. Inside, rooms display the utensils, tools and crafts of daily life in earlier times.',
              'يطل الحصن المرمم على القرية والبحر، وتعرض غرفه الأواني والأدوات والحرف التي عرفتها الحياة اليومية في الأزمنة الماضية.',
            ),
            'state-sadah-fort',
          ),
          card(
            l('Hasik', 'حاسك'),
            l(
              'A headland town with a natural harbour, once known to seafarers for its trade in fine frankincense. Limestone hills meet the sea, broken by wadis and small sandy creeks.',
              'بلدة على رأس بحري فيها مرفأ طبيعي، عرفها البحارة قديما بتجارة اللبان الجيد، وتلتقي فيها التلال الكلسية بالبحر، تتخللها أودية وأخوار رملية صغيرة.',
            ),
            'state-sadah-hasik',
          ),
          card(
            l('Bays and abalone', 'الخلجان والصفيلح'),
            l(
              'Clear water, rocks and quiet coves make Sadah a calm place to spend the day by the sea. Abalone harvesting is strictly regulated: only licensed fishermen may take it, and only in its season.',
              'المياه الصافية والصخور والخلجان الهادئة تجعل سدح مكانا وادعا لقضاء يوم على البحر. ويخضع جمع الصفيلح لتنظيم صارم، فلا يجمعه إلا الصيادون المرخصون وفي موسمه فقط.',
            ),
            'state-sadah-bays',
          ),
        ],
      },
    ],
  },
]

export const pages: SeedPage[] = [
  {
    uniqueUrl: 'states',
    category: 'general',
    title: l('Wilayats of Dhofar', 'ولايات ظفار'),
    description: l(
      'Dhofar Governorate is made up of ten wilayats, from the coast and mountains of the south to the desert and the Empty Quarter in the north.',
      'تتكون محافظة ظفار من عشر ولايات، تمتد من الساحل والجبال في الجنوب إلى الصحراء والربع الخالي في الشمال.',
    ),
    image: 'state-list',
    content: md(
      [
        'Salalah is the centre of the governorate. Along the coast lie Taqah, Mirbat and Sadah to the east, Shalim and the Hallaniyat Islands further east, and Rakhyut and Dhalkut to the west. North of the mountains are Thumrait on the Nejd, Al-Mazyunah on the border with Yemen and Muqshin on the edge of the Empty Quarter.',
        'Choose a wilayat to learn about its landscapes, its landmarks and its way of life.',
      ],
      [
        'صلالة مركز المحافظة، وعلى الساحل تقع طاقة ومرباط وسدح إلى الشرق، ثم شليم وجزر الحلانيات في أقصى الشرق، ورخيوت وضلكوت إلى الغرب. وشمال الجبال تقع ثمريت على النجد، والمزيونة على الحدود مع اليمن، ومقشن على أطراف الربع الخالي.',
        'اختر ولاية لتتعرف على تضاريسها ومعالمها وأسلوب الحياة فيها.',
      ],
    ),
    seoTitle: l('Wilayats of Dhofar', 'ولايات ظفار'),
    seoDesc: l(
      'The ten wilayats of Dhofar Governorate: Salalah, Taqah, Mirbat, Rakhyut, Thumrait, Dhalkut, Al-Mazyunah, Muqshin, Shalim and the Hallaniyat Islands, and Sadah.',
      'ولايات محافظة ظفار العشر: صلالة وطاقة ومرباط ورخيوت وثمريت وضلكوت والمزيونة ومقشن وشليم وجزر الحلانيات وسدح.',
    ),
  },
  ...wilayats.map(
    (w, i): SeedPage => ({
      ...w,
      category: 'states',
      date: { days: -400 + i },
      seoTitle: l(`${w.title.en} · Wilayats of Dhofar`, `${w.title.ar} · ولايات ظفار`),
      seoDesc: w.description,
    }),
  ),
]
