/**
 * Organisational structure page (`/organizational-structure`). Offices and functions of a governorate office,
 * described by role only: no personal names, so the page never misstates who holds a post. The timeline shows
 * how directorates plan and coordinate (LeftItems, at the inline start; LeftSubItems hang under the first of them)
 * and how a request from the public travels through the office (RightItems, at the inline end; FirstRightSubItems
 * and SecRightSubItems hang under the first and second of them).
 */
import type { SeedImage, SeedPage } from '../types'

export const images: SeedImage[] = [
  {
    key: 'org-cover',
    subject: 'conference',
    variant: 6,
    alt: {
      en: 'Illustration of a meeting hall with a stage and screens',
      ar: 'رسم فني لقاعة اجتماعات فيها منصة وشاشات',
    },
  },
  {
    key: 'org-person-governor',
    subject: 'person',
    variant: 1,
    alt: {
      en: 'Stylised portrait silhouette representing the office of the Governor',
      ar: 'صورة ظلية رمزية تمثّل مكتب المحافظ',
    },
  },
  {
    key: 'org-person-office-director',
    subject: 'person',
    variant: 2,
    alt: {
      en: "Stylised portrait silhouette representing the Director General of the Governor's Office",
      ar: 'صورة ظلية رمزية تمثّل المدير العام لمكتب المحافظ',
    },
  },
  {
    key: 'org-person-planning-director',
    subject: 'person',
    variant: 3,
    alt: {
      en: 'Stylised portrait silhouette representing the Director General of Planning and Development',
      ar: 'صورة ظلية رمزية تمثّل المدير العام للتخطيط والتنمية',
    },
  },
  {
    key: 'org-unit-planning',
    subject: 'document',
    variant: 6,
    alt: {
      en: 'Illustration of planning documents and a chart',
      ar: 'رسم فني لوثائق تخطيط ومخطط بياني',
    },
  },
  {
    key: 'org-unit-tourism',
    subject: 'person',
    variant: 4,
    alt: {
      en: 'Stylised portrait silhouette representing the tourism development coordination team',
      ar: 'صورة ظلية رمزية تمثّل فريق تنسيق التنمية السياحية',
    },
  },
  {
    key: 'org-unit-municipal',
    subject: 'person',
    variant: 5,
    alt: {
      en: 'Stylised portrait silhouette representing the municipal affairs coordination team',
      ar: 'صورة ظلية رمزية تمثّل فريق تنسيق الشؤون البلدية',
    },
  },
  {
    key: 'org-unit-media',
    subject: 'person',
    variant: 6,
    alt: {
      en: 'Stylised portrait silhouette representing the media and communication team',
      ar: 'صورة ظلية رمزية تمثّل فريق الإعلام والاتصال',
    },
  },
  {
    key: 'org-unit-digital',
    subject: 'document',
    variant: 7,
    alt: {
      en: 'Illustration of a digital form on a screen with data charts',
      ar: 'رسم فني لنموذج إلكتروني على شاشة مع مخططات بيانات',
    },
  },
  {
    key: 'org-unit-finance',
    subject: 'document',
    variant: 8,
    alt: {
      en: 'Illustration of financial and administrative records',
      ar: 'رسم فني لسجلات مالية وإدارية',
    },
  },
  {
    key: 'org-unit-service',
    subject: 'person',
    variant: 7,
    alt: {
      en: 'Stylised portrait silhouette representing the customer service team',
      ar: 'صورة ظلية رمزية تمثّل فريق خدمة المراجعين',
    },
  },
]

export const page: SeedPage = {
  uniqueUrl: 'organizational-structure',
  category: 'general',
  order: 3,
  image: 'org-cover',
  title: { en: 'Organisational structure', ar: 'الهيكل التنظيمي' },
  description: {
    en: 'How the office of Dhofar Governorate is organised: its leadership, its directorates and the way they work together to serve the public.',
    ar: 'كيف يُنظَّم مكتب محافظة ظفار: قيادته ومديرياته وطريقة عملها معًا في خدمة الجمهور.',
  },
  content: {
    en: 'The structure below describes offices and functions, not individuals. Titles are the roles of each post; contact the governorate through the details in the page footer for any matter.',
    ar: 'يصف الهيكل أدناه المكاتب والمهام لا الأشخاص، والمسميات الواردة هي أدوار المناصب. وللتواصل مع المحافظة في أي شأن تُستخدم بيانات الاتصال الواردة في تذييل الصفحة.',
  },
  seoTitle: { en: 'Organisational structure of Dhofar Governorate', ar: 'الهيكل التنظيمي لمحافظة ظفار' },
  seoDesc: {
    en: 'Leadership, directorates and working process of the Dhofar Governorate office.',
    ar: 'قيادة مكتب محافظة ظفار ومديرياته وآلية عمله.',
  },
  sections: [
    {
      style: 'Title',
      cards: [
        { title: { en: 'Top management', ar: 'الإدارة العليا' } },
        { title: { en: 'Directorates and teams', ar: 'المديريات وفرق العمل' } },
        { title: { en: 'How we work', ar: 'كيف نعمل' } },
      ],
    },
    {
      style: 'Topmanagment',
      cards: [
        {
          image: 'org-person-governor',
          category: "Governor's office",
          subTitle: { en: "Governor's office", ar: 'مكتب المحافظ' },
          title: { en: 'The Governor of Dhofar', ar: 'محافظ ظفار' },
          text: {
            en: "Leads the governorate and represents the government in Dhofar. The Governor oversees the coordination of public services and development projects across the ten wilayats and chairs the governorate's main committees.",
            ar: 'يقود المحافظة ويمثّل الحكومة في ظفار، ويشرف على تنسيق الخدمات العامة ومشروعات التنمية في الولايات العشر، ويرأس اللجان الرئيسية في المحافظة.',
          },
        },
        {
          image: 'org-person-office-director',
          category: "Governor's office",
          subTitle: { en: "Governor's office", ar: 'مكتب المحافظ' },
          title: { en: "Director General of the Governor's Office", ar: 'المدير العام لمكتب المحافظ' },
          text: {
            en: "Runs the daily business of the Governor's office: correspondence, meetings, follow-up of decisions and liaison with ministries and the offices of the walis.",
            ar: 'يدير العمل اليومي لمكتب المحافظ من مراسلات واجتماعات ومتابعة للقرارات، ويتولى التواصل مع الوزارات ومكاتب الولاة.',
          },
        },
        {
          image: 'org-person-planning-director',
          category: 'Planning and development',
          subTitle: { en: 'Planning and development', ar: 'التخطيط والتنمية' },
          title: { en: 'Director General of Planning and Development', ar: 'المدير العام للتخطيط والتنمية' },
          text: {
            en: "Prepares the governorate's development plans in line with national priorities, follows up projects with the bodies that deliver them and reports on progress to the Governor.",
            ar: 'يُعدّ خطط التنمية في المحافظة بما يتوافق مع الأولويات الوطنية، ويتابع المشروعات مع الجهات المنفذة لها، ويرفع تقارير سيرها إلى المحافظ.',
          },
        },
      ],
    },
    {
      style: 'OrganizeTeam',
      cards: [
        {
          image: 'org-unit-planning',
          title: { en: 'Directorate General of Planning', ar: 'المديرية العامة للتخطيط' },
          description: {
            en: 'Studies needs in each wilayat, prepares plans and follows the progress of development projects.',
            ar: 'تدرس الاحتياجات في كل ولاية، وتُعدّ الخطط، وتتابع سير مشروعات التنمية.',
          },
        },
        {
          image: 'org-unit-tourism',
          title: { en: 'Tourism development coordination', ar: 'تنسيق التنمية السياحية' },
          description: {
            en: 'Works with the tourism authorities and the private sector on seasons, events, visitor services and heritage sites.',
            ar: 'تعمل مع جهات السياحة والقطاع الخاص على المواسم والفعاليات وخدمات الزوار ومواقع التراث.',
          },
        },
        {
          image: 'org-unit-municipal',
          title: { en: 'Municipal affairs coordination', ar: 'تنسيق الشؤون البلدية' },
          description: {
            en: 'Coordinates with the municipality on roads, public spaces, cleanliness and readiness for the Khareef season.',
            ar: 'تنسّق مع البلدية في شؤون الطرق والمرافق العامة والنظافة والاستعداد لموسم الخريف.',
          },
        },
        {
          image: 'org-unit-media',
          title: { en: 'Media and communication', ar: 'الإعلام والاتصال' },
          description: {
            en: "Publishes news and announcements, runs the governorate's official accounts and answers media enquiries.",
            ar: 'تنشر الأخبار والإعلانات، وتدير الحسابات الرسمية للمحافظة، وتجيب عن استفسارات وسائل الإعلام.',
          },
        },
        {
          image: 'org-unit-digital',
          title: { en: 'Digital services', ar: 'الخدمات الرقمية' },
          description: {
            en: "Develops this website and the governorate's online services, publishes open data and looks after accessibility.",
            ar: 'تطوّر هذا الموقع والخدمات الإلكترونية للمحافظة، وتنشر البيانات المفتوحة، وتُعنى بإمكانية الوصول.',
          },
        },
        {
          image: 'org-unit-finance',
          title: { en: 'Finance and administration', ar: 'الشؤون المالية والإدارية' },
          description: {
            en: 'Manages the budget, procurement, human resources and the support services of the office.',
            ar: 'تدير الميزانية والمشتريات والموارد البشرية والخدمات المساندة للمكتب.',
          },
        },
        {
          image: 'org-unit-service',
          title: { en: 'Customer service', ar: 'خدمة المراجعين' },
          description: {
            en: 'Receives requests, suggestions and complaints from the public and follows them until they are answered.',
            ar: 'تستقبل طلبات الجمهور ومقترحاته وشكاواه، وتتابعها حتى يُرَدّ عليها.',
          },
        },
      ],
    },
    {
      style: 'RightItems',
      cards: [
        {
          title: { en: 'Receive', ar: 'الاستقبال' },
          description: {
            en: 'A request, suggestion or complaint reaches the office and is registered.',
            ar: 'يصل الطلب أو المقترح أو الشكوى إلى المكتب ويُسجَّل.',
          },
        },
        {
          title: { en: 'Study', ar: 'الدراسة' },
          description: {
            en: 'The competent directorate studies the matter and prepares a response or a recommendation.',
            ar: 'تدرس المديرية المختصة الموضوع وتُعدّ ردًّا أو توصية.',
          },
        },
        {
          title: { en: 'Respond', ar: 'الرد' },
          description: {
            en: 'The answer is sent to the person concerned, and the file is closed or followed up.',
            ar: 'يُرسَل الرد إلى صاحب الشأن، ثم يُغلق الملف أو تستمر متابعته.',
          },
        },
      ],
    },
    {
      style: 'FirstRightSubItems',
      cards: [
        {
          title: { en: 'In person', ar: 'حضوريًّا' },
          description: {
            en: 'At the customer service desk of the governorate office.',
            ar: 'في مكتب خدمة المراجعين بمبنى المحافظة.',
          },
        },
        {
          title: { en: 'In writing', ar: 'كتابيًّا' },
          description: {
            en: 'By official letter or by e-mail to the address in the page footer.',
            ar: 'برسالة رسمية أو بالبريد الإلكتروني على العنوان الوارد في تذييل الصفحة.',
          },
        },
        {
          title: { en: 'Feedback on this website', ar: 'الملاحظات على هذا الموقع' },
          description: {
            en: 'Through the page rating panel, available on every page.',
            ar: 'من خلال لوحة تقييم الصفحة المتاحة في كل صفحة.',
          },
        },
      ],
    },
    {
      style: 'SecRightSubItems',
      cards: [
        {
          title: { en: 'Referral', ar: 'الإحالة' },
          description: {
            en: 'The matter is referred to the directorate or government body responsible for it.',
            ar: 'يُحال الموضوع إلى المديرية أو الجهة الحكومية المختصة به.',
          },
        },
        {
          title: { en: 'Consultation', ar: 'التشاور' },
          description: {
            en: 'Where needed, other directorates or the office of the wali are consulted.',
            ar: 'تُستشار عند الحاجة المديرياتُ الأخرى أو مكتبُ الوالي.',
          },
        },
        {
          title: { en: 'Recommendation', ar: 'التوصية' },
          description: {
            en: 'A recommendation is submitted for decision at the appropriate level.',
            ar: 'تُرفع توصية لاتخاذ القرار على المستوى المناسب.',
          },
        },
      ],
    },
    {
      style: 'LeftItems',
      cards: [
        {
          title: { en: 'Plan', ar: 'التخطيط' },
          description: {
            en: "Directorates agree priorities and plans with the Governor's office.",
            ar: 'تتفق المديريات مع مكتب المحافظ على الأولويات والخطط.',
          },
        },
        {
          title: { en: 'Coordinate', ar: 'التنسيق' },
          description: {
            en: 'Work is coordinated with ministries, the municipality and the offices of the walis.',
            ar: 'يُنسَّق العمل مع الوزارات والبلدية ومكاتب الولاة.',
          },
        },
        {
          title: { en: 'Report', ar: 'المتابعة والتقارير' },
          description: {
            en: 'Progress is followed up and reported, and results are shared with the public.',
            ar: 'يُتابَع الإنجاز وتُعدّ التقارير عنه، وتُعلَن النتائج للجمهور.',
          },
        },
      ],
    },
    {
      style: 'LeftSubItems',
      cards: [
        {
          title: { en: 'Needs of the wilayats', ar: 'احتياجات الولايات' },
          description: {
            en: "Requests from the public, field visits and the offices of the walis bring each wilayat's needs into the plan.",
            ar: 'تنقل طلباتُ الجمهور والزياراتُ الميدانية ومكاتبُ الولاة احتياجاتِ كل ولاية إلى الخطة.',
          },
        },
        {
          title: { en: 'National priorities', ar: 'الأولويات الوطنية' },
          description: {
            en: "Plans follow the priorities of Oman Vision 2040 and the ministries' programmes.",
            ar: 'تسير الخطط وفق أولويات رؤية عُمان 2040 وبرامج الوزارات.',
          },
        },
        {
          title: { en: 'Annual priorities', ar: 'أولويات العام' },
          description: {
            en: "The Governor approves the year's priorities and the projects that serve them.",
            ar: 'يعتمد المحافظ أولويات العام والمشروعات التي تخدمها.',
          },
        },
      ],
    },
  ],
}
