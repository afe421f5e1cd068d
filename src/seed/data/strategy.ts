/**
 * Strategy page (`/Strategy`): mission and vision, values, the story of the strategic pillars and six strategic
 * goals. Deliberately qualitative: no targets or indicators are stated, because none are published here.
 */
import type { SeedImage, SeedPage } from '../types'

/** Joins Markdown blocks with a blank line between them. */
const md = (...blocks: string[]): string => blocks.join('\n\n')

export const images: SeedImage[] = [
  {
    key: 'strategy-cover',
    subject: 'city',
    variant: 5,
    alt: {
      en: 'Illustration of Salalah with minarets and palm trees below green mountains',
      ar: 'رسم فني لمدينة صلالة بمآذنها ونخيلها عند سفوح الجبال الخضراء',
    },
  },
  {
    key: 'strategy-goal-seasons',
    subject: 'desert-stars',
    variant: 5,
    alt: {
      en: 'Illustration of a starry night sky above quiet desert dunes',
      ar: 'رسم فني لسماء مرصّعة بالنجوم فوق كثبان صحراوية هادئة',
    },
  },
  {
    key: 'strategy-goal-heritage',
    subject: 'ruins',
    variant: 9,
    alt: {
      en: 'Illustration of the stone walls of an ancient port city by a lagoon',
      ar: 'رسم فني لأسوار حجرية لمدينة مرفئية قديمة عند خور',
    },
  },
  {
    key: 'strategy-goal-economy',
    subject: 'port',
    variant: 9,
    alt: {
      en: 'Illustration of a container port with cranes against the sea',
      ar: 'رسم فني لميناء حاويات ترتفع فيه الرافعات قبالة البحر',
    },
  },
  {
    key: 'strategy-goal-services',
    subject: 'document',
    variant: 5,
    alt: {
      en: 'Illustration of a digital service form and a data chart',
      ar: 'رسم فني لنموذج خدمة إلكترونية ومخطط بيانات',
    },
  },
  {
    key: 'strategy-goal-communities',
    subject: 'festival',
    variant: 9,
    alt: {
      en: 'Illustration of families gathering at an evening community event with lights and tents',
      ar: 'رسم فني لعائلات تجتمع في فعالية مجتمعية مسائية بين الأضواء والخيام',
    },
  },
  {
    key: 'strategy-goal-environment',
    subject: 'fog-forest',
    variant: 5,
    alt: {
      en: 'Illustration of trees on a mountain slope in soft monsoon fog',
      ar: 'رسم فني لأشجار على سفح جبلي يلفّه ضباب الخريف الخفيف',
    },
  },
]

export const page: SeedPage = {
  uniqueUrl: 'Strategy',
  category: 'general',
  order: 2,
  image: 'strategy-cover',
  title: { en: 'Our strategy', ar: 'استراتيجيتنا' },
  description: {
    en: 'The direction that guides the work of the governorate: what we aim for, the values we hold and the goals we pursue.',
    ar: 'التوجّه الذي يقود عمل المحافظة: ما نطمح إليه، والقيم التي نتمسك بها، والأهداف التي نسعى إليها.',
  },
  content: {
    en: md(
      'The strategy of Dhofar Governorate follows the national priorities of **Oman Vision 2040**: a diversified economy, sustainable use of natural resources, capable people and effective, transparent government. It turns those priorities into directions that fit Dhofar: its seasons, its ports, its heritage and its communities.',
      'This page describes the direction in words. Programmes and projects that serve it are announced in the news section, and data the governorate publishes is available on the open data page.',
    ),
    ar: md(
      'تسير استراتيجية محافظة ظفار على هدي الأولويات الوطنية في **رؤية عُمان 2040**: اقتصاد متنوع، واستدامة في استخدام الموارد الطبيعية، وإنسان قادر، وحكومة فاعلة وشفافة. وهي تترجم هذه الأولويات إلى توجهات تلائم ظفار بمواسمها وموانئها وتراثها ومجتمعاتها.',
      'تصف هذه الصفحة التوجه بالكلمات، أما البرامج والمشروعات التي تخدمه فيُعلن عنها في قسم الأخبار، وتُتاح البيانات التي تنشرها المحافظة في صفحة البيانات المفتوحة.',
    ),
  },
  seoTitle: { en: 'Strategy of Dhofar Governorate', ar: 'استراتيجية محافظة ظفار' },
  seoDesc: {
    en: 'Mission, vision, values, strategic pillars and goals of Dhofar Governorate.',
    ar: 'رسالة محافظة ظفار ورؤيتها وقيمها وركائزها وأهدافها الاستراتيجية.',
  },
  sections: [
    {
      style: 'missionVision',
      cards: [
        {
          title: { en: 'Mission', ar: 'الرسالة' },
          description: {
            en: 'To coordinate the work of government in Dhofar, serve its residents and visitors well, and open the way for sustainable development in every wilayat.',
            ar: 'تنسيق العمل الحكومي في ظفار، وخدمة سكانها وزوارها على أحسن وجه، وتمهيد الطريق للتنمية المستدامة في كل ولاية من ولاياتها.',
          },
        },
        {
          title: { en: 'Vision', ar: 'الرؤية' },
          description: {
            en: 'A prosperous, welcoming Dhofar whose nature, heritage and people are its lasting strength.',
            ar: 'ظفار مزدهرة ومضيافة، تبقى طبيعتها وتراثها وإنسانها مصدر قوتها الدائم.',
          },
        },
      ],
    },
    {
      style: 'identityValues',
      cards: [
        {
          title: { en: 'Integrity and transparency', ar: 'النزاهة والشفافية' },
          description: {
            en: 'We act fairly, explain our decisions and publish information that the public has a right to know.',
            ar: 'نعمل بعدل، ونوضّح قراراتنا، وننشر المعلومات التي من حق الجمهور أن يعرفها.',
          },
        },
        {
          title: { en: 'Partnership', ar: 'الشراكة' },
          description: {
            en: 'We work with ministries, municipalities, the private sector and local communities, because no single body can develop a governorate alone.',
            ar: 'نعمل مع الوزارات والبلديات والقطاع الخاص والمجتمعات المحلية، إذ لا تستطيع جهة واحدة أن تنهض بمحافظة وحدها.',
          },
        },
        {
          title: { en: 'Sustainability', ar: 'الاستدامة' },
          description: {
            en: 'We weigh every plan against its effect on water, land, sea and heritage for the generations to come.',
            ar: 'نزن كل خطة بأثرها في الماء والأرض والبحر والتراث للأجيال القادمة.',
          },
        },
        {
          title: { en: 'Service excellence', ar: 'التميز في الخدمة' },
          description: {
            en: 'We aim for services that are simple, timely and courteous, in person and online.',
            ar: 'نسعى إلى خدمات بسيطة وسريعة ولبقة، حضوريًّا وإلكترونيًّا.',
          },
        },
        {
          title: { en: 'Innovation', ar: 'الابتكار' },
          description: {
            en: 'We welcome new ideas and digital tools when they make life easier for the people we serve.',
            ar: 'نرحّب بالأفكار الجديدة والأدوات الرقمية متى جعلت حياة من نخدمهم أيسر.',
          },
        },
      ],
    },
    {
      style: 'sloganStory',
      cards: [
        {
          title: { en: 'Pillar one: a destination for every season', ar: 'الركيزة الأولى: وجهة لكل المواسم' },
          text: {
            en: "The Khareef has long been Dhofar's best-known season. The first pillar looks beyond it: the clear **Sarb** months, the mild **winter** on the coast and in the desert, heritage sites open all year and events spread across the calendar, so that tourism supports livelihoods in every month.",
            ar: 'ظل الخريف أشهر مواسم ظفار زمنًا طويلًا، وتتطلع الركيزة الأولى إلى ما بعده: أشهر **الصرب** الصافية، و**الشتاء** المعتدل على الساحل وفي الصحراء، ومواقع التراث المفتوحة طوال العام، والفعاليات الموزعة على أيام السنة، لتسند السياحة مصادر الرزق في كل شهر.',
          },
        },
        {
          title: { en: 'Pillar two: a diversified economy', ar: 'الركيزة الثانية: اقتصاد متنوع' },
          text: {
            en: 'Dhofar has a deep-water port and a free zone in Salalah, a long fishing coast, farmland on the coastal plain and mineral resources inland. The second pillar connects these sectors with investors and with local enterprises, so that growth reaches the wilayats and not only the city.',
            ar: 'تملك ظفار ميناءً عميق المياه ومنطقة حرة في صلالة، وساحلًا طويلًا للصيد، وأراضي زراعية في السهل الساحلي، وموارد معدنية في الداخل. وتربط الركيزة الثانية هذه القطاعات بالمستثمرين والمؤسسات المحلية، ليصل النمو إلى الولايات لا إلى المدينة وحدها.',
          },
        },
        {
          title: { en: 'Pillar three: people and good government', ar: 'الركيزة الثالثة: الإنسان والإدارة الرشيدة' },
          text: {
            en: 'Development is measured by its effect on people. The third pillar covers skills and opportunities for young Omanis, services that are easy to reach, information that is open and accurate, and listening to residents through channels such as the digital participation page.',
            ar: 'تُقاس التنمية بأثرها في الإنسان. وتشمل الركيزة الثالثة المهارات والفرص للشباب العُماني، والخدمات الميسّرة الوصول، والمعلومات المفتوحة الدقيقة، والاستماع إلى السكان عبر قنوات منها صفحة المشاركة الإلكترونية.',
          },
        },
      ],
    },
    {
      style: 'ItemsValue',
      cards: [
        {
          title: { en: 'Extend the visitor year', ar: 'إطالة موسم الزيارة' },
          description: {
            en: 'Promote the Sarb and winter seasons, desert and heritage experiences, so that visits are spread across the whole year.',
            ar: 'الترويج لموسمي الصرب والشتاء وتجارب الصحراء والتراث، لتتوزع الزيارات على العام كله.',
          },
          image: 'strategy-goal-seasons',
        },
        {
          title: { en: 'Protect heritage', ar: 'صون التراث' },
          description: {
            en: 'Support the care of the Land of Frankincense sites, forts and traditional crafts, and present them to visitors with respect.',
            ar: 'دعم العناية بمواقع أرض اللبان والحصون والحرف التقليدية، وتقديمها للزوار بما يليق بها.',
          },
          image: 'strategy-goal-heritage',
        },
        {
          title: { en: 'Grow investment and enterprise', ar: 'تنمية الاستثمار وريادة الأعمال' },
          description: {
            en: 'Make it easier to invest in logistics, fisheries, agriculture, industry and tourism, and help local small businesses take part.',
            ar: 'تيسير الاستثمار في اللوجستيات والثروة السمكية والزراعة والصناعة والسياحة، ومساعدة المؤسسات الصغيرة المحلية على المشاركة.',
          },
          image: 'strategy-goal-economy',
        },
        {
          title: { en: 'Simpler digital services', ar: 'خدمات رقمية أبسط' },
          description: {
            en: 'Bring information and services online in Arabic and English, accessible to everyone, and publish useful data openly.',
            ar: 'إتاحة المعلومات والخدمات إلكترونيًّا بالعربية والإنجليزية وبصورة ميسّرة للجميع، ونشر البيانات المفيدة بشكل مفتوح.',
          },
          image: 'strategy-goal-services',
        },
        {
          title: { en: 'Empower communities', ar: 'تمكين المجتمعات' },
          description: {
            en: 'Involve residents of every wilayat in local development and create opportunities for young people to work and lead.',
            ar: 'إشراك سكان كل ولاية في التنمية المحلية، وإيجاد فرص للشباب للعمل والقيادة.',
          },
          image: 'strategy-goal-communities',
        },
        {
          title: { en: 'Care for the environment', ar: 'رعاية البيئة' },
          description: {
            en: 'Protect springs, mountain forests, frankincense trees and coasts, and encourage visitors to travel responsibly.',
            ar: 'حماية العيون وغابات الجبال وأشجار اللبان والسواحل، وتشجيع الزوار على السفر المسؤول.',
          },
          image: 'strategy-goal-environment',
        },
      ],
    },
  ],
}
