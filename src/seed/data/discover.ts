/**
 * Seed: the discover page (`discover-dhofar`). Each section's first item introduces its theme, because the page's
 * sticky sidebar lists each section by its first title.
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

const md = (en: string[], ar: string[]): L => ({ en: en.join('\n\n'), ar: ar.join('\n\n') })

const READ_MORE = l('Read more', 'اقرأ المزيد')

const slide = (title: L, subTitle: L, btnTitle: L, link: string, text: L, image: string): SeedItem => ({
  title,
  subTitle,
  btnTitle,
  link,
  text,
  image,
})

const card = (title: L, text: L, image: string, link: string, btnTitle: L = READ_MORE): SeedItem => ({
  title,
  btnTitle,
  link,
  text,
  image,
})

export const images: SeedImage[] = [
  img('discover-khareef', 'khareef-mountains', 6, 'Low clouds settling on green mountain slopes', 'سحب منخفضة تستقر على سفوح جبلية خضراء'),
  img('discover-darbat', 'waterfall', 6, 'A wide waterfall over travertine cliffs', 'شلال عريض فوق جروف كلسية'),
  img('discover-springs', 'spring-pool', 8, 'A clear spring stream under palm trees', 'جدول عين صاف تحت أشجار النخيل'),
  img('discover-qamar', 'mountain-road', 5, 'A mountain road winding towards the sea', 'طريق جبلي يتعرج نحو البحر'),
  img('discover-coast', 'sunset', 4, 'Evening light on a long beach', 'ضوء المساء على شاطئ طويل'),
  img('discover-mughsail', 'blowholes', 3, 'A column of spray rising from the rocks by the sea', 'عمود من الرذاذ يرتفع من الصخور على البحر'),
  img('discover-fazayah', 'sea-cliffs', 5, 'Coves and rocky islets below steep slopes', 'خلجان وجزر صخرية صغيرة أسفل منحدرات شديدة'),
  img('discover-bays', 'fishing-boats', 7, 'Fishing boats anchored in a calm bay', 'قوارب صيد راسية في خليج هادئ'),
  img('discover-heritage', 'frankincense', 8, 'Frankincense resin and a clay incense burner', 'حبات اللبان ومبخرة فخارية'),
  img('discover-baleed', 'ruins', 9, 'The columns of an ancient mosque by a lagoon', 'أعمدة مسجد قديم بجوار خور'),
  img('discover-sumhuram', 'ruins', 0, 'Stone walls on a hill above a lagoon', 'أسوار حجرية على تلة تطل على خور'),
  img('discover-dawkah', 'frankincense', 9, 'Wild frankincense trees in a wide wadi', 'أشجار لبان برية في واد فسيح'),
  img('discover-shisr', 'fort', 9, 'Ruined mud-brick towers on the edge of the sands', 'أبراج طينية متهدمة على أطراف الرمال'),
  img('discover-mountains', 'khareef-mountains', 7, 'Green mountains giving way to a dry plateau', 'جبال خضراء تفسح المجال لهضبة جافة'),
  img('discover-samhan', 'khareef-mountains', 8, 'The high cliffs of Jebel Samhan', 'الجروف العالية لجبل سمحان'),
  img('discover-nejd', 'camels', 6, 'Camels walking across a gravel plain', 'إبل تسير في سهل حصوي'),
  img('discover-empty-quarter', 'desert-stars', 5, 'Dunes under a night sky full of stars', 'كثبان تحت سماء ليلية مليئة بالنجوم'),
  img('discover-marine', 'dolphins', 2, 'A pod of dolphins in blue water', 'سرب من الدلافين في مياه زرقاء'),
  img('discover-hallaniyat', 'islands', 4, 'Islands rising from the Arabian Sea', 'جزر ترتفع من بحر العرب'),
  img('discover-whales', 'dolphins', 3, 'The tail of a whale above the waves', 'ذيل حوت فوق الأمواج'),
  img('discover-lagoons', 'wadi', 6, "A calm lagoon with birds at the water's edge", 'خور هادئ تقف الطيور على ضفافه'),
  img('discover-culture', 'festival', 2, 'Performers and a crowd at a heritage evening', 'مؤدون وجمهور في أمسية تراثية'),
  img('discover-incense', 'souq', 5, 'Smoke rising from an incense burner in a shop', 'دخان يتصاعد من مبخرة في متجر'),
  img('discover-food', 'coconut-farm', 2, 'Fresh coconuts and bananas on a roadside stall', 'نارجيل وموز طازج على كشك بجانب الطريق'),
  img('discover-dance', 'festival', 3, 'Drummers and dancers in traditional dress', 'قارعو طبول وراقصون بالزي التقليدي'),
]

export const page: SeedPage = {
  uniqueUrl: 'discover-dhofar',
  category: 'general',
  title: l('Discover Dhofar', 'اكتشف ظفار'),
  description: l(
    'Mountains made green by the monsoon, white beaches, frankincense sites listed by UNESCO, the Empty Quarter, islands and a culture of its own: discover the many sides of Dhofar.',
    'جبال يكسوها الخريف خضرة، وشواطئ بيضاء، ومواقع للبان أدرجتها اليونسكو، والربع الخالي، وجزر، وثقافة متفردة: اكتشف وجوه ظفار المتعددة.',
  ),
  image: 'discover-khareef',
  // The MountainsAndDeserts section plays the page's video: the Khareef mountains in motion.
  video: 'home',
  seoTitle: l('Discover Dhofar', 'اكتشف ظفار'),
  seoDesc: l(
    'Khareef mountains and springs, beaches, frankincense heritage, deserts, islands, culture and cuisine: what to see and do in Dhofar.',
    'جبال الخريف وعيونها، والشواطئ، وتراث اللبان، والصحارى، والجزر، والثقافة والمطبخ: ما يمكن مشاهدته والقيام به في ظفار.',
  ),
  sections: [
    {
      style: 'DiscoverSlider',
      slider: [
        slide(
          l('Khareef mountains and springs', 'جبال الخريف وعيونها'),
          l('About 21 June to 21 September', 'من نحو 21 يونيو إلى 21 سبتمبر'),
          l('Seasons of Dhofar', 'مواسم ظفار'),
          '/seasons',
          md(
            [
              'Each summer the south-west monsoon meets the mountains that run along the coast of Dhofar. Low clouds settle on the slopes, a fine drizzle falls for weeks, and the brown hills turn green within days.',
              'Temperatures stay mild while much of the region swelters, which is why families from across Oman and the Gulf come to spend the season here.',
            ],
            [
              'في كل صيف تلتقي الرياح الموسمية الجنوبية الغربية بالجبال الممتدة بمحاذاة ساحل ظفار، فتستقر السحب المنخفضة على السفوح، ويتساقط الرذاذ أسابيع متتالية، وفي أيام قليلة تتحول التلال البنية إلى خضراء.',
              'وتبقى درجات الحرارة معتدلة في وقت تشتد فيه الحرارة في معظم أرجاء المنطقة، ولذلك تقصد العائلات ظفار من أنحاء عُمان والخليج لقضاء الموسم فيها.',
            ],
          ),
          'discover-khareef',
        ),
        slide(
          l('Wadi Darbat', 'وادي دربات'),
          l('Wilayat of Taqah', 'ولاية طاقة'),
          l('Discover Taqah', 'اكتشف طاقة'),
          '/state-details/Taqah',
          l(
            'When the rains are good, water pours over the travertine cliffs at the mouth of the wadi in one of the most photographed sights in Oman. Upstream, a calm lake, caves and shady trees make it a favourite place for a family day out.',
            'حين تكون الأمطار وفيرة تنساب المياه فوق الجروف الكلسية عند مصب الوادي في واحد من أكثر المشاهد تصويرا في عُمان، وفي أعلى الوادي بحيرة هادئة وكهوف وأشجار وارفة تجعله مقصدا محببا لنزهات العائلات.',
          ),
          'discover-darbat',
        ),
        slide(
          l('Ayn Razat and the springs', 'عين رزات والعيون'),
          l('Wilayat of Salalah', 'ولاية صلالة'),
          l('Discover Salalah', 'اكتشف صلالة'),
          '/state-details/Salalah',
          l(
            'The limestone mountains of Dhofar are full of springs. Ayn Razat and Ayn Garziz flow all year, and in the Khareef many others come back to life, feeding streams and pools at the foot of the hills.',
            'تزخر جبال ظفار الكلسية بالعيون؛ فعين رزات وعين جرزيز تجريان طوال العام، وفي الخريف تعود الحياة إلى عيون كثيرة غيرهما، فتغذي الجداول والبرك عند سفوح التلال.',
          ),
          'discover-springs',
        ),
        slide(
          l('Jebel Al Qamar', 'جبل القمر'),
          l('Wilayats of Rakhyut and Dhalkut', 'ولايتا رخيوت وضلكوت'),
          l('Discover Rakhyut', 'اكتشف رخيوت'),
          '/state-details/Rakhyut',
          l(
            'In the far west the mountains rise straight from the sea. The road beyond Mughsail climbs through hairpin bends into the clouds, and here the green season lasts longest of all.',
            'في أقصى الغرب ترتفع الجبال من البحر مباشرة، ويصعد الطريق بعد المغسيل في منعطفات حادة نحو السحب، وهنا يدوم الموسم الأخضر أطول من أي مكان آخر.',
          ),
          'discover-qamar',
        ),
      ],
    },
    {
      style: 'DiscoverCards',
      cards: [
        card(
          l('Beaches and coast', 'الشواطئ والسواحل'),
          md(
            [
              'The coast of Dhofar stretches for hundreds of kilometres, from the Yemeni border to Al Wusta Governorate. Long white beaches, rocky coves, lagoons full of birds and fishing villages follow one another along the Arabian Sea.',
              '**Please note:** during the Khareef, from 21 June to 21 September, the sea is rough and swimming in the open sea is prohibited.',
            ],
            [
              'يمتد ساحل ظفار مئات الكيلومترات من الحدود اليمنية إلى محافظة الوسطى، وتتوالى على بحر العرب الشواطئ البيضاء الطويلة والخلجان الصخرية والأخوار العامرة بالطيور وقرى الصيادين.',
              '**تنبيه:** خلال موسم الخريف، من 21 يونيو إلى 21 سبتمبر، يكون البحر مضطربا والسباحة في البحر المفتوح ممنوعة.',
            ],
          ),
          'discover-coast',
          '/interactiveMap',
          l('Explore the map', 'استكشف الخريطة'),
        ),
        card(
          l('Mughsail', 'المغسيل'),
          l(
            'A long white beach framed by cliffs, west of Salalah. At its western end the sea bursts through holes in the rock at **Al Marneef cave**, sending spray high into the air; the show is most spectacular when the waves are strong.',
            'شاطئ أبيض طويل تحيط به الجروف غرب صلالة. وفي طرفه الغربي يندفع البحر عبر فتحات في صخور **كهف المرنيف** فيقذف الرذاذ عاليا في الهواء، ويبلغ المشهد ذروته حين تشتد الأمواج.',
          ),
          'discover-mughsail',
          '/state-details/Salalah',
        ),
        card(
          l('Al Fazayah', 'الفزايح'),
          l(
            'Beyond Mughsail the coast of Rakhyut breaks into coves, rocks and small islands below the mountains, with frankincense trees on the slopes above.',
            'بعد المغسيل يتقطع ساحل رخيوت إلى خلجان وصخور وجزر صغيرة عند سفوح الجبال، وتعلوها أشجار اللبان على المنحدرات.',
          ),
          'discover-fazayah',
          '/state-details/Rakhyut',
        ),
        card(
          l('The bays of Mirbat and Sadah', 'خلجان مرباط وسدح'),
          l(
            'East of Salalah lie quiet bays with clear water, coral and fishing harbours. Outside the monsoon months this is the best coast for snorkelling and diving with a licensed operator.',
            'شرق صلالة تقع خلجان هادئة بمياه صافية وشعاب مرجانية ومرافئ للصيد، وهي خارج أشهر الخريف أنسب السواحل للغطس والغوص مع مشغل مرخص.',
          ),
          'discover-bays',
          '/state-details/Mirbat',
        ),
      ],
    },
    {
      style: 'DiscoverSlider',
      slider: [
        slide(
          l('Heritage and frankincense', 'التراث واللبان'),
          l('On the World Heritage List since 2000', 'في قائمة التراث العالمي منذ عام 2000'),
          l('About Dhofar', 'عن ظفار'),
          '/about',
          md(
            [
              'For thousands of years frankincense from Dhofar travelled by caravan and by ship to Egypt, Mesopotamia and the Mediterranean. The trees still grow wild here, and the resin is still harvested by hand.',
              'In 2000 UNESCO inscribed four sites of this trade on the World Heritage List as the **Land of Frankincense**: Al Baleed, Sumhuram, Wadi Dawkah and Shisr.',
            ],
            [
              'ظل لبان ظفار آلاف السنين يسافر على ظهور القوافل وفي السفن إلى مصر وبلاد الرافدين وحوض البحر المتوسط، وما زالت أشجاره تنمو هنا برية، وما زال يجنى باليد.',
              'وفي عام 2000 أدرجت اليونسكو أربعة مواقع من مواقع هذه التجارة في قائمة التراث العالمي باسم **أرض اللبان**: البليد وسمهرم ووادي دوكة وشصر.',
            ],
          ),
          'discover-heritage',
        ),
        slide(
          l('Al Baleed', 'البليد'),
          l('Wilayat of Salalah', 'ولاية صلالة'),
          l('Discover Salalah', 'اكتشف صلالة'),
          '/state-details/Salalah',
          l(
            "The remains of the medieval port of Zafar, with its great mosque, citadel and walls by the sea. The Museum of the Frankincense Land in the park presents the history of Oman's seafaring and trade.",
            'بقايا ميناء ظفار في العصور الوسطى بجامعه الكبير وقلعته وأسواره المطلة على البحر، ويعرض متحف أرض اللبان في المتنزه تاريخ الملاحة والتجارة العمانية.',
          ),
          'discover-baleed',
        ),
        slide(
          l('Sumhuram', 'سمهرم'),
          l('Wilayat of Taqah', 'ولاية طاقة'),
          l('Discover Taqah', 'اكتشف طاقة'),
          '/state-details/Taqah',
          l(
            'A fortified port on a hill above Khor Rori, founded more than two thousand years ago to ship frankincense. Inscriptions in the ancient South Arabian script still mark its gate.',
            'ميناء محصن على تلة تطل على خور روري، أسس قبل أكثر من ألفي عام لتصدير اللبان، وما زالت نقوش بخط المسند العربي الجنوبي القديم تزين بوابته.',
          ),
          'discover-sumhuram',
        ),
        slide(
          l('Wadi Dawkah', 'وادي دوكة'),
          l('Wilayat of Thumrait', 'ولاية ثمريت'),
          l('Discover Thumrait', 'اكتشف ثمريت'),
          '/state-details/Thumrait',
          l(
            'A protected wadi on the edge of the Nejd where frankincense trees grow naturally. Paths lead among the trees, and signs explain how the resin is tapped.',
            'واد محمي على أطراف النجد تنمو فيه أشجار اللبان طبيعيا، تقود الممرات بين أشجاره، وتشرح اللوحات طريقة جني اللبان.',
          ),
          'discover-dawkah',
        ),
        slide(
          l('Shisr', 'شصر'),
          l('Wilayat of Thumrait', 'ولاية ثمريت'),
          l('Discover Thumrait', 'اكتشف ثمريت'),
          '/state-details/Thumrait',
          l(
            'A caravan station built around a well on the edge of the sands, excavated in the early 1990s and associated by many with the legendary city of Ubar.',
            'محطة للقوافل أقيمت حول بئر على أطراف الرمال، كشفت عنها التنقيبات في مطلع التسعينيات من القرن الماضي، ويربطها كثيرون بمدينة وبار الأسطورية.',
          ),
          'discover-shisr',
        ),
      ],
    },
    {
      style: 'MountainsAndDeserts',
      cards: [
        {
          title: l('Mountains and deserts', 'الجبال والصحارى'),
          text: l(
            "Few places change so much in so short a distance. Within a couple of hours' drive, the green, misty mountains of the coast give way to the dry Nejd plateau and then to the dunes of the Empty Quarter.",
            'قليلة هي الأماكن التي تتبدل فيها الطبيعة إلى هذا الحد في مسافة قصيرة؛ ففي غضون ساعتين أو نحوهما بالسيارة تفسح الجبال الساحلية الخضراء الضبابية المجال لهضبة النجد الجافة، ثم لكثبان الربع الخالي.',
          ),
          image: 'discover-mountains',
        },
        {
          title: l('Jebel Samhan, Jebel Qara and Jebel Al Qamar', 'جبل سمحان وجبال القرا وجبل القمر'),
          text: l(
            'The three mountain ranges of Dhofar, from east to west, catch the monsoon clouds. Jebel Samhan, the most rugged, is a nature reserve and one of the last refuges of the Arabian leopard.',
            'تستقبل سلاسل ظفار الجبلية الثلاث، من الشرق إلى الغرب، سحب الخريف. وجبل سمحان أوعرها، وهو محمية طبيعية وأحد آخر ملاذات النمر العربي.',
          ),
          image: 'discover-samhan',
        },
        {
          title: l('The Nejd', 'النجد'),
          text: l(
            'Behind the mountains lies a high plateau of gravel plains and dry wadis, the home of the frankincense tree and of the camel herders. Thumrait is its main town.',
            'خلف الجبال تمتد هضبة مرتفعة من السهول الحصوية والأودية الجافة، موطن شجرة اللبان ورعاة الإبل، وثمريت أكبر مدنها.',
          ),
          image: 'discover-nejd',
        },
        {
          title: l('The Empty Quarter', 'الربع الخالي'),
          text: l(
            "In the north, the dunes of the Rub' al Khali reach Muqshin and Al-Mazyunah. Visit in the cooler months with an experienced guide, at least two vehicles and plenty of water.",
            'في الشمال تبلغ كثبان الربع الخالي مقشن والمزيونة. زرها في الأشهر الباردة برفقة مرشد متمرس، وبسيارتين على الأقل، ومع كمية وافرة من الماء.',
          ),
          image: 'discover-empty-quarter',
        },
      ],
    },
    {
      style: 'DiscoverCards',
      cards: [
        card(
          l('Islands and marine life', 'الجزر والحياة البحرية'),
          l(
            'The cool, nutrient-rich water that the monsoon draws up from the deep makes the sea off Dhofar one of the richest in the region, home to coral reefs, turtles, dolphins and whales.',
            'تجعل المياه الباردة الغنية بالمغذيات التي تسحبها الرياح الموسمية من الأعماق بحر ظفار من أغنى البحار في المنطقة، فهو موطن للشعاب المرجانية والسلاحف والدلافين والحيتان.',
          ),
          'discover-marine',
          '/state-details/Shalim-and-Hallaniyat-Islands',
        ),
        card(
          l('The Hallaniyat Islands', 'جزر الحلانيات'),
          l(
            'A small group of islands off the eastern coast. Al Hallaniyah is the only inhabited one; boat and diving trips run in the calm months with licensed operators.',
            'مجموعة صغيرة من الجزر قبالة الساحل الشرقي، والحلانية وحدها مأهولة بالسكان، وتنظم الرحلات بالقوارب والغوص إليها في أشهر الهدوء مع مشغلين مرخصين.',
          ),
          'discover-hallaniyat',
          '/state-details/Shalim-and-Hallaniyat-Islands',
        ),
        card(
          l('Whales and dolphins', 'الحيتان والدلافين'),
          l(
            'Dolphins are often seen along the coast, and the Arabian Sea is home to humpback whales that stay here all year instead of migrating. Watch from a distance and follow the guidance of your operator.',
            'كثيرا ما تشاهد الدلافين على امتداد الساحل، ويعيش في بحر العرب مجتمع من الحيتان الحدباء يقيم فيه طوال العام ولا يهاجر. شاهدها من مسافة آمنة والتزم بتوجيهات مشغل الرحلة.',
          ),
          'discover-whales',
          '/interactiveMap',
        ),
        card(
          l('Lagoons and birds', 'الأخوار والطيور'),
          l(
            'Coastal lagoons, called khors, such as Khor Rori and Khor Al Dahariz, are protected areas where flamingos, herons and migrating birds stop on their journeys.',
            'الأخوار الساحلية مثل خور روري وخور الدهاريز مناطق محمية تتوقف فيها طيور النحام ومالك الحزين والطيور المهاجرة في رحلاتها.',
          ),
          'discover-lagoons',
          '/interactiveMap',
        ),
      ],
    },
    {
      style: 'DiscoverCards',
      cards: [
        card(
          l('Culture and cuisine', 'الثقافة والمطبخ'),
          l(
            'Dhofar has a culture of its own. Alongside Arabic, some families speak ancient languages of southern Arabia such as Jibbali (Shehri) and Mehri, and the mountains, the coast and the desert each have their own songs, dances and dress.',
            'لظفار ثقافتها الخاصة؛ فإلى جانب العربية تتحدث بعض الأسر لغات قديمة من جنوب الجزيرة العربية مثل الشحرية والمهرية، ولكل من الجبل والساحل والبادية أغانيه ورقصاته وأزياؤه.',
          ),
          'discover-culture',
          '/about',
        ),
        card(
          l('Frankincense in daily life', 'اللبان في الحياة اليومية'),
          l(
            'Frankincense is burned at home to welcome guests and to perfume clothes, in clay burners made in Dhofar. In **Al Haffa souq** the sellers will explain the grades, from everyday pieces to the finest pale resin.',
            'يحرق اللبان في البيوت ترحيبا بالضيوف وتعطيرا للثياب في مباخر فخارية تصنع في ظفار، وفي **سوق الحافة** يشرح الباعة درجاته، من القطع المستعملة يوميا إلى أجود الحبات الفاتحة اللون.',
          ),
          'discover-incense',
          '/state-details/Salalah',
        ),
        card(
          l('Dhofari flavours', 'نكهات ظفارية'),
          l(
            'Try **mashakik**, skewers of meat grilled over charcoal; fresh coconut water and Dhofari bananas from the roadside stalls; and Omani coffee served with dates as a sign of welcome.',
            'جرب **المشاكيك**، وهي أسياخ من اللحم المشوي على الفحم، وماء النارجيل الطازج والموز الظفاري من الأكشاك على جوانب الطرق، والقهوة العمانية التي تقدم مع التمر علامة على الترحيب.',
          ),
          'discover-food',
          '/upcoming-events',
        ),
        card(
          l('Songs and dances', 'الفنون والأهازيج'),
          l(
            "At weddings and festivals you may see the **Bar'ah**, a dance of the Dhofar mountains performed to the beat of drums, and hear poetry sung in the dialects of the region. The Khareef season's events bring many of these arts to the stage.",
            'في الأعراس والمهرجانات قد تشاهد **البرعة**، وهي رقصة من جبال ظفار تؤدى على إيقاع الطبول، وتسمع الشعر المغنى بلهجات المنطقة، وتقدم فعاليات موسم الخريف كثيرا من هذه الفنون على المسرح.',
          ),
          'discover-dance',
          '/upcoming-events',
        ),
      ],
    },
  ],
}
