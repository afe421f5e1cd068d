/**
 * Seed: the home page (uniqueUrl `home`). Blocks in the home page's fixed order (docs/product.md); the upcoming events,
 * map, sponsors and news blocks draw on other pages and need no section here.
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

export const images: SeedImage[] = [
  img('home-main', 'khareef-mountains', 0, 'Green mountains of Dhofar wrapped in Khareef mist', 'جبال ظفار الخضراء يلفها ضباب الخريف'),
  img('home-video-poster', 'khareef-mountains', 2, 'Misty green mountains of Dhofar in the Khareef', 'جبال ظفار الخضراء يلفها الضباب في موسم الخريف'),
  img('home-about-dhofar', 'ruins', 1, 'Stone ruins of an ancient port city by the sea', 'أطلال مدينة ساحلية قديمة مبنية بالحجارة قرب البحر'),
  img('home-about-wilayats', 'city', 1, 'Salalah with its minarets between palm groves and the sea', 'مدينة صلالة بمآذنها بين بساتين النخيل والبحر'),
  img('home-welcome', 'frankincense', 1, 'A frankincense tree on a rocky hillside', 'شجرة لبان على سفح صخري'),
  img('home-discover-khareef', 'waterfall', 0, 'A waterfall pouring over green cliffs in the Khareef', 'شلال ينساب فوق منحدرات خضراء في موسم الخريف'),
  img('home-discover-coast', 'beach', 0, 'A white sand beach lined with coconut palms', 'شاطئ رملي أبيض تحفه أشجار النارجيل'),
  img('home-discover-frankincense', 'frankincense', 2, 'Drops of frankincense resin on the bark of a tree', 'قطرات من راتنج اللبان على لحاء الشجرة'),
  img('home-discover-desert', 'desert-dunes', 0, 'Golden dunes of the Empty Quarter under a clear sky', 'كثبان الربع الخالي الذهبية تحت سماء صافية'),
  img('home-discover-islands', 'islands', 0, 'Rocky islands rising from a calm blue sea', 'جزر صخرية ترتفع من بحر أزرق هادئ'),
  img('home-discover-culture', 'souq', 0, 'Stalls of frankincense and incense burners in a souq', 'أكشاك اللبان والمباخر في أحد الأسواق'),
  img('home-eco-tourism', 'festival', 0, 'Lights and crowds at a Khareef season festival', 'أضواء وحشود في إحدى فعاليات موسم الخريف'),
  img('home-eco-port', 'port', 0, 'Container cranes and ships at the Port of Salalah', 'رافعات الحاويات والسفن في ميناء صلالة'),
  img('home-eco-logistics', 'industry', 0, 'Warehouses and trucks in a free zone', 'مستودعات وشاحنات في منطقة حرة'),
  img('home-eco-fisheries', 'fisheries', 0, 'Fresh fish and nets at a fish market', 'أسماك طازجة وشباك صيد في سوق السمك'),
  img('home-eco-agriculture', 'agriculture', 0, 'Green fields and greenhouses on a farm', 'حقول خضراء وبيوت محمية في مزرعة'),
  img('home-eco-livestock', 'cattle-meadow', 0, 'Cattle grazing on a green meadow', 'أبقار ترعى في مرج أخضر'),
  img('home-eco-industry', 'industry', 1, 'Factory buildings in an industrial area', 'مبان صناعية في منطقة للصناعة'),
  img('home-eco-mining', 'mining', 0, 'Terraces of a limestone quarry', 'مدرجات محجر للحجر الجيري'),
  img('home-eco-investment', 'conference', 0, 'A conference hall with a stage and screens', 'قاعة مؤتمرات بمنصة وشاشات عرض'),
  img('home-eco-frankincense', 'frankincense', 3, 'Frankincense resin sorted by grade', 'حبات اللبان مفروزة بحسب جودتها'),
  img('home-seasons', 'cattle-meadow', 1, 'Mist over green Khareef pastures', 'ضباب فوق مراعي الخريف الخضراء'),
  img('home-gallery-darbat', 'waterfall', 1, 'Wadi Darbat waterfall in full flow', 'شلال وادي دربات في أوج جريانه'),
  img('home-gallery-mughsail', 'blowholes', 0, 'Sea spray rising from the blowholes of Mughsail', 'رذاذ البحر يتصاعد من نوافير المغسيل'),
  img('home-gallery-baleed', 'ruins', 2, 'Columns and walls at Al Baleed Archaeological Park', 'أعمدة وجدران في متنزه البليد الأثري'),
  img('home-gallery-frankincense', 'frankincense', 4, 'A frankincense tree standing alone on the Nejd', 'شجرة لبان منفردة على هضبة النجد'),
  img('home-gallery-dunes', 'desert-dunes', 1, 'Wind-carved dunes at sunset', 'كثبان نحتتها الرياح عند الغروب'),
  img('home-gallery-taqah', 'fort', 0, 'A mud-brick castle with watchtowers', 'حصن من الطين بأبراج للمراقبة'),
  img('home-gallery-boats', 'fishing-boats', 0, 'Fishing boats drawn up on a sandy shore', 'قوارب صيد على شاطئ رملي'),
  img('home-gallery-coconut', 'coconut-farm', 0, 'Coconut palms and banana plants in a farm', 'أشجار النارجيل والموز في مزرعة'),
  img('home-gallery-camels', 'camels', 0, 'Camels crossing a wide plain', 'إبل تعبر سهلا واسعا'),
  img('home-gallery-sunset', 'sunset', 0, 'Sunset over the Arabian Sea', 'غروب الشمس على بحر العرب'),
  img('home-adv-events', 'festival', 1, 'An evening event with lights and a stage', 'فعالية مسائية بأضواء ومسرح'),
  img('home-adv-map', 'mountain-road', 0, 'A road winding through green mountains', 'طريق متعرج بين الجبال الخضراء'),
  img('home-adv-seasons', 'fog-forest', 0, 'Trees standing in thick fog', 'أشجار وسط ضباب كثيف'),
  img('home-adv-visit', 'desert-stars', 0, 'A desert camp under a sky full of stars', 'مخيم صحراوي تحت سماء تملؤها النجوم'),
]

const economy = (title: L, image: string, url: string): SeedItem => ({ title, image, link: `/economy/${url}` })

export const page: SeedPage = {
  uniqueUrl: 'home',
  category: 'home',
  video: 'home',
  image: 'home-main',
  title: l('Dhofar Governorate', 'محافظة ظفار'),
  description: l(
    'The official website of Dhofar Governorate in the south of the Sultanate of Oman: its wilayats, seasons, heritage, economy, events and news.',
    'الموقع الرسمي لمحافظة ظفار في جنوب سلطنة عُمان: ولاياتها ومواسمها وتراثها واقتصادها وفعالياتها وأخبارها.',
  ),
  seoTitle: l('Dhofar Governorate · Official website', 'محافظة ظفار · الموقع الرسمي'),
  seoDesc: l(
    'Discover Dhofar in southern Oman: the Khareef season, the Land of Frankincense, ten wilayats, upcoming events, investment opportunities and practical information for visitors.',
    'اكتشف ظفار في جنوب سلطنة عُمان: موسم الخريف، وأرض اللبان، وولاياتها العشر، والفعاليات القادمة، وفرص الاستثمار، ومعلومات عملية للزوار.',
  ),
  sections: [
    {
      style: 'HomeSlider',
      slider: [
        {
          text: l(
            "## Dhofar, land of frankincense\nFrom mountains wrapped in Khareef mist to the sands of the Empty Quarter, Oman's southern governorate welcomes you in every season.",
            '## ظفار، أرض اللبان\nمن جبال يلفها ضباب الخريف إلى رمال الربع الخالي، ترحب بكم ظفار، بوابة عُمان الجنوبية، في كل فصول العام.',
          ),
          btnTitle: l('Dhofar Governorate', 'محافظة ظفار'),
          link: '/discover-dhofar',
          // The picture shown until the video plays (and instead of it when motion is reduced).
          image: 'home-video-poster',
        },
      ],
    },
    {
      style: 'GovernorWord',
      cards: [
        {
          title: l("The Governor's word", 'كلمة المحافظ'),
          description: l(
            'Welcome to Dhofar, where the sea, the mountains and the desert meet, and where frankincense has carried the name of this land across the world for thousands of years. Whether you come for the green days of the Khareef, the clear skies of the Sarb or the mild winter sun, you will find generous people, a living heritage and ten wilayats, each with a character of its own. We invite you to explore them with care for their nature and their heritage, and we wish you a pleasant and safe stay. — Office of the Governor of Dhofar',
            'أهلا وسهلا بكم في ظفار، حيث يلتقي البحر بالجبل والصحراء، وحيث حمل اللبان اسم هذه الأرض إلى أرجاء العالم منذ آلاف السنين. وسواء جئتم في أيام الخريف الخضراء، أو في صفاء موسم الصرب، أو تحت شمس الشتاء المعتدلة، فستجدون أهلا كراما وتراثا حيا وعشر ولايات لكل منها طابعها الخاص. ندعوكم إلى اكتشافها مع الحرص على طبيعتها وموروثها، ونتمنى لكم إقامة طيبة وآمنة. — مكتب محافظ ظفار',
          ),
        },
        { title: l('10', '10'), subTitle: l('Wilayats', 'ولايات') },
        { title: l('≈ 99,300 km²', '≈ 99,300 كم²'), subTitle: l('Area', 'المساحة') },
        { title: l('2000', '2000'), subTitle: l('On the UNESCO World Heritage List since', 'في قائمة التراث العالمي لليونسكو منذ عام') },
        { title: l('4', '4'), subTitle: l('Land of Frankincense sites listed by UNESCO', 'مواقع لأرض اللبان مدرجة لدى اليونسكو') },
      ],
    },
    {
      style: 'HomeAbout',
      cards: [
        {
          title: l('About Dhofar', 'عن ظفار'),
          description: l(
            "Oman's largest governorate by area, reaching from the Arabian Sea to the Empty Quarter. Learn about its geography, history, climate and people.",
            'كبرى محافظات سلطنة عُمان مساحة، تمتد من بحر العرب إلى الربع الخالي. تعرف على جغرافيتها وتاريخها ومناخها وأهلها.',
          ),
          image: 'home-about-dhofar',
          link: '/about',
          btnTitle: l('Read more', 'اقرأ المزيد'),
        },
        {
          title: l('The wilayats of Dhofar', 'ولايات ظفار'),
          description: l(
            'Ten wilayats, from Salalah on the coast to Muqshin on the edge of the sands, each with its own landscapes, landmarks and traditions.',
            'عشر ولايات، من صلالة على الساحل إلى مقشن على أطراف الرمال، لكل منها تضاريسها ومعالمها وتقاليدها.',
          ),
          image: 'home-about-wilayats',
          link: '/states',
          btnTitle: l('Explore the wilayats', 'استكشف الولايات'),
        },
      ],
    },
    {
      style: 'HomeWelcome',
      cards: [
        {
          title: l('Welcome to Dhofar', 'مرحبا بكم في ظفار'),
          description: l(
            'Dhofar is a land of contrasts. In summer, when most of the Arabian Peninsula is at its hottest, monsoon clouds settle on its mountains and turn them green; in winter, its beaches and deserts enjoy clear, mild days. Here you can walk among frankincense trees, visit ports that once traded with distant civilisations, and share coffee with people proud of their heritage.',
            'ظفار أرض التنوع؛ ففي الصيف، حين تشتد الحرارة في معظم أرجاء شبه الجزيرة العربية، تستقر سحب الخريف على جبالها فتكسوها خضرة، وفي الشتاء تنعم شواطئها وصحاريها بأيام صافية معتدلة. هنا يمكنك أن تتجول بين أشجار اللبان، وأن تزور موانئ تاجرت قديما مع حضارات بعيدة، وأن تشارك القهوة أهلا يعتزون بموروثهم.',
          ),
          subTitle: l('Office of the Governor of Dhofar', 'مكتب محافظ ظفار'),
          image: 'home-welcome',
        },
      ],
    },
    {
      style: 'HomeDiscover',
      cards: [
        {
          title: l('Khareef mountains', 'جبال الخريف'),
          description: l(
            'From late June to late September the monsoon brings drizzle and fog to the mountains of Dhofar. Hillsides turn green, seasonal waterfalls such as Wadi Darbat come back to life, and the air stays pleasantly cool.',
            'من أواخر يونيو إلى أواخر سبتمبر يحمل الخريف الرذاذ والضباب إلى جبال ظفار، فتخضر السفوح، وتعود الحياة إلى الشلالات الموسمية مثل شلال وادي دربات، ويبقى الهواء لطيفا منعشا طوال الموسم.',
          ),
          image: 'home-discover-khareef',
          link: '/discover-dhofar#discover-1',
        },
        {
          title: l('Beaches and coast', 'الشواطئ والسواحل'),
          description: l(
            'The coast of Dhofar runs for hundreds of kilometres along the Arabian Sea, from the white sands and coconut palms of Salalah to the cliffs and blowholes of Mughsail and the quiet bays of Mirbat and Sadah.',
            'يمتد ساحل ظفار مئات الكيلومترات على بحر العرب، من الرمال البيضاء وأشجار النارجيل في صلالة إلى الجروف الصخرية والنوافير البحرية في المغسيل، وصولا إلى الخلجان الهادئة في مرباط وسدح.',
          ),
          image: 'home-discover-coast',
          link: '/discover-dhofar#discover-2',
        },
        {
          title: l('Land of Frankincense', 'أرض اللبان'),
          description: l(
            'The frankincense tree grows wild in the valleys of Dhofar and on the Nejd plateau. Visit Al Baleed, Sumhuram, Wadi Dawkah and Shisr, the four sites inscribed by UNESCO in 2000 as the Land of Frankincense.',
            'تنمو شجرة اللبان برية في أودية ظفار وعلى هضبة النجد. زر البليد وسمهرم ووادي دوكة وشصر، وهي المواقع الأربعة التي أدرجتها اليونسكو عام 2000 في قائمة التراث العالمي باسم أرض اللبان.',
          ),
          image: 'home-discover-frankincense',
          link: '/discover-dhofar#discover-3',
        },
        {
          title: l('Desert and the Empty Quarter', 'الصحراء والربع الخالي'),
          description: l(
            "North of the mountains the land opens onto the Nejd and then the great dunes of the Rub' al Khali. In the cooler months, desert camps, starry nights and the palm oases of Muqshin reward those who travel with an experienced guide.",
            'شمال الجبال تنفتح الأرض على النجد ثم على كثبان الربع الخالي الشاسعة. وفي الأشهر الباردة تكافئ المخيمات الصحراوية والليالي المرصعة بالنجوم وواحات النخيل في مقشن كل من يسافر برفقة مرشد متمرس.',
          ),
          image: 'home-discover-desert',
          link: '/discover-dhofar#discover-4',
        },
        {
          title: l('Islands and marine life', 'الجزر والحياة البحرية'),
          description: l(
            'Off the eastern coast lie the Hallaniyat Islands, surrounded by clear waters rich in fish, turtles and seabirds. Dolphins are often seen along the coast, and the Arabian Sea is home to its own resident population of humpback whales.',
            'قبالة الساحل الشرقي تقع جزر الحلانيات، تحيط بها مياه صافية غنية بالأسماك والسلاحف والطيور البحرية. وكثيرا ما تشاهد الدلافين على امتداد الساحل، كما يعيش في بحر العرب مجتمع مقيم من الحيتان الحدباء.',
          ),
          image: 'home-discover-islands',
          link: '/discover-dhofar#discover-5',
        },
        {
          title: l('Culture and cuisine', 'الثقافة والمطبخ'),
          description: l(
            'Life in Dhofar is rich in song, dance and hospitality. Browse frankincense and incense burners in Al Haffa souq, taste fresh coconut and bananas from the roadside stalls, and try mashakik, the grilled skewers that Salalah loves in the evening.',
            'تزخر الحياة في ظفار بالفنون الشعبية والأهازيج وكرم الضيافة. تجول في سوق الحافة بين اللبان والمباخر، وتذوق النارجيل والموز الطازج من الأكشاك المنتشرة على جوانب الطرق، وجرب المشاكيك، الطبق المسائي المحبب لدى أهل صلالة.',
          ),
          image: 'home-discover-culture',
          link: '/discover-dhofar#discover-6',
        },
      ],
    },
    {
      style: 'HomeEconomy',
      cards: [
        economy(l('Tourism', 'السياحة'), 'home-eco-tourism', 'Tourism-Sector'),
        economy(l('Port of Salalah', 'ميناء صلالة'), 'home-eco-port', 'Logistics-Sector'),
        economy(l('Logistics and free zones', 'الخدمات اللوجستية والمناطق الحرة'), 'home-eco-logistics', 'Logistics-Sector'),
        economy(l('Fisheries', 'الثروة السمكية'), 'home-eco-fisheries', 'Fisheries-Sector'),
        economy(l('Agriculture', 'الزراعة'), 'home-eco-agriculture', 'Agriculture-Sector'),
        economy(l('Livestock', 'الثروة الحيوانية'), 'home-eco-livestock', 'Agriculture-Sector'),
        economy(l('Industry', 'الصناعة'), 'home-eco-industry', 'Industry-And-Mining-Sector'),
        economy(l('Mining', 'التعدين'), 'home-eco-mining', 'Industry-And-Mining-Sector'),
        economy(l('Investment opportunities', 'فرص الاستثمار'), 'home-eco-investment', 'Investment-Opportunities'),
        economy(l('Frankincense and its products', 'اللبان ومنتجاته'), 'home-eco-frankincense', 'Investment-Opportunities'),
      ],
    },
    {
      style: 'HomeSeasons',
      cards: [
        {
          title: l('Seasons of Dhofar', 'مواسم ظفار'),
          description: l(
            'Every season shows a different side of Dhofar: the green, misty Khareef from about 21 June to 21 September; the Sarb that follows, when the mountains are still green under clear blue skies; and a mild, sunny winter that suits the beaches and the desert.',
            'في كل موسم وجه مختلف لظفار: الخريف الأخضر الضبابي من نحو 21 يونيو إلى 21 سبتمبر، ثم موسم الصرب الذي يليه حين تبقى الجبال خضراء تحت سماء زرقاء صافية، وشتاء مشمس معتدل يناسب الشواطئ والصحراء.',
          ),
          image: 'home-seasons',
          btnTitle: l('More', 'المزيد'),
          link: '/about',
        },
      ],
    },
    {
      style: 'HomeGallery',
      slider: [
        { image: 'home-gallery-darbat', title: l('Wadi Darbat in the Khareef', 'وادي دربات في الخريف') },
        { image: 'home-gallery-mughsail', title: l('The blowholes of Mughsail', 'نوافير المغسيل') },
        { image: 'home-gallery-baleed', title: l('Al Baleed Archaeological Park', 'متنزه البليد الأثري') },
        { image: 'home-gallery-frankincense', title: l('A frankincense tree on the Nejd', 'شجرة لبان على هضبة النجد') },
        { image: 'home-gallery-dunes', title: l('Dunes of the Empty Quarter', 'كثبان الربع الخالي') },
        { image: 'home-gallery-taqah', title: l('Taqah Castle', 'حصن طاقة') },
        { image: 'home-gallery-boats', title: l('Fishing boats at Mirbat', 'قوارب الصيد في مرباط') },
        { image: 'home-gallery-coconut', title: l('Coconut groves of Salalah', 'بساتين النارجيل في صلالة') },
        { image: 'home-gallery-camels', title: l('Camels on the plains', 'الإبل في السهول') },
        { image: 'home-gallery-sunset', title: l('Sunset over the Arabian Sea', 'الغروب على بحر العرب') },
      ],
    },
    {
      style: 'HomeAdventures',
      cards: [
        {
          title: l('Upcoming events', 'الفعاليات القادمة'),
          description: l(
            'Festivals, sports, heritage evenings and conferences across the governorate, season by season.',
            'مهرجانات وأنشطة رياضية وأمسيات تراثية ومؤتمرات في أرجاء المحافظة، موسما بعد موسم.',
          ),
          image: 'home-adv-events',
          link: '/upcoming-events',
        },
        {
          title: l('The interactive map', 'الخريطة التفاعلية'),
          description: l(
            'Choose a wilayat on the map to see its Khareef spots, heritage sites, tourist areas and natural landscapes.',
            'اختر ولاية على الخريطة لتتعرف على مواقع الخريف والتراث والمناطق السياحية والمناظر الطبيعية فيها.',
          ),
          image: 'home-adv-map',
          link: '/interactiveMap',
        },
        {
          title: l('Seasons of Dhofar', 'مواسم ظفار'),
          description: l(
            'Khareef, Sarb and winter: what each season brings, where to go and what to do.',
            'الخريف والصرب والشتاء: ما يحمله كل موسم، وأين تذهب، وماذا تفعل.',
          ),
          image: 'home-adv-seasons',
          link: '/seasons',
        },
        {
          title: l('Plan your visit', 'خطط لزيارتك'),
          description: l(
            'Getting here, the best time to come, driving in the mountains, beach safety and other questions visitors ask.',
            'كيف تصل، وأفضل وقت للزيارة، والقيادة في الجبال، والسلامة على الشواطئ، وغيرها من أسئلة الزوار.',
          ),
          image: 'home-adv-visit',
          link: '/FAQ',
        },
      ],
    },
  ],
}
