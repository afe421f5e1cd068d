/**
 * Identity page (`/Identity`): the visual identity of Dhofar as a destination, drawn from frankincense, the
 * Khareef green, the Arabian Sea and the governorate's heritage. Section styles follow the Identity screen.
 */
import type { SeedImage, SeedPage } from '../types'

/** Joins Markdown blocks with a blank line between them. */
const md = (...blocks: string[]): string => blocks.join('\n\n')

export const images: SeedImage[] = [
  {
    key: 'identity-banner-frankincense',
    subject: 'frankincense',
    variant: 8,
    alt: {
      en: 'Illustration of a frankincense tree with drops of pale resin on its bark, under a warm evening sky',
      ar: 'رسم فني لشجرة لبان تتلألأ على لحائها قطرات الراتنج الفاتح تحت سماء مسائية دافئة',
    },
  },
  {
    key: 'identity-banner-khareef',
    subject: 'khareef-mountains',
    variant: 4,
    alt: {
      en: 'Illustration of green Khareef hills fading into soft monsoon mist',
      ar: 'رسم فني لتلال الخريف الخضراء تتلاشى في ضباب الموسم الناعم',
    },
  },
  {
    key: 'identity-banner-sea',
    subject: 'sea-cliffs',
    variant: 3,
    alt: {
      en: 'Illustration of limestone cliffs meeting the turquoise Arabian Sea',
      ar: 'رسم فني لمنحدرات جيرية تعانق مياه بحر العرب الفيروزية',
    },
  },
  {
    key: 'identity-value-heritage',
    subject: 'fort',
    variant: 4,
    alt: {
      en: 'Illustration of a mud-brick fort with square towers in golden light',
      ar: 'رسم فني لحصن من الطين بأبراج مربعة في ضوء ذهبي',
    },
  },
  {
    key: 'identity-value-hospitality',
    subject: 'souq',
    variant: 8,
    alt: {
      en: 'Illustration of a lantern-lit market lane with stalls of incense burners',
      ar: 'رسم فني لممر في سوق تضيئه الفوانيس وتصطف فيه دكاكين المباخر',
    },
  },
  {
    key: 'identity-value-nature',
    subject: 'waterfall',
    variant: 9,
    alt: {
      en: 'Illustration of a waterfall pouring over a green cliff into a calm pool',
      ar: 'رسم فني لشلال ينساب من جرف أخضر إلى بركة هادئة',
    },
  },
  {
    key: 'identity-value-openness',
    subject: 'fishing-boats',
    variant: 4,
    alt: {
      en: 'Illustration of wooden dhows anchored in a quiet harbour at dawn',
      ar: 'رسم فني لسفن خشبية راسية في مرفأ هادئ عند الفجر',
    },
  },
  {
    key: 'identity-value-clarity',
    subject: 'document',
    variant: 4,
    alt: {
      en: 'Illustration of a clean page layout with Arabic and Latin headings side by side',
      ar: 'رسم فني لصفحة مرتبة تظهر فيها عناوين عربية ولاتينية جنبًا إلى جنب',
    },
  },
  {
    key: 'identity-personality',
    subject: 'sunset',
    variant: 4,
    alt: {
      en: 'Illustration of the Dhofar coast at sunset with palms and a calm sea',
      ar: 'رسم فني لساحل ظفار عند الغروب تظلله أشجار النخيل ويهدأ فيه البحر',
    },
  },
]

export const page: SeedPage = {
  uniqueUrl: 'Identity',
  category: 'general',
  order: 1,
  image: 'identity-banner-frankincense',
  title: { en: 'Dhofar identity', ar: 'هوية ظفار' },
  description: {
    en: 'The visual identity of Dhofar as a destination: its slogan, its values, its colours and the story behind them.',
    ar: 'الهوية البصرية لظفار وجهةً سياحية: شعارها وقيمها وألوانها والحكاية التي تقف وراءها.',
  },
  content: {
    en: md(
      'Dhofar does not look like anywhere else in Arabia. In summer its mountains turn green under the monsoon mist, its coast is lined with coconut palms, and its valleys still hold the frankincense trees that made the region famous across the ancient world.',
      'The Dhofar identity gathers these things into one recognisable voice and look, so that a visitor meets the same place on a road sign, in a festival programme and on this website. This page explains the slogan, the values behind it and the elements that every publication of the governorate shares.',
    ),
    ar: md(
      'لا تشبه ظفار أي مكان آخر في جزيرة العرب؛ ففي الصيف تكتسي جبالها بالخضرة تحت ضباب الخريف، وتصطف أشجار النارجيل على ساحلها، وما زالت أوديتها تحتضن أشجار اللبان التي أذاعت صيت المنطقة في العالم القديم.',
      'وتجمع هوية ظفار هذه العناصر في صوت واحد وصورة واحدة يسهل تمييزهما، ليلقى الزائر المكان نفسه على لوحة الطريق وفي برنامج المهرجان وعلى هذا الموقع. وتشرح هذه الصفحة الشعار والقيم التي يقوم عليها والعناصر المشتركة بين جميع إصدارات المحافظة.',
    ),
  },
  seoTitle: { en: 'Dhofar identity', ar: 'هوية ظفار' },
  seoDesc: {
    en: 'Slogan, mission, values, colours, typography and tone of voice of the Dhofar destination identity.',
    ar: 'الشعار والرسالة والقيم والألوان والخطوط ونبرة الخطاب في الهوية البصرية لوجهة ظفار.',
  },
  sections: [
    {
      style: 'sloganBanner',
      slider: [
        {
          title: { en: 'Dhofar, a land for every season', ar: 'ظفار... أرضٌ لكلّ المواسم' },
          subTitle: { en: 'Frankincense, mist and sea', ar: 'لبانٌ وضبابٌ وبحر' },
          image: 'identity-banner-frankincense',
        },
        {
          title: { en: 'Green in the Khareef', ar: 'خضراء في الخريف' },
          subTitle: { en: 'When the monsoon mist reaches the mountains', ar: 'حين يبلغ ضباب الموسم قمم الجبال' },
          image: 'identity-banner-khareef',
        },
        {
          title: { en: 'Open to the Arabian Sea', ar: 'منفتحة على بحر العرب' },
          subTitle: { en: 'A coast of ports, cliffs and white sand', ar: 'ساحل من المرافئ والمنحدرات والرمال البيضاء' },
          image: 'identity-banner-sea',
        },
      ],
    },
    {
      style: 'sloganStory',
      cards: [
        {
          title: { en: 'Where the slogan comes from', ar: 'من أين جاء الشعار' },
          text: {
            en: 'Most of Arabia has one long hot season. Dhofar has several faces: the **Khareef** brings mist, drizzle and green hills in summer; the **Sarb** that follows brings clear skies over a still-green land; and the **winter** months bring mild sunshine to the beaches and the desert. The slogan *a land for every season* simply says what visitors discover for themselves.',
            ar: 'تعرف معظم أنحاء جزيرة العرب موسمًا حارًّا طويلًا واحدًا، أما ظفار فلها وجوه عدة: يجلب **الخريف** صيفًا الضبابَ والرذاذ والتلالَ الخضراء، ويعقبه **الصرب** بسماء صافية فوق أرض ما زالت خضراء، ثم تحمل أشهر **الشتاء** شمسًا معتدلة إلى الشواطئ والصحراء. وشعار *أرضٌ لكلّ المواسم* يقول ببساطة ما يكتشفه الزائر بنفسه.',
          },
        },
        {
          title: { en: 'Three landscapes in one governorate', ar: 'ثلاث بيئات في محافظة واحدة' },
          text: {
            en: 'Within a short drive of Salalah lie a tropical-looking coastal plain, a mountain range that catches the monsoon, and the gravel plains and dunes of the Najd and the Empty Quarter. The slogan invites visitors to see all three, not only the one that made them come.',
            ar: 'على مسافة قصيرة من صلالة يمتد سهل ساحلي ذو طابع استوائي، وسلسلة جبلية تستقبل الرياح الموسمية، ثم سهول النجد الحصوية وكثبان الربع الخالي. ويدعو الشعار الزائر إلى أن يرى هذه البيئات الثلاث كلها، لا تلك التي جاء من أجلها وحدها.',
          },
        },
        {
          title: { en: 'A promise, not a catchphrase', ar: 'وعدٌ لا مجرد عبارة' },
          text: {
            en: 'A slogan is only worth what stands behind it. For the governorate it is a commitment to welcome visitors in every month of the year, to protect the places that make each season special, and to give people accurate information about when and how to enjoy them.',
            ar: 'لا قيمة للشعار إلا بما يقف خلفه. وهو عند المحافظة التزامٌ باستقبال الزوار في كل أشهر السنة، وبصون الأماكن التي تمنح كل موسم تميّزه، وبتقديم معلومات دقيقة عن أوقات الاستمتاع بها وطرقه.',
          },
        },
      ],
    },
    {
      style: 'missionVision',
      cards: [
        {
          title: { en: 'Mission', ar: 'الرسالة' },
          description: {
            en: 'To present Dhofar truthfully and warmly, with one consistent voice in Arabic and English, so that residents, visitors and investors can find what they need and trust what they read.',
            ar: 'أن نقدّم ظفار بصدق ودفء وبصوت واحد متّسق باللغتين العربية والإنجليزية، ليجد المقيمون والزوار والمستثمرون ما يحتاجون إليه ويثقوا بما يقرؤون.',
          },
        },
        {
          title: { en: 'Vision', ar: 'الرؤية' },
          description: {
            en: 'Dhofar recognised at home and abroad as a year-round destination whose nature and heritage are cared for as carefully as its guests.',
            ar: 'أن تُعرف ظفار في الداخل والخارج وجهةً على مدار العام، تُصان طبيعتها وتراثها بالعناية نفسها التي يلقاها ضيوفها.',
          },
        },
      ],
    },
    {
      style: 'identityValues',
      cards: [
        {
          title: { en: 'Authenticity', ar: 'الأصالة' },
          description: {
            en: 'We show Dhofar as it is: real places, real seasons and the heritage of the Land of Frankincense, without exaggeration.',
            ar: 'نُظهر ظفار كما هي: أماكن حقيقية ومواسم حقيقية وتراث أرض اللبان، بلا مبالغة.',
          },
          image: 'identity-value-heritage',
        },
        {
          title: { en: 'Hospitality', ar: 'الضيافة' },
          description: {
            en: 'Every message should feel like the welcome of a Dhofari home: generous, respectful and unhurried.',
            ar: 'ينبغي أن تحمل كل رسالة روح الترحيب في البيت الظفاري: كرمًا واحترامًا وطمأنينة.',
          },
          image: 'identity-value-hospitality',
        },
        {
          title: { en: 'Care for nature', ar: 'العناية بالطبيعة' },
          description: {
            en: 'Springs, frankincense trees, beaches and wildlife are the reason people come. We invite visitors to enjoy them and to leave them as they found them.',
            ar: 'العيون وأشجار اللبان والشواطئ والحياة الفطرية هي ما يجذب الناس إلى ظفار، فندعو الزوار إلى الاستمتاع بها وتركها كما وجدوها.',
          },
          image: 'identity-value-nature',
        },
        {
          title: { en: 'Openness', ar: 'الانفتاح' },
          description: {
            en: 'Dhofar has traded with the world for thousands of years. Its identity speaks to every visitor, in both languages, with the same respect.',
            ar: 'تاجرت ظفار مع العالم آلاف السنين، وهويتها تخاطب كل زائر باللغتين وبالاحترام نفسه.',
          },
          image: 'identity-value-openness',
        },
        {
          title: { en: 'Clarity', ar: 'الوضوح' },
          description: {
            en: 'Short sentences, accurate facts, readable type and accessible pages, so that information reaches everyone.',
            ar: 'جمل قصيرة ومعلومات دقيقة وخطوط مقروءة وصفحات ميسّرة للجميع، لتصل المعلومة إلى كل أحد.',
          },
          image: 'identity-value-clarity',
        },
      ],
    },
    {
      style: 'personality',
      slider: [
        {
          title: { en: 'Our personality', ar: 'شخصيتنا' },
          text: {
            en: 'Calm like the morning mist on the mountains, warm like frankincense smoke in a welcoming home, and confident like the old harbours that once sent resin across the sea. Dhofar speaks gently, knows its history and never needs to shout.',
            ar: 'هادئة كضباب الصباح على الجبال، دافئة كدخان اللبان في بيت مضياف، واثقة كالمرافئ القديمة التي حملت الراتنج عبر البحر. تتحدث ظفار بلطف، وتعرف تاريخها، ولا تحتاج يومًا إلى رفع صوتها.',
          },
          image: 'identity-personality',
        },
      ],
    },
    {
      style: 'identitySections',
      cards: [
        {
          title: { en: 'Colours', ar: 'الألوان' },
          text: {
            en: "The palette comes from the land: **frankincense amber** for warmth and heritage, **Khareef green** for the monsoon season, **Arabian Sea blue** for the coast, and a **limestone sand** neutral for backgrounds. Colours are always used with enough contrast to stay readable, including in the site's high-contrast mode.",
            ar: 'تنبع الألوان من الأرض: **عنبر اللبان** للدفء والتراث، و**أخضر الخريف** لموسم الأمطار، و**أزرق بحر العرب** للساحل، و**رملي الحجر الجيري** لونًا محايدًا للخلفيات. وتُستخدم الألوان دائمًا بتباين كافٍ يحفظ وضوح القراءة، بما في ذلك وضع التباين العالي في الموقع.',
          },
        },
        {
          title: { en: 'Typography', ar: 'الخطوط' },
          text: {
            en: 'Arabic and English are equals. Each script has a clear, modern typeface chosen to sit well beside the other, with generous line spacing. Headings are set in a heavier weight; body text stays light and easy to read at every size the accessibility panel offers.',
            ar: 'العربية والإنجليزية متكافئتان، ولكل منهما خط حديث واضح اختير ليتناسق مع الآخر، مع تباعد مريح بين الأسطر. وتُكتب العناوين بوزن أثقل، ويبقى نص المتن خفيفًا سهل القراءة في جميع الأحجام التي توفرها لوحة إمكانية الوصول.',
          },
        },
        {
          title: { en: 'Imagery', ar: 'الصور' },
          text: {
            en: 'Pictures show real Dhofari places in their true season: mist in the Khareef, clear skies in the Sarb and winter. People appear with their consent and are shown with dignity. Every image carries a meaningful description in both languages for visitors who use screen readers.',
            ar: 'تُظهر الصور أماكن ظفارية حقيقية في موسمها الصحيح: الضباب في الخريف، والسماء الصافية في الصرب والشتاء. ولا يظهر الأشخاص إلا بموافقتهم وبما يحفظ كرامتهم. ولكل صورة وصف ذو معنى باللغتين لمن يستخدمون قارئات الشاشة.',
          },
        },
        {
          title: { en: 'Tone of voice', ar: 'نبرة الخطاب' },
          text: {
            en: 'We write as a host, not as an advertiser: welcoming, precise and respectful. We prefer facts to superlatives, give practical advice such as safety at sea during the monsoon, and write Arabic in clear Modern Standard Arabic rather than translating word for word.',
            ar: 'نكتب بلسان المضيف لا المعلِن: مرحّبين ودقيقين ومحترمين. نفضّل الحقائق على صيغ المبالغة، ونقدّم نصائح عملية كالسلامة في البحر خلال موسم الخريف، ونكتب العربية بفصحى معاصرة واضحة لا بترجمة حرفية.',
          },
        },
      ],
    },
    {
      style: 'identityStory',
      cards: [
        {
          title: { en: 'From resin to identity', ar: 'من الراتنج إلى الهوية' },
          text: {
            en: 'For centuries Dhofar was known to the world through a single product: frankincense, harvested from *Boswellia sacra* trees and shipped from ports such as Sumhuram and Al Baleed. The identity begins there, with the warm amber of the resin and the patience of the people who harvested it.',
            ar: 'عرف العالم ظفار قرونًا طويلة من خلال منتج واحد هو اللبان، الذي يُجنى من أشجار *البوسويليا المقدسة* ويُشحن من مرافئ مثل سمهرم والبليد. ومن هناك تبدأ الهوية: من لون الراتنج العنبري الدافئ، ومن صبر الناس الذين جنوه.',
          },
        },
        {
          title: { en: 'Shaped by the monsoon', ar: 'صاغها موسم الخريف' },
          text: {
            en: 'Every summer the southwest monsoon wraps the Dhofar mountains in cloud and turns them green, while much of the peninsula is at its hottest. This contrast gave the identity its second colour and its sense of renewal.',
            ar: 'في كل صيف تلفّ الرياح الموسمية الجنوبية الغربية جبال ظفار بالسحب وتكسوها بالخضرة، في حين تبلغ معظم أنحاء الجزيرة ذروة حرارتها. ومن هذا التباين أخذت الهوية لونها الثاني وإحساسها بالتجدد.',
          },
        },
        {
          title: { en: 'Written for two languages', ar: 'مكتوبة للغتين' },
          text: {
            en: 'The identity was designed from the start to read from right to left and from left to right. Layouts mirror, icons turn, and no element depends on one language. Arabic and English visitors see the same Dhofar.',
            ar: 'صُمّمت الهوية منذ البداية لتُقرأ من اليمين إلى اليسار ومن اليسار إلى اليمين؛ فتنعكس التخطيطات وتنقلب الأيقونات، ولا يعتمد أي عنصر على لغة واحدة، فيرى الزائر العربي والإنجليزي ظفار نفسها.',
          },
        },
      ],
    },
  ],
}
