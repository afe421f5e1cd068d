/**
 * Content screens with little structure: e-visa, privacy policy, supplier registration, social and digital
 * participation. Texts describe only what exists: the official eVisa portal of Royal Oman Police, the national
 * e-tendering system, and the feedback channels this website really offers. No fees or dates are invented.
 */
import type { SeedImage, SeedPage } from '../types'

/** Joins Markdown blocks with a blank line between them. */
const md = (...blocks: string[]): string => blocks.join('\n\n')

const EVISA_PORTAL = 'https://evisa.rop.gov.om'

export const images: SeedImage[] = [
  {
    key: 'misc-evisa-cover',
    subject: 'document',
    variant: 0,
    alt: {
      en: 'Illustration of a passport and a travel document',
      ar: 'رسم فني لجواز سفر ووثيقة سفر',
    },
  },
  {
    key: 'misc-evisa-city',
    subject: 'city',
    variant: 9,
    alt: {
      en: 'Illustration of Salalah with white buildings, minarets and palm trees',
      ar: 'رسم فني لمدينة صلالة بمبانيها البيضاء ومآذنها ونخيلها',
    },
  },
  {
    key: 'misc-evisa-khareef',
    subject: 'khareef-mountains',
    variant: 9,
    alt: {
      en: 'Illustration of green mountains in the Khareef mist',
      ar: 'رسم فني لجبال خضراء في ضباب الخريف',
    },
  },
  {
    key: 'misc-evisa-beach',
    subject: 'beach',
    variant: 9,
    alt: {
      en: 'Illustration of a white-sand beach with palm trees and a turquoise sea',
      ar: 'رسم فني لشاطئ رملي أبيض تظلله أشجار النخيل أمام بحر فيروزي',
    },
  },
  {
    key: 'misc-privacy',
    subject: 'document',
    variant: 1,
    alt: {
      en: 'Illustration of a document with a padlock symbol',
      ar: 'رسم فني لوثيقة عليها رمز قفل',
    },
  },
  {
    key: 'misc-supplier',
    subject: 'industry',
    variant: 9,
    alt: {
      en: 'Illustration of warehouses and trucks in a logistics zone',
      ar: 'رسم فني لمستودعات وشاحنات في منطقة لوجستية',
    },
  },
  {
    key: 'misc-social',
    subject: 'festival',
    variant: 7,
    alt: {
      en: 'Illustration of people sharing photos at a lively evening gathering',
      ar: 'رسم فني لأشخاص يتشاركون الصور في تجمع مسائي نابض بالحياة',
    },
  },
  {
    key: 'misc-participation',
    subject: 'conference',
    variant: 9,
    alt: {
      en: 'Illustration of a public meeting hall with a stage and an audience',
      ar: 'رسم فني لقاعة لقاء عام فيها منصة وجمهور',
    },
  },
]

const eVisa: SeedPage = {
  uniqueUrl: 'e-visa',
  category: 'general',
  order: 5,
  image: 'misc-evisa-cover',
  title: { en: 'E-visa', ar: 'التأشيرة الإلكترونية' },
  description: {
    en: 'Planning a visit to Dhofar? Most visitors apply for an Omani visa online through the official eVisa portal of Royal Oman Police.',
    ar: 'هل تخطط لزيارة ظفار؟ يتقدم معظم الزوار بطلب التأشيرة العُمانية إلكترونيًّا عبر بوابة التأشيرات الرسمية لشرطة عُمان السلطانية.',
  },
  content: {
    en: md(
      '## Who needs a visa',
      `Visas for the Sultanate of Oman are issued by Royal Oman Police. Citizens of the Gulf Cooperation Council countries do not need a visa, and nationals of a number of other countries may enter without a visa for a short stay. Everyone else applies for a visa before travelling, online at the official eVisa portal: [${EVISA_PORTAL}](${EVISA_PORTAL}).`,
      'Eligible nationalities, visa types, permitted length of stay and fees are decided by Royal Oman Police and change from time to time. **Always check the portal before you book your trip.**',
      '## How to apply',
      '1. Open the eVisa portal and create an account.\n2. Choose the visa type that matches the purpose of your visit, such as tourism or visiting family.\n3. Fill in the application and upload the documents the portal asks for, usually a copy of your passport and a recent photograph.\n4. Pay the fee shown on the portal, where one applies.\n5. Follow your application on the portal. Once it is approved, save or print the visa and carry it with your passport.',
      '## Good to know',
      '- Before you travel, check how long your passport must remain valid; the requirement is set by Royal Oman Police.\n- Apply only through the official portal. This website does not process visa applications and does not charge any fee.\n- Dhofar is served by Salalah Airport and by road from the rest of Oman. During the Khareef season, book flights and accommodation early.',
    ),
    ar: md(
      '## من يحتاج إلى تأشيرة',
      `تصدر تأشيرات سلطنة عُمان عن شرطة عُمان السلطانية. ولا يحتاج مواطنو دول مجلس التعاون لدول الخليج العربية إلى تأشيرة، ويُسمح لحاملي جنسيات عدد من الدول الأخرى بالدخول دون تأشيرة لإقامة قصيرة. أما غيرهم فيتقدمون بطلب التأشيرة قبل السفر إلكترونيًّا عبر البوابة الرسمية: [${EVISA_PORTAL}](${EVISA_PORTAL}).`,
      'وتحدد شرطة عُمان السلطانية الجنسيات المشمولة وأنواع التأشيرات ومدد الإقامة المسموح بها والرسوم، وقد تتغير من حين لآخر. **تحقّق دائمًا من البوابة قبل حجز رحلتك.**',
      '## طريقة التقديم',
      '1. ادخل إلى بوابة التأشيرات الإلكترونية وأنشئ حسابًا.\n2. اختر نوع التأشيرة الذي يوافق غرض زيارتك، كالسياحة أو زيارة الأهل.\n3. املأ الطلب وارفع المستندات التي تطلبها البوابة، وهي عادة نسخة من جواز السفر وصورة شخصية حديثة.\n4. ادفع الرسوم الظاهرة في البوابة إن وُجدت.\n5. تابع طلبك عبر البوابة، وبعد الموافقة احفظ التأشيرة أو اطبعها واحملها مع جواز سفرك.',
      '## معلومات مفيدة',
      '- تحقّق قبل السفر من المدة التي يجب أن يبقى فيها جواز سفرك صالحًا، إذ تحددها شرطة عُمان السلطانية.\n- لا تتقدم بطلبك إلا عبر البوابة الرسمية؛ فهذا الموقع لا يعالج طلبات التأشيرات ولا يتقاضى أي رسوم.\n- يخدم ظفارَ مطارُ صلالة، ويمكن الوصول إليها برًّا من سائر محافظات السلطنة. وفي موسم الخريف يُستحسن حجز الرحلات والإقامة مبكرًا.',
    ),
  },
  seoTitle: { en: 'E-visa for visiting Oman', ar: 'التأشيرة الإلكترونية لزيارة عُمان' },
  seoDesc: {
    en: 'How to apply for an Omani visa online through the official Royal Oman Police eVisa portal before visiting Dhofar.',
    ar: 'طريقة التقدم بطلب التأشيرة العُمانية إلكترونيًّا عبر البوابة الرسمية لشرطة عُمان السلطانية قبل زيارة ظفار.',
  },
  sections: [
    {
      style: 'VisaImage',
      slider: [
        {
          title: {
            en: 'Official eVisa portal of Royal Oman Police',
            ar: 'البوابة الرسمية للتأشيرات الإلكترونية لشرطة عُمان السلطانية',
          },
          btnTitle: { en: 'Apply for an eVisa', ar: 'قدّم طلب التأشيرة الإلكترونية' },
          link: EVISA_PORTAL,
          image: 'misc-evisa-cover',
        },
      ],
      cards: [
        { title: { en: 'Salalah, the gateway to Dhofar', ar: 'صلالة، بوابة ظفار' }, image: 'misc-evisa-city' },
        { title: { en: 'Green mountains in the Khareef', ar: 'جبال خضراء في الخريف' }, image: 'misc-evisa-khareef' },
        { title: { en: 'Beaches for the winter sun', ar: 'شواطئ لشمس الشتاء' }, image: 'misc-evisa-beach' },
      ],
    },
  ],
}

const privacy: SeedPage = {
  uniqueUrl: 'privacy',
  category: 'general',
  order: 6,
  image: 'misc-privacy',
  title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  description: {
    en: 'What this website stores, why, and the choices you have.',
    ar: 'ما يحفظه هذا الموقع، ولماذا، والخيارات المتاحة لك.',
  },
  content: {
    en: md(
      'This website is published by Dhofar Governorate. You can use every page without creating an account or giving us your name. This policy explains the little information the site does handle. We handle personal data in accordance with the laws of the Sultanate of Oman, including the Personal Data Protection Law.',
      '## What is stored in your browser',
      "The site keeps a few small items in your browser's local storage so that it works the way you left it. They stay on your device and are not used to follow you across other websites.",
      '- `langID`: your language (1 for Arabic, 2 for English).\n- `ratedPages`: the addresses of the pages you have rated, so that each page is rated only once from your browser.\n- `pageRatings`: the number of stars you gave each of those pages, so that the site can show your rating again.\n- `userSessionId`: a random identifier created in your browser and sent with your ratings, so that ratings from the same browser can be recognised. It contains nothing about you.\n- Accessibility preferences: the font size and contrast mode you chose in the accessibility panel.',
      '## Cookies',
      'The site sets one cookie: it remembers your language so that pages open in Arabic or English as you chose. **We use no tracking, advertising or analytics cookies.**',
      '## Page ratings',
      'When you rate a page we store the page address, the number of stars, your comment if you write one, the session identifier above and the time. We do **not** store your IP address: we keep only a salted hash of it, a one-way code that helps us spot repeated or abusive submissions but cannot be turned back into the address. Ratings are read by the website team to improve the site and are never published. Please do not write personal details such as phone numbers or e-mail addresses in comments; comments that look like personal data are flagged to the team.',
      '## Other services',
      "- Fonts, scripts and styles are served from our own server; your browser does not contact third-party font or script hosts.\n- Weather information and place search on the maps are requested by our server, not by your browser.\n- Map images may be loaded from a map tile server. Like any web server, it receives the technical information needed to deliver the images, such as your IP address.\n- Links to other websites, such as the eVisa portal or our social media accounts, are governed by those websites' own policies.",
      '## Server records',
      'Like every website, our servers process technical information such as IP addresses to deliver pages and to protect the site against attacks. We use it only for these purposes and keep it no longer than they require.',
      '## Your choices',
      'You can delete the items stored in your browser and the language cookie at any time from your browser settings; the site will then return to its defaults. To ask a question about this policy, or about a rating you submitted, use the contact details in the footer of this page.',
      '## Changes to this policy',
      'If the way the site handles information changes, this page will be updated before the change takes effect.',
    ),
    ar: md(
      'تنشر محافظة ظفار هذا الموقع، ويمكنك استخدام جميع صفحاته دون إنشاء حساب أو الإفصاح عن اسمك. وتوضح هذه السياسة القدر اليسير من المعلومات الذي يتعامل معه الموقع. ونحن نتعامل مع البيانات الشخصية وفقًا لقوانين سلطنة عُمان، ومنها قانون حماية البيانات الشخصية.',
      '## ما يُحفظ في متصفحك',
      'يحفظ الموقع عناصر صغيرة قليلة في التخزين المحلي لمتصفحك ليعمل على النحو الذي تركته عليه. وتبقى هذه العناصر على جهازك، ولا تُستخدم لتتبعك في المواقع الأخرى.',
      '- `langID`: لغتك (1 للعربية و2 للإنجليزية).\n- `ratedPages`: عناوين الصفحات التي قيّمتها، ليُقيَّم كل منها مرة واحدة فقط من متصفحك.\n- `pageRatings`: عدد النجوم التي منحتها لكل صفحة من تلك الصفحات، ليعرض الموقع تقييمك مجددًا.\n- `userSessionId`: معرّف عشوائي يُنشأ في متصفحك ويُرسَل مع تقييماتك، ليُعرف أن التقييمات صادرة من المتصفح نفسه، ولا يتضمن أي معلومة عنك.\n- تفضيلات إمكانية الوصول: حجم الخط ووضع التباين اللذان اخترتهما في لوحة إمكانية الوصول.',
      '## ملفات تعريف الارتباط',
      'يضع الموقع ملف تعريف ارتباط واحدًا يتذكر لغتك لتُفتح الصفحات بالعربية أو الإنجليزية كما اخترت. **ولا نستخدم أي ملفات تعريف ارتباط للتتبع أو الإعلان أو التحليلات.**',
      '## تقييم الصفحات',
      'عندما تقيّم صفحة نحفظ عنوانها، وعدد النجوم، وتعليقك إن كتبته، ومعرّف الجلسة المذكور أعلاه، ووقت التقييم. ولا نحفظ عنوان IP الخاص بك، بل نحفظ تجزئة مملّحة له فقط، وهي رمز باتجاه واحد يساعدنا على كشف الإرسال المتكرر أو المسيء ولا يمكن إرجاعه إلى العنوان. ويطّلع فريق الموقع على التقييمات لتحسين الموقع، ولا تُنشر أبدًا. ونرجو ألا تكتب في تعليقك بيانات شخصية كأرقام الهواتف أو عناوين البريد الإلكتروني، إذ تُعلَّم التعليقات التي تبدو متضمنة بيانات شخصية لتنبيه الفريق.',
      '## الخدمات الأخرى',
      '- تُقدَّم الخطوط والبرمجيات وملفات التنسيق من خادمنا، فلا يتصل متصفحك بمزوّدين خارجيين لها.\n- يطلب خادمنا معلومات الطقس ونتائج البحث عن الأماكن في الخرائط، لا متصفحك.\n- قد تُحمَّل صور الخرائط من خادم لبلاطات الخرائط، ويتلقى هذا الخادم ككل خادم ويب المعلومات التقنية اللازمة لإيصال الصور، ومنها عنوان IP.\n- تخضع الروابط إلى مواقع أخرى، كبوابة التأشيرات الإلكترونية وحساباتنا في وسائل التواصل الاجتماعي، لسياسات تلك المواقع.',
      '## سجلات الخادم',
      'تعالج خوادمنا، كسائر المواقع، معلومات تقنية كعناوين IP لإيصال الصفحات وحماية الموقع من الهجمات، ولا نستخدمها إلا لهذين الغرضين ولا نحتفظ بها أطول مما يقتضيانه.',
      '## خياراتك',
      'يمكنك في أي وقت حذف العناصر المحفوظة في متصفحك وملف تعريف ارتباط اللغة من إعدادات المتصفح، فيعود الموقع إلى إعداداته الافتراضية. ولأي سؤال عن هذه السياسة أو عن تقييم أرسلته، استخدم بيانات الاتصال الواردة في تذييل هذه الصفحة.',
      '## تعديل هذه السياسة',
      'إذا تغيرت طريقة تعامل الموقع مع المعلومات، فستُحدَّث هذه الصفحة قبل سريان التغيير.',
    ),
  },
  seoTitle: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  seoDesc: {
    en: 'How the Dhofar Governorate website handles information: local storage, one language cookie, no tracking, and hashed ratings.',
    ar: 'كيف يتعامل موقع محافظة ظفار مع المعلومات: التخزين المحلي، وملف ارتباط واحد للغة، ولا تتبع، وتقييمات بعناوين مجزّأة.',
  },
}

const supplierRegistration: SeedPage = {
  uniqueUrl: 'Supplier-registration-services',
  category: 'general',
  order: 7,
  image: 'misc-supplier',
  title: { en: 'Supplier registration services', ar: 'خدمات تسجيل الموردين' },
  description: {
    en: 'How companies register as suppliers to government entities in Oman and take part in public tenders.',
    ar: 'كيف تسجّل الشركات بصفتها موردين لدى الجهات الحكومية في عُمان وتشارك في المناقصات العامة.',
  },
  content: {
    en: md(
      'Government entities in the Sultanate of Oman, including those working in Dhofar, announce most of their tenders and receive bids through the **national electronic tendering system of the Tender Board**. Registering there is the main way for a company to become a supplier to government.',
      '## Before you register',
      '- A valid **commercial registration** whose activities match the goods, works or services you want to supply.\n- Membership of the **Oman Chamber of Commerce and Industry**.\n- The documents the system asks for, which usually include the commercial registration, the chamber membership certificate and the details of the authorised signatories.',
      '## Steps',
      "1. **Create an account** for your company on the Tender Board's e-tendering system.\n2. **Enter the company's details**: activities, contact details, authorised signatories and bank details, and upload the requested documents.\n3. **Choose your activities and categories**, so that you see the tenders that fit your business.\n4. **Submit the registration** and wait for it to be reviewed and approved.\n5. Once registered, **follow the tenders**, obtain tender documents, ask clarification questions and **submit your bids electronically** before the closing date.\n6. **Keep your registration up to date** and renew documents before they expire.",
      '## Small and medium enterprises',
      'Small and medium enterprises registered with the Small and Medium Enterprises Development Authority may benefit from provisions that support their participation in government procurement. Check the current rules with the Authority.',
      '## Please note',
      'This website does not receive supplier registrations or bids. Requirements, fees and procedures are set by the competent authorities and may change; always rely on the official system and on the conditions published with each tender.',
    ),
    ar: md(
      'تطرح الجهات الحكومية في سلطنة عُمان، ومنها العاملة في ظفار، معظم مناقصاتها وتستقبل العطاءات عبر **نظام المناقصات الإلكتروني الوطني التابع لمجلس المناقصات**، والتسجيل فيه هو السبيل الرئيسي لتصبح الشركة موردًا للجهات الحكومية.',
      '## قبل التسجيل',
      '- **سجل تجاري** ساري المفعول تتوافق أنشطته مع السلع أو الأعمال أو الخدمات التي تريد توريدها.\n- عضوية **غرفة تجارة وصناعة عُمان**.\n- المستندات التي يطلبها النظام، وتشمل عادة السجل التجاري وشهادة عضوية الغرفة وبيانات المفوّضين بالتوقيع.',
      '## الخطوات',
      '1. **أنشئ حسابًا** لشركتك في نظام المناقصات الإلكتروني التابع لمجلس المناقصات.\n2. **أدخل بيانات الشركة**: الأنشطة وبيانات الاتصال والمفوّضين بالتوقيع والبيانات المصرفية، وارفع المستندات المطلوبة.\n3. **اختر أنشطتك وفئاتك** لتظهر لك المناقصات الملائمة لعملك.\n4. **قدّم طلب التسجيل** وانتظر مراجعته واعتماده.\n5. بعد التسجيل **تابع المناقصات**، واحصل على وثائقها، واطرح أسئلة الاستيضاح، و**قدّم عطاءاتك إلكترونيًّا** قبل موعد الإغلاق.\n6. **حدّث بيانات تسجيلك** باستمرار، وجدّد المستندات قبل انتهاء صلاحيتها.',
      '## المؤسسات الصغيرة والمتوسطة',
      'قد تستفيد المؤسسات الصغيرة والمتوسطة المسجلة لدى هيئة تنمية المؤسسات الصغيرة والمتوسطة من أحكام تدعم مشاركتها في المشتريات الحكومية، فتحقّق من القواعد السارية لدى الهيئة.',
      '## يُرجى الانتباه',
      'لا يستقبل هذا الموقع طلبات تسجيل الموردين ولا العطاءات. وتحدد الجهات المختصة الاشتراطات والرسوم والإجراءات، وقد تتغير، فاعتمد دائمًا على النظام الرسمي وعلى الشروط المنشورة مع كل مناقصة.',
    ),
  },
  seoTitle: { en: 'Supplier registration services', ar: 'خدمات تسجيل الموردين' },
  seoDesc: {
    en: 'Steps for companies to register as government suppliers in Oman through the national e-tendering system.',
    ar: 'خطوات تسجيل الشركات موردين للجهات الحكومية في عُمان عبر نظام المناقصات الإلكتروني الوطني.',
  },
}

const social: SeedPage = {
  uniqueUrl: 'social',
  category: 'general',
  order: 8,
  image: 'misc-social',
  title: { en: 'Follow us', ar: 'تابعونا' },
  description: {
    en: 'Follow Dhofar Governorate on social media for news, events, season updates and pictures from the ten wilayats.',
    ar: 'تابعوا محافظة ظفار في وسائل التواصل الاجتماعي لمعرفة الأخبار والفعاليات ومستجدات المواسم وصور الولايات العشر.',
  },
  content: {
    en: 'These are the official accounts of Dhofar Governorate. Each link opens the account on its own platform in a new tab.',
    ar: 'هذه هي الحسابات الرسمية لمحافظة ظفار، ويفتح كل رابط الحساب على منصته في علامة تبويب جديدة.',
  },
  seoTitle: { en: 'Dhofar Governorate on social media', ar: 'محافظة ظفار في وسائل التواصل الاجتماعي' },
  seoDesc: {
    en: 'Official social media accounts of Dhofar Governorate.',
    ar: 'الحسابات الرسمية لمحافظة ظفار في وسائل التواصل الاجتماعي.',
  },
}

const digitalParticipation: SeedPage = {
  uniqueUrl: 'digital-participation',
  category: 'general',
  order: 9,
  image: 'misc-participation',
  title: { en: 'Digital participation', ar: 'المشاركة الإلكترونية' },
  description: {
    en: 'Your views help us improve services and this website. Here is how to share them.',
    ar: 'تساعدنا آراؤكم على تحسين الخدمات وهذا الموقع، وإليكم طرق مشاركتها.',
  },
  content: {
    en: md(
      '## Rate any page',
      'Every page of this website has a rating button. Give the page from one to five stars and, if you wish, add a comment of up to 500 characters. The website team reads the ratings and uses them to correct and improve the content. Please do not include personal details in your comment.',
      '## Contact the governorate',
      'For questions, suggestions or complaints, write to us or call us using the contact details in the footer of this page, or visit the governorate office in Salalah during working hours.',
      '## Follow and talk to us on social media',
      'Our [official accounts](/social) publish news and announcements and are another way to reach us.',
      '## Public consultations',
      'When the governorate or another government body invites the public to comment on a plan, a service or a draft regulation, the invitation is announced in the [news section](/news-list) and on our official accounts, with the way to take part and the closing date. Suggestions and complaints to government entities can also be sent through the national government platforms provided for that purpose.',
      '## Reuse our data',
      'Participation also means building on public information. The data sets on the [open data](/open-data) page are free to reuse under the CC BY 4.0 licence.',
    ),
    ar: md(
      '## قيّموا أي صفحة',
      'في كل صفحة من صفحات هذا الموقع زر للتقييم، امنحوا الصفحة من نجمة إلى خمس نجوم، وأضيفوا إن شئتم تعليقًا لا يتجاوز 500 حرف. ويطّلع فريق الموقع على التقييمات ويستفيد منها في تصحيح المحتوى وتحسينه. ونرجو ألا تتضمن تعليقاتكم بيانات شخصية.',
      '## تواصلوا مع المحافظة',
      'للاستفسارات أو المقترحات أو الشكاوى راسلونا أو اتصلوا بنا عبر بيانات الاتصال الواردة في تذييل هذه الصفحة، أو زوروا مكتب المحافظة في صلالة خلال ساعات العمل.',
      '## تابعونا وحاورونا في وسائل التواصل الاجتماعي',
      'تنشر [حساباتنا الرسمية](/ar/social) الأخبار والإعلانات، وهي وسيلة أخرى للتواصل معنا.',
      '## الاستشارات العامة',
      'حين تدعو المحافظة أو جهة حكومية أخرى الجمهور إلى إبداء الرأي في خطة أو خدمة أو مشروع لائحة، يُعلَن عن الدعوة في [قسم الأخبار](/ar/news-list) وفي حساباتنا الرسمية، مع طريقة المشاركة وموعد انتهائها. ويمكن كذلك إرسال المقترحات والشكاوى إلى الجهات الحكومية عبر المنصات الحكومية الوطنية المخصصة لذلك.',
      '## أعيدوا استخدام بياناتنا',
      'المشاركة تعني أيضًا البناء على المعلومات العامة؛ فمجموعات البيانات في صفحة [البيانات المفتوحة](/ar/open-data) متاحة لإعادة الاستخدام مجانًا بموجب ترخيص CC BY 4.0.',
    ),
  },
  seoTitle: { en: 'Digital participation', ar: 'المشاركة الإلكترونية' },
  seoDesc: {
    en: 'How residents and visitors can give feedback to Dhofar Governorate: page ratings, contact, social media and public consultations.',
    ar: 'كيف يبدي السكان والزوار آراءهم لمحافظة ظفار: تقييم الصفحات والتواصل ووسائل التواصل الاجتماعي والاستشارات العامة.',
  },
}

export const pages: SeedPage[] = [eVisa, privacy, supplierRegistration, social, digitalParticipation]
