/**
 * Seed: the about page (`about`): main image (MainImageAboutDhofar), rich content, and cards (aboutstatsDhofar)
 * that link to some of the wilayat pages.
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

const wilayat = (uniqueUrl: string, title: L, text: L): SeedItem => ({
  title,
  text,
  link: `/state-details/${uniqueUrl}`,
})

export const images: SeedImage[] = [
  img(
    'about-main',
    'khareef-mountains',
    9,
    'The mountains of Dhofar between the coastal plain and the sea, green in the Khareef',
    'جبال ظفار بين السهل الساحلي والبحر، خضراء في موسم الخريف',
  ),
]

export const page: SeedPage = {
  uniqueUrl: 'about',
  category: 'general',
  title: l('About Dhofar', 'عن ظفار'),
  description: l(
    'The southernmost governorate of the Sultanate of Oman and the largest by area: the land of frankincense and of the Khareef, from the Arabian Sea to the Empty Quarter.',
    'أقصى محافظات سلطنة عُمان جنوبا وكبراها مساحة: أرض اللبان والخريف، من بحر العرب إلى الربع الخالي.',
  ),
  image: 'about-main',
  seoTitle: l('About Dhofar', 'عن ظفار'),
  seoDesc: l(
    'Geography, history, climate, people and economy of Dhofar Governorate in the south of the Sultanate of Oman.',
    'جغرافيا محافظة ظفار في جنوب سلطنة عُمان وتاريخها ومناخها وأهلها واقتصادها.',
  ),
  content: md(
    [
      '## Geography',
      'Dhofar is the southernmost governorate of the Sultanate of Oman and the largest by area, covering about 99,300 square kilometres. It borders the Republic of Yemen to the west, the Kingdom of Saudi Arabia to the north and north-west, Al Wusta Governorate to the east and the Arabian Sea to the south. A narrow coastal plain gives way to a crescent of mountains (Jebel Al Qamar in the west, Jebel Qara in the centre and Jebel Samhan in the east), behind which lie the Nejd plateau and the sands of the Empty Quarter. The governorate has ten wilayats, with Salalah as its centre.',
      '## History',
      'Since antiquity Dhofar has been known as the land of frankincense. The resin of its trees was carried by caravan across Arabia and by ship to distant markets, bringing wealth to ports such as **Sumhuram**, founded above Khor Rori more than two thousand years ago, and later to the medieval city of Zafar at **Al Baleed**, which the traveller Ibn Battuta visited in the fourteenth century. In 2000 UNESCO inscribed these two sites, together with Wadi Dawkah and Shisr, on the World Heritage List as the Land of Frankincense.',
      '## Climate and the Khareef',
      'The climate of Dhofar is unlike that of the rest of the Arabian Peninsula. From about 21 June to 21 September the south-west monsoon brings low cloud, fog and drizzle to the coast and the mountains: this is the **Khareef**. The hills turn green, springs and waterfalls flow again and temperatures stay mild. The clear days of the Sarb season follow, and the winter months are sunny and pleasant, while the Nejd and the desert remain dry all year.',
      '## People and culture',
      'The people of Dhofar live in the city and villages of the coast, in the mountains and in the desert, and each of these worlds has its own traditions. Alongside Arabic, languages of the Modern South Arabian family such as Jibbali (Shehri) and Mehri are spoken in the governorate. Hospitality, poetry, the Bar\'ah and other traditional arts, frankincense burned to welcome guests, and the herding of camels and cattle remain part of everyday life.',
      '## Economy',
      'Today the economy of Dhofar joins old strengths and new ones. The Port of Salalah and the free zones of Salalah and Al-Mazyunah link the governorate to world trade; tourism grows with every Khareef season; and fisheries, agriculture, livestock, industry and mining provide work across the wilayats.',
    ],
    [
      '## الجغرافيا',
      'ظفار أقصى محافظات سلطنة عُمان جنوبا وكبراها مساحة، إذ تبلغ مساحتها نحو 99,300 كيلومتر مربع. تحدها الجمهورية اليمنية من الغرب، والمملكة العربية السعودية من الشمال والشمال الغربي، ومحافظة الوسطى من الشرق، وبحر العرب من الجنوب. ويعقب السهل الساحلي الضيق قوس من الجبال (جبل القمر في الغرب، وجبال القرا في الوسط، وجبل سمحان في الشرق)، تقع خلفه هضبة النجد ورمال الربع الخالي. وتضم المحافظة عشر ولايات، مركزها صلالة.',
      '## التاريخ',
      'عرفت ظفار منذ القدم بأنها أرض اللبان؛ فقد حملت القوافل راتنج أشجارها عبر جزيرة العرب، وحملته السفن إلى أسواق بعيدة، فازدهرت به موانئ مثل **سمهرم** التي أسست على خور روري قبل أكثر من ألفي عام، ثم مدينة ظفار في **البليد** خلال العصور الوسطى، التي زارها الرحالة ابن بطوطة في القرن الرابع عشر الميلادي. وفي عام 2000 أدرجت اليونسكو هذين الموقعين، ومعهما وادي دوكة وشصر، في قائمة التراث العالمي باسم أرض اللبان.',
      '## المناخ والخريف',
      'يختلف مناخ ظفار عن مناخ سائر شبه الجزيرة العربية؛ فمن نحو 21 يونيو إلى 21 سبتمبر تحمل الرياح الموسمية الجنوبية الغربية السحب المنخفضة والضباب والرذاذ إلى الساحل والجبال، وهذا هو **الخريف**. فتخضر التلال، وتجري العيون والشلالات من جديد، وتبقى درجات الحرارة معتدلة. ثم تأتي أيام موسم الصرب الصافية، وتكون أشهر الشتاء مشمسة لطيفة، في حين يبقى النجد والصحراء جافين طوال العام.',
      '## الإنسان والثقافة',
      'يعيش أهل ظفار في مدينة الساحل وقراه، وفي الجبال، وفي البادية، ولكل من هذه البيئات تقاليدها. وإلى جانب العربية تتحدث في المحافظة لغات من عائلة اللغات العربية الجنوبية الحديثة مثل الشحرية والمهرية. ولا يزال كرم الضيافة والشعر والبرعة وغيرها من الفنون التقليدية، وإحراق اللبان ترحيبا بالضيوف، وتربية الإبل والأبقار جزءا من الحياة اليومية.',
      '## الاقتصاد',
      'يجمع اقتصاد ظفار اليوم بين مواطن القوة القديمة والجديدة؛ إذ يربط ميناء صلالة والمنطقتان الحرتان في صلالة والمزيونة المحافظة بالتجارة العالمية، وتنمو السياحة مع كل موسم خريف، فيما توفر الثروة السمكية والزراعة والثروة الحيوانية والصناعة والتعدين فرص العمل في أرجاء الولايات.',
    ],
  ),
  sections: [
    {
      style: 'MainImageAboutDhofar',
      slider: [{ image: 'about-main', title: l('About Dhofar', 'عن ظفار') }],
    },
    {
      style: 'aboutstatsDhofar',
      cards: [
        wilayat(
          'Salalah',
          l('Salalah', 'صلالة'),
          l(
            'The centre of the governorate and its largest city, home to **Al Baleed**, Al Haffa souq and the Port of Salalah.',
            'مركز المحافظة وكبرى مدنها، وفيها **البليد** وسوق الحافة وميناء صلالة.',
          ),
        ),
        wilayat(
          'Taqah',
          l('Taqah', 'طاقة'),
          l(
            'Taqah Castle, the ancient port of **Sumhuram** and the Khareef waterfalls of Wadi Darbat.',
            'حصن طاقة، وميناء **سمهرم** القديم، وشلالات وادي دربات في الخريف.',
          ),
        ),
        wilayat(
          'Mirbat',
          l('Mirbat', 'مرباط'),
          l(
            'A historic port at the foot of **Jebel Samhan**, with its castle and old merchant houses.',
            'مرفأ تاريخي عند سفوح **جبل سمحان**، بحصنه وبيوت تجاره القديمة.',
          ),
        ),
        wilayat(
          'Thumrait',
          l('Thumrait', 'ثمريت'),
          l(
            'The gateway to the Nejd, with the frankincense trees of **Wadi Dawkah** and the caravan station of Shisr.',
            'بوابة النجد، وفيها أشجار اللبان في **وادي دوكة** ومحطة القوافل في شصر.',
          ),
        ),
        wilayat(
          'Muqshin',
          l('Muqshin', 'مقشن'),
          l(
            'Palm oases and wells on the edge of the **Empty Quarter**.',
            'واحات نخيل وآبار على أطراف **الربع الخالي**.',
          ),
        ),
        wilayat(
          'Shalim-and-Hallaniyat-Islands',
          l('Shalim and the Hallaniyat Islands', 'شليم وجزر الحلانيات'),
          l(
            'The easternmost wilayat, from the coast of Shuwaymiyah to the **Hallaniyat Islands**.',
            'أقصى الولايات شرقا، من ساحل الشويمية إلى **جزر الحلانيات**.',
          ),
        ),
      ],
    },
  ],
}
