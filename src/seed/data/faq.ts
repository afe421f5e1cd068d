/**
 * Seed: the FAQ page (`FAQ`): twelve practical questions for visitors, as QuestionItems cards (title = question,
 * text = Markdown answer). Links inside Arabic answers point to the Arabic pages under `/ar`.
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

const qa = (question: L, answer: L): SeedItem => ({ title: question, text: answer })

export const images: SeedImage[] = [
  img('faq-cover', 'mountain-road', 6, 'A road through green hills on a misty day', 'طريق بين التلال الخضراء في يوم ضبابي'),
]

export const page: SeedPage = {
  uniqueUrl: 'FAQ',
  category: 'general',
  title: l('Frequently asked questions', 'الأسئلة الشائعة'),
  description: l(
    'Practical answers for visitors to Dhofar: when to come, how to get here, what to expect and how to stay safe.',
    'إجابات عملية لزوار ظفار: متى تأتي، وكيف تصل، وماذا تتوقع، وكيف تحافظ على سلامتك.',
  ),
  image: 'faq-cover',
  seoTitle: l('Frequently asked questions', 'الأسئلة الشائعة'),
  seoDesc: l(
    'Visitor questions about Dhofar: the Khareef season, travel to Salalah, visas, weather, dress, driving in fog, beach safety, heritage sites, accommodation and accessibility.',
    'أسئلة الزوار عن ظفار: موسم الخريف، والسفر إلى صلالة، والتأشيرات، والطقس، واللباس، والقيادة في الضباب، والسلامة على الشواطئ، والمواقع التراثية، والإقامة، وإمكانية الوصول.',
  ),
  sections: [
    {
      style: 'QuestionItems',
      cards: [
        qa(
          l('When is the best time to visit Dhofar?', 'ما أفضل وقت لزيارة ظفار؟'),
          md(
            [
              'It depends on what you would like to see. Come in the **Khareef**, from about 21 June to 21 September, for green mountains, fog, drizzle and waterfalls. The **Sarb** season that follows brings clear skies while the hills are still green. The **winter** months are sunny and mild, the best time for beaches, diving and trips into the desert.',
              'See the [seasons page](/seasons) and the [upcoming events](/upcoming-events) to plan your dates.',
            ],
            [
              'يعتمد ذلك على ما تود مشاهدته؛ فتعال في **الخريف**، من نحو 21 يونيو إلى 21 سبتمبر، إن أردت الجبال الخضراء والضباب والرذاذ والشلالات. ويأتي بعده موسم **الصرب** بسمائه الصافية والتلال ما زالت خضراء. أما أشهر **الشتاء** فمشمسة معتدلة، وهي أنسب الأوقات للشواطئ والغوص والرحلات إلى الصحراء.',
              'اطلع على [صفحة المواسم](/ar/seasons) و[الفعاليات القادمة](/ar/upcoming-events) لتخطيط مواعيد رحلتك.',
            ],
          ),
        ),
        qa(
          l('When does the Khareef season start and end?', 'متى يبدأ موسم الخريف وينتهي؟'),
          l(
            'The Khareef season runs from about **21 June to 21 September**. The weather itself follows nature rather than the calendar: some years the fog and drizzle arrive a little earlier or later, and the greenery often lasts into the following weeks.',
            'يمتد موسم الخريف من نحو **21 يونيو إلى 21 سبتمبر**، غير أن الطقس يتبع الطبيعة لا التقويم؛ ففي بعض الأعوام يصل الضباب والرذاذ قبل ذلك بقليل أو بعده، وكثيرا ما تستمر الخضرة في الأسابيع التالية.',
          ),
        ),
        qa(
          l('How do I get to Dhofar?', 'كيف أصل إلى ظفار؟'),
          md(
            [
              '**By air:** Salalah International Airport has flights from Muscat and from other cities in the region. Schedules change by season, so check with the airlines.',
              '**By road:** Salalah is roughly a thousand kilometres from Muscat. The main route crosses the interior of Oman through Adam, Haima and Thumrait; it is a long drive with few towns on the way, so plan your fuel and rest stops and avoid driving when tired.',
            ],
            [
              '**جوا:** تصل إلى مطار صلالة الدولي رحلات من مسقط ومن مدن أخرى في المنطقة، وتتغير الجداول بحسب المواسم، فتحقق منها لدى شركات الطيران.',
              '**برا:** تبعد صلالة عن مسقط نحو ألف كيلومتر، ويعبر الطريق الرئيسي داخل عُمان مرورا بأدم وهيماء وثمريت. والرحلة طويلة وقليلة المدن، فخطط للتزود بالوقود ولمحطات الاستراحة، وتجنب القيادة وأنت متعب.',
            ],
          ),
        ),
        qa(
          l('Do I need a visa to visit?', 'هل أحتاج إلى تأشيرة للزيارة؟'),
          l(
            'Visa requirements depend on your nationality and may change. See our [e-visa page](/e-visa) for how to apply online through the official portal, and check the current rules before you travel.',
            'تعتمد متطلبات التأشيرة على جنسيتك وقد تتغير. اطلع على [صفحة التأشيرة الإلكترونية](/ar/e-visa) لمعرفة طريقة التقديم عبر البوابة الرسمية، وتحقق من الشروط السارية قبل السفر.',
          ),
        ),
        qa(
          l('What is the weather like?', 'كيف يكون الطقس؟'),
          md(
            [
              'During the Khareef the coast and the mountains are cloudy, damp and mild, usually in the twenties Celsius, and cooler on the heights. Bring a light waterproof jacket and shoes with a good grip.',
              'The rest of the year the coast is warm and sunny. North of the mountains, the Nejd and the desert are very hot in summer, while winter nights there can be cold.',
            ],
            [
              'في الخريف يكون الجو على الساحل وفي الجبال غائما رطبا معتدلا، وتتراوح درجات الحرارة عادة في العشرينيات المئوية، وتنخفض في المرتفعات. احمل سترة خفيفة مقاومة للماء وحذاء مانعا للانزلاق.',
              'وفي بقية العام يكون الساحل دافئا مشمسا، أما شمال الجبال فالنجد والصحراء شديدا الحرارة في الصيف، وقد تكون ليالي الشتاء فيهما باردة.',
            ],
          ),
        ),
        qa(
          l('What should I wear, and what customs should I respect?', 'ماذا أرتدي، وما العادات التي ينبغي احترامها؟'),
          md(
            [
              'Dress modestly in public places, with shoulders and knees covered; swimwear is for the beach and the pool. To visit a mosque, cover your arms and legs, remove your shoes and, for women, cover your hair.',
              'Ask before photographing people, especially women and families. During Ramadan, do not eat, drink or smoke in public during daylight hours.',
            ],
            [
              'التزم باللباس المحتشم في الأماكن العامة بحيث يغطي الكتفين والركبتين، واجعل ملابس السباحة للشاطئ والمسبح. وعند زيارة المساجد غط ذراعيك وساقيك واخلع حذاءك، وعلى النساء تغطية الشعر.',
              'استأذن قبل تصوير الأشخاص، ولا سيما النساء والعائلات. وفي شهر رمضان امتنع عن الأكل والشرب والتدخين في الأماكن العامة خلال ساعات النهار.',
            ],
          ),
        ),
        qa(
          l('Is it safe to drive in the mountains during the Khareef?', 'هل القيادة في الجبال آمنة خلال الخريف؟'),
          md(
            [
              'Yes, with care. Fog can reduce visibility to a few metres, roads are wet and camels and cattle graze beside them.',
              '- Slow down, switch on your dipped headlights and fog lamps, and keep a long distance from the vehicle ahead.\n- Never stop on the carriageway; if you need to stop, pull well off the road.\n- Watch for animals, especially at night, and follow the instructions of the police.\n- In an emergency, call **9999**.',
            ],
            [
              'نعم، مع الحذر؛ فقد يقلص الضباب مدى الرؤية إلى أمتار قليلة، وتكون الطرق مبتلة، وترعى الإبل والأبقار على جوانبها.',
              '- خفف سرعتك، وشغل الأضواء المنخفضة وأضواء الضباب، واترك مسافة كافية بينك وبين المركبة التي أمامك.\n- لا تتوقف على الطريق أبدا، وإن احتجت إلى التوقف فابتعد عن الطريق تماما.\n- انتبه إلى الحيوانات، ولا سيما ليلا، والتزم بتعليمات الشرطة.\n- في حالات الطوارئ اتصل بالرقم **9999**.',
            ],
          ),
        ),
        qa(
          l('Can I swim at the beaches?', 'هل يمكنني السباحة في الشواطئ؟'),
          md(
            [
              'Not during the Khareef. From 21 June to 21 September the sea is rough, with high waves and strong currents, and swimming in the open sea is prohibited.',
              'The rest of the year, swim only at calm beaches, never alone, and respect warning signs and flags. At the blowholes and cliffs, such as Mughsail, always stay behind the railings.',
            ],
            [
              'ليس خلال الخريف؛ فمن 21 يونيو إلى 21 سبتمبر يكون البحر مضطربا بأمواج عالية وتيارات قوية، والسباحة في البحر المفتوح ممنوعة.',
              'وفي بقية العام اسبح في الشواطئ الهادئة فقط، ولا تسبح وحدك، والتزم باللوحات والرايات التحذيرية. وعند النوافير البحرية والجروف، كما في المغسيل، ابق دائما خلف الحواجز.',
            ],
          ),
        ),
        qa(
          l('Can I visit the frankincense sites, and when are they open?', 'هل يمكنني زيارة مواقع اللبان، ومتى تفتح أبوابها؟'),
          md(
            [
              'Yes. Al Baleed Archaeological Park with the Museum of the Frankincense Land in Salalah, Sumhuram near Taqah, Wadi Dawkah and Shisr near Thumrait all welcome visitors. Opening hours and ticket prices are set by the operator and can change, especially during Ramadan and public holidays, so check before you go.',
              'Stay on the paths, do not climb on walls, and do not take stones or damage the frankincense trees.',
            ],
            [
              'نعم، فمتنزه البليد الأثري ومتحف أرض اللبان في صلالة، وسمهرم قرب طاقة، ووادي دوكة وشصر قرب ثمريت كلها تستقبل الزوار. وتحدد الجهة المشغلة مواعيد الزيارة وأسعار التذاكر، وقد تتغير، ولا سيما في شهر رمضان والعطلات الرسمية، فتحقق منها قبل الذهاب.',
              'التزم بالممرات، ولا تتسلق الأسوار، ولا تأخذ الحجارة أو تلحق الضرر بأشجار اللبان.',
            ],
          ),
        ),
        qa(
          l('Where can I stay?', 'أين يمكنني الإقامة؟'),
          l(
            'Salalah offers hotels, beach resorts and furnished apartments, and there are smaller hotels and guesthouses in other wilayats, as well as desert camps in the cooler months. Demand is very high during the Khareef, so book early and choose licensed accommodation. Camping in the Khareef is organised by the municipality and may require a permit: check before you pitch a tent.',
            'تتوفر في صلالة الفنادق والمنتجعات الشاطئية والشقق المفروشة، وفي الولايات الأخرى فنادق أصغر ونزل، إضافة إلى المخيمات الصحراوية في الأشهر الباردة. ويشتد الطلب كثيرا في موسم الخريف، فاحجز مبكرا واختر مكان إقامة مرخصا. وتنظم البلدية التخييم في موسم الخريف وقد يتطلب تصريحا، فتحقق من ذلك قبل نصب خيمتك.',
          ),
        ),
        qa(
          l('Is Dhofar accessible for visitors with disabilities?', 'هل ظفار مهيأة للزوار من ذوي الإعاقة؟'),
          md(
            [
              'The airport, modern hotels and shopping centres are generally accessible. Many natural and heritage sites have uneven ground, steps or paths that are slippery in the Khareef, so ask the operator about access before you visit.',
              'On this website, the accessibility panel lets you enlarge the text, switch to high contrast and have the page read aloud.',
            ],
            [
              'المطار والفنادق الحديثة والمراكز التجارية مهيأة في الغالب، أما كثير من المواقع الطبيعية والتراثية ففيها أرض غير مستوية أو درجات أو ممرات تصبح زلقة في الخريف، فاسأل الجهة المشغلة عن إمكانية الوصول قبل زيارتك.',
              'وفي هذا الموقع تتيح لك لوحة إمكانية الوصول تكبير النص، والتبديل إلى التباين العالي، والاستماع إلى قراءة الصفحة بصوت مسموع.',
            ],
          ),
        ),
        qa(
          l('How can I contact the governorate or report a problem?', 'كيف أتواصل مع المحافظة أو أبلغ عن مشكلة؟'),
          md(
            [
              'In an emergency, call **9999**.',
              'For general enquiries, follow and message the official accounts listed on our [social media page](/social). To tell us about a problem with this website, use the rating button on any page and add a comment; please do not include personal information such as phone numbers or e-mail addresses.',
            ],
            [
              'في حالات الطوارئ اتصل بالرقم **9999**.',
              'وللاستفسارات العامة تابع الحسابات الرسمية الواردة في [صفحة وسائل التواصل الاجتماعي](/ar/social) وراسلها. ولإبلاغنا بمشكلة في هذا الموقع استخدم زر التقييم في أي صفحة وأضف تعليقك، مع تجنب إدراج أي بيانات شخصية مثل أرقام الهواتف أو عناوين البريد الإلكتروني.',
            ],
          ),
        ),
      ],
    },
  ],
}
