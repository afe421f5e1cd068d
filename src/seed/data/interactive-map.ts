/**
 * Seed: the interactive map page (`interactiveMap`): one section per wilayat (REGION_STYLES), each with two cards
 * for each of the four map tabs; the named places for the map's own search; and the simple map page (`mapLeaflet`).
 * Card titles are the tab's display name exactly, because the screen filters a region's cards by title.
 */
import type { ArtSubject } from '../art/subjects'
import type { MapTab } from '../../lib/content-model'
import type { L, SeedImage, SeedItem, SeedPage, SeedSection } from '../types'

const img = (key: string, subject: ArtSubject, variant: number, en: string, ar: string): SeedImage => ({
  key,
  subject,
  variant,
  alt: { en, ar },
})

const l = (en: string, ar: string): L => ({ en, ar })

/** The tab display names; a card's title must equal its tab's name. */
export const MAP_TAB_TITLES: Record<MapTab, L> = {
  khareef: l('Dhofar autumn', 'خريف ظفار'),
  heritage: l('Heritage', 'التراث'),
  tourist: l('Tourist areas', 'المناطق السياحية'),
  nature: l('Natural landscapes', 'المناظر الطبيعية'),
}

const card = (tab: MapTab, place: L, description: L, image: string): SeedItem => ({
  category: tab,
  title: MAP_TAB_TITLES[tab],
  subTitle: place,
  description,
  image,
})

export const images: SeedImage[] = [
  // Salalah
  img('map-salalah-ittin', 'cattle-meadow', 2, 'Cattle on the green plain of Ittin in the fog', 'أبقار في سهل أتين الأخضر وسط الضباب'),
  img('map-salalah-garziz', 'spring-pool', 3, 'A spring pool among rocks and green plants', 'بركة عين بين الصخور والنباتات الخضراء'),
  img('map-salalah-baleed', 'ruins', 6, 'The excavated walls of Al Baleed by the sea', 'جدران البليد المكتشفة قرب البحر'),
  img('map-salalah-haffa', 'souq', 3, 'Lanterns and stalls in Al Haffa souq', 'فوانيس وأكشاك في سوق الحافة'),
  img('map-salalah-mughsail', 'blowholes', 2, 'Waves bursting through the rocks of Mughsail', 'أمواج تتفجر عبر صخور المغسيل'),
  img('map-salalah-coconut', 'coconut-farm', 1, 'A fruit stall beside a coconut plantation', 'كشك فاكهة بجوار مزرعة نارجيل'),
  img('map-salalah-razat', 'spring-pool', 4, 'Clear water flowing through the gardens of Ayn Razat', 'مياه صافية تجري في حدائق عين رزات'),
  img('map-salalah-khor', 'beach', 5, 'A coastal lagoon with water birds', 'خور ساحلي تتجمع فيه الطيور المائية'),
  // Taqah
  img('map-taqah-darbat', 'waterfall', 4, 'The waterfalls of Wadi Darbat in the Khareef', 'شلالات وادي دربات في الخريف'),
  img('map-taqah-athum', 'waterfall', 5, 'Water sliding down a travertine wall', 'مياه تنساب على جدار كلسي'),
  img('map-taqah-castle', 'fort', 5, 'The watchtower of Taqah Castle', 'برج المراقبة في حصن طاقة'),
  img('map-taqah-sumhuram', 'ruins', 7, 'The gate and walls of Sumhuram', 'بوابة سمهرم وأسوارها'),
  img('map-taqah-beach', 'beach', 6, 'Palms along the beach of Taqah', 'النخيل على امتداد شاطئ طاقة'),
  img('map-taqah-khor', 'wadi', 2, 'The calm water of Khor Rori between low hills', 'مياه خور روري الهادئة بين التلال'),
  // Mirbat
  img('map-mirbat-tawi', 'cave', 1, 'Looking down into the green sinkhole of Tawi Atair', 'إطلالة على حفرة طوي أعتير الخضراء'),
  img('map-mirbat-teeq', 'cave', 2, 'The vast mouth of Teeq cave', 'الفتحة الهائلة لكهف طيق'),
  img('map-mirbat-castle', 'fort', 6, 'Mirbat Castle above the fishing harbour', 'حصن مرباط فوق مرفأ الصيد'),
  img('map-mirbat-binali', 'mosque', 1, 'The white mosque and tomb of Mohammed bin Ali', 'المسجد الأبيض وضريح محمد بن علي'),
  img('map-mirbat-harbour', 'fishing-boats', 3, 'Boats and old houses by the harbour of Mirbat', 'القوارب والبيوت القديمة عند مرفأ مرباط'),
  img('map-mirbat-samhan', 'mountain-road', 1, 'A road climbing the cliffs of Jebel Samhan', 'طريق يصعد جروف جبل سمحان'),
  img('map-mirbat-baobab', 'baobab', 0, 'Baobab trees with massive trunks', 'أشجار الباوباب بجذوعها الضخمة'),
  // Rakhyut
  img('map-rakhyut-qamar', 'khareef-mountains', 5, 'Fog over the green slopes of Jebel Al Qamar', 'الضباب فوق سفوح جبل القمر الخضراء'),
  img('map-rakhyut-road', 'mountain-road', 2, 'Hairpin bends climbing into the clouds', 'منعطفات حادة تصعد نحو السحب'),
  img('map-rakhyut-fort', 'fort', 7, 'The old fort and houses of Rakhyut', 'الحصن والبيوت القديمة في رخيوت'),
  img('map-rakhyut-fazayah', 'sea-cliffs', 2, 'Rocky coves and islets below the mountains', 'خلجان صخرية وجزر صغيرة تحت الجبال'),
  img('map-rakhyut-beach', 'beach', 7, 'The bay and beach of Rakhyut', 'خليج رخيوت وشاطئها'),
  img('map-rakhyut-spring', 'spring-pool', 5, 'A spring surrounded by dense trees', 'عين تحيط بها أشجار كثيفة'),
  // Dhalkut
  img('map-dhalkut-mountains', 'fog-forest', 2, 'Trees in the fog of the Dhalkut mountains', 'أشجار في ضباب جبال ضلكوت'),
  img('map-dhalkut-trees', 'fog-forest', 3, 'Old trees with massive trunks beside a mountain road', 'أشجار معمرة ضخمة الجذوع بجانب طريق جبلي'),
  img('map-dhalkut-boats', 'fishing-boats', 4, 'Traditional boats on the shore of Dhalkut', 'قوارب تقليدية على شاطئ ضلكوت'),
  img('map-dhalkut-cave', 'cave', 3, 'A limestone cave in a green mountainside', 'كهف كلسي في سفح جبل أخضر'),
  img('map-dhalkut-beach', 'sunset', 3, 'Sunset over the beach of Dhalkut', 'الغروب على شاطئ ضلكوت'),
  img('map-dhalkut-spring', 'spring-pool', 6, 'A stream running from a mountain spring', 'جدول يجري من عين جبلية'),
  // Thumrait
  img('map-thumrait-road', 'mountain-road', 3, 'The road from the Nejd descending into the clouds', 'الطريق من النجد ينحدر نحو السحب'),
  img('map-thumrait-shisr', 'ruins', 8, 'The ruined towers of Shisr at the edge of the sands', 'الأبراج المتهدمة في شصر على أطراف الرمال'),
  img('map-thumrait-hanun', 'wadi', 4, 'A rocky wadi with scattered trees', 'واد صخري تتناثر فيه الأشجار'),
  img('map-thumrait-dawkah', 'frankincense', 6, 'Paths among the frankincense trees of Wadi Dawkah', 'ممرات بين أشجار اللبان في وادي دوكة'),
  img('map-thumrait-camels', 'camels', 3, 'Camels grazing on the Nejd', 'إبل ترعى على النجد'),
  img('map-thumrait-stars', 'desert-stars', 3, 'The Milky Way over the desert', 'درب التبانة فوق الصحراء'),
  // Al-Mazyunah
  img('map-mazyunah-desert', 'desert-dunes', 6, 'Heat haze over desert sand', 'سراب الحر فوق رمال الصحراء'),
  img('map-mazyunah-camels', 'camels', 4, 'A camel herder with his camels', 'راع مع إبله'),
  img('map-mazyunah-freezone', 'industry', 3, 'Logistics yards in a free zone', 'ساحات لوجستية في منطقة حرة'),
  img('map-mazyunah-market', 'souq', 4, 'Traders and goods in a desert town market', 'تجار وبضائع في سوق بلدة صحراوية'),
  img('map-mazyunah-dunes', 'desert-dunes', 7, 'Rolling dunes in the late afternoon', 'كثبان متموجة في آخر النهار'),
  // Muqshin
  img('map-muqshin-heat', 'desert-dunes', 8, 'Bright midday sun over the dunes', 'شمس الظهيرة الساطعة فوق الكثبان'),
  img('map-muqshin-road', 'mountain-road', 4, 'A straight desert road to the horizon', 'طريق صحراوي مستقيم حتى الأفق'),
  img('map-muqshin-oasis', 'spring-pool', 7, 'Palms around a well in the sands', 'نخيل حول بئر وسط الرمال'),
  img('map-muqshin-camp', 'desert-stars', 4, 'Tents glowing under a starry sky', 'خيام مضيئة تحت سماء مرصعة بالنجوم'),
  img('map-muqshin-camels', 'camels', 5, 'A caravan of camels crossing the dunes', 'قافلة إبل تعبر الكثبان'),
  img('map-muqshin-dunes', 'desert-dunes', 9, 'High dunes of the Empty Quarter', 'كثبان الربع الخالي العالية'),
  // Shalim and the Hallaniyat Islands
  img('map-shalim-waves', 'sea-cliffs', 3, 'Monsoon waves against a rocky coast', 'أمواج الخريف تضرب ساحلا صخريا'),
  img('map-shalim-islands', 'islands', 3, 'The Hallaniyat Islands on a calm day', 'جزر الحلانيات في يوم هادئ'),
  img('map-shalim-fishing', 'fishing-boats', 5, 'Fishing boats by an island village', 'قوارب صيد قرب قرية على جزيرة'),
  img('map-shalim-frankincense', 'frankincense', 7, 'A frankincense tree in a dry valley', 'شجرة لبان في واد جاف'),
  img('map-shalim-beach', 'beach', 8, 'The wide golden beach of Shuwaymiyah', 'شاطئ الشويمية الذهبي الواسع'),
  img('map-shalim-whales', 'dolphins', 1, 'A humpback whale surfacing near a boat', 'حوت أحدب يطفو قرب قارب'),
  // Sadah
  img('map-sadah-sea', 'sea-cliffs', 4, 'Rough seas below the cliffs east of Mirbat', 'بحر مضطرب تحت الجروف شرق مرباط'),
  img('map-sadah-fort', 'fort', 8, 'The fort of Sadah above the village', 'حصن سدح فوق القرية'),
  img('map-sadah-hasik', 'fishing-boats', 6, 'The sheltered harbour of Hasik', 'مرفأ حاسك المحمي'),
  img('map-sadah-bay', 'beach', 9, 'A clear bay with rocks at Sadah', 'خليج صاف بصخوره في سدح'),
  img('map-sadah-wadi', 'wadi', 5, 'Palms and pools in a wadi below Jebel Samhan', 'نخيل وبرك في واد أسفل جبل سمحان'),
]

const region = (style: SeedSection['style'], cards: SeedItem[]): SeedSection => ({ style, cards })

export const page: SeedPage = {
  uniqueUrl: 'interactiveMap',
  category: 'general',
  title: l('Interactive map of Dhofar', 'الخريطة التفاعلية لمحافظة ظفار'),
  description: l(
    'Choose one of the ten wilayats of Dhofar on the map, or from the list, to discover its Khareef spots, heritage sites, tourist areas and natural landscapes.',
    'اختر إحدى ولايات ظفار العشر على الخريطة أو من القائمة لتكتشف مواقع الخريف والتراث والمناطق السياحية والمناظر الطبيعية فيها.',
  ),
  seoTitle: l('Interactive map', 'الخريطة التفاعلية'),
  seoDesc: l(
    'An interactive map of the ten wilayats of Dhofar with their landmarks, from Salalah and Taqah to Muqshin and the Hallaniyat Islands.',
    'خريطة تفاعلية لولايات ظفار العشر ومعالمها، من صلالة وطاقة إلى مقشن وجزر الحلانيات.',
  ),
  sections: [
    region('SalalahRegion', [
      card(
        'khareef',
        l('Ittin plain', 'سهل أتين'),
        l(
          "In the Khareef the plain and hills of Ittin above Salalah turn green under the fog and host many of the season's festival events.",
          'في الخريف يكتسي سهل أتين وتلاله المطلة على صلالة بالخضرة تحت الضباب، ويحتضن كثيرا من فعاليات الموسم.',
        ),
        'map-salalah-ittin',
      ),
      card(
        'khareef',
        l('Ayn Garziz', 'عين جرزيز'),
        l(
          'A spring that flows all year in the hills beside Ittin, at its greenest when the monsoon drizzle returns.',
          'عين دائمة الجريان في التلال المجاورة لسهل أتين، تبلغ أبهى خضرتها حين يعود رذاذ الخريف.',
        ),
        'map-salalah-garziz',
      ),
      card(
        'heritage',
        l('Al Baleed Archaeological Park', 'متنزه البليد الأثري'),
        l(
          'The ruins of the medieval port of Zafar, part of the Land of Frankincense World Heritage site, with the Museum of the Frankincense Land.',
          'أطلال ميناء ظفار في العصور الوسطى، وهو جزء من موقع أرض اللبان المدرج في قائمة التراث العالمي، ويضم متحف أرض اللبان.',
        ),
        'map-salalah-baleed',
      ),
      card(
        'heritage',
        l('Al Haffa souq', 'سوق الحافة'),
        l(
          'The traditional market near Al Husn Palace, known for frankincense, incense burners and perfumes.',
          'السوق التقليدي بالقرب من قصر الحصن، ويشتهر باللبان والمباخر والعطور.',
        ),
        'map-salalah-haffa',
      ),
      card(
        'tourist',
        l('Mughsail beach', 'شاطئ المغسيل'),
        l(
          'A long white beach west of the city, with Al Marneef cave and blowholes that throw sea spray high into the air.',
          'شاطئ أبيض طويل غرب المدينة، وفيه كهف المرنيف ونوافير بحرية تقذف الرذاذ عاليا في الهواء.',
        ),
        'map-salalah-mughsail',
      ),
      card(
        'tourist',
        l('Coconut groves of Salalah', 'بساتين النارجيل في صلالة'),
        l(
          'Stalls among the coconut and banana farms sell fresh coconut water and tropical fruit grown on the plain.',
          'تبيع الأكشاك المنتشرة بين مزارع النارجيل والموز ماء النارجيل الطازج والفواكه الاستوائية المزروعة في السهل.',
        ),
        'map-salalah-coconut',
      ),
      card(
        'nature',
        l('Ayn Razat', 'عين رزات'),
        l(
          'A year-round spring at the foot of the mountains, with gardens, streams and a cave in the cliff above.',
          'عين دائمة الجريان عند سفح الجبل، تحيط بها الحدائق والجداول ويعلوها كهف في الجرف.',
        ),
        'map-salalah-razat',
      ),
      card(
        'nature',
        l('Khor Al Dahariz', 'خور الدهاريز'),
        l(
          'A protected coastal lagoon in Salalah where flamingos, ibises and other migrating birds stop to feed.',
          'خور ساحلي محمي في صلالة تتوقف فيه طيور النحام وأبو منجل وغيرها من الطيور المهاجرة لتتغذى.',
        ),
        'map-salalah-khor',
      ),
    ]),
    region('TaqahRegion', [
      card(
        'khareef',
        l('Wadi Darbat', 'وادي دربات'),
        l(
          'The most famous Khareef destination in Dhofar: waterfalls over high cliffs, a lake among the trees and camels grazing on green slopes.',
          'أشهر وجهات الخريف في ظفار: شلالات تنساب فوق جروف عالية، وبحيرة بين الأشجار، وإبل ترعى على السفوح الخضراء.',
        ),
        'map-taqah-darbat',
      ),
      card(
        'khareef',
        l('Ayn Athum', 'عين أثوم'),
        l(
          'A seasonal waterfall that slides down a wall of travertine after good monsoon rains.',
          'شلال موسمي ينساب على جدار من الصخور الكلسية بعد أمطار الخريف الوفيرة.',
        ),
        'map-taqah-athum',
      ),
      card(
        'heritage',
        l('Taqah Castle', 'حصن طاقة'),
        l(
          'The restored residence of the wali in the heart of the town, now a museum of traditional daily life.',
          'مقر إقامة الوالي في قلب البلدة، رمم وأصبح متحفا يعرض ملامح الحياة اليومية التقليدية.',
        ),
        'map-taqah-castle',
      ),
      card(
        'heritage',
        l('Sumhuram', 'سمهرم'),
        l(
          'The ruins of a fortified frankincense port above Khor Rori, founded more than two thousand years ago and inscribed on the World Heritage List.',
          'أطلال ميناء محصن لتصدير اللبان يطل على خور روري، أسس قبل أكثر من ألفي عام، وهو مدرج في قائمة التراث العالمي.',
        ),
        'map-taqah-sumhuram',
      ),
      card(
        'tourist',
        l('Taqah beach', 'شاطئ طاقة'),
        l(
          'A long sandy beach lined with coconut palms, with the fishing town and its castle behind it.',
          'شاطئ رملي طويل تحفه أشجار النارجيل، وخلفه بلدة الصيادين وحصنها.',
        ),
        'map-taqah-beach',
      ),
      card(
        'tourist',
        l('Khor Rori beach', 'شاطئ خور روري'),
        l(
          'A quiet beach where the lagoon of Khor Rori meets the sea, below the ruins of Sumhuram.',
          'شاطئ هادئ يلتقي فيه خور روري بالبحر، أسفل أطلال سمهرم.',
        ),
        'map-taqah-beach',
      ),
      card(
        'nature',
        l('Khor Rori lagoon', 'خور روري'),
        l(
          'A lagoon fed by the waters of Wadi Darbat, where flamingos, herons and other water birds gather.',
          'خور تغذيه مياه وادي دربات، وتتجمع فيه طيور النحام ومالك الحزين وغيرها من الطيور المائية.',
        ),
        'map-taqah-khor',
      ),
      card(
        'nature',
        l('The cliffs of Darbat', 'جروف دربات'),
        l(
          'Outside the Khareef, the high cliffs at the mouth of Wadi Darbat show the curtains of stone that the water has built over the ages.',
          'في غير موسم الخريف تكشف الجروف العالية عند مصب وادي دربات ستائر الصخور الكلسية التي بنتها المياه عبر العصور.',
        ),
        'map-taqah-athum',
      ),
    ]),
    region('MirbatRegion', [
      card(
        'khareef',
        l('Tawi Atair', 'طوي أعتير'),
        l(
          'In the Khareef the walls of this giant sinkhole turn green and echo with the calls of nesting birds.',
          'في الخريف تكتسي جدران هذه الحفرة العملاقة بالخضرة، وتتردد فيها أصوات الطيور التي تعشش فيها.',
        ),
        'map-mirbat-tawi',
      ),
      card(
        'khareef',
        l('Teeq cave', 'كهف طيق'),
        l(
          'One of the largest caves in the region, set in the green Khareef landscape of the Tawi Atair area. View it only from the safe viewpoints.',
          'من أكبر الكهوف في المنطقة، يقع وسط مشاهد الخريف الخضراء في منطقة طوي أعتير. اكتف بمشاهدته من نقاط المشاهدة الآمنة.',
        ),
        'map-mirbat-teeq',
      ),
      card(
        'heritage',
        l('Mirbat Castle', 'حصن مرباط'),
        l(
          'The castle on the shore that guarded the harbour and the trade of Mirbat for generations.',
          'الحصن القائم على الساحل، حارس مرفأ مرباط وتجارتها أجيالا.',
        ),
        'map-mirbat-castle',
      ),
      card(
        'heritage',
        l('Tomb of Mohammed bin Ali', 'ضريح محمد بن علي'),
        l(
          'A whitewashed mosque over the tomb of a revered scholar, surrounded by an old cemetery; visitors should dress modestly.',
          'مسجد أبيض شيد فوق ضريح أحد العلماء الأجلاء، تحيط به مقبرة قديمة، ويرجى من الزوار الالتزام بالاحتشام.',
        ),
        'map-mirbat-binali',
      ),
      card(
        'tourist',
        l('Mirbat harbour and old quarter', 'مرفأ مرباط والحي القديم'),
        l(
          'Fishing boats, the castle and old merchant houses with carved wooden doors and latticed windows.',
          'قوارب الصيد والحصن وبيوت التجار القديمة بأبوابها الخشبية المنقوشة ونوافذها المشبكة.',
        ),
        'map-mirbat-harbour',
      ),
      card(
        'tourist',
        l('Diving at Mirbat', 'الغوص في مرباط'),
        l(
          'The coral reefs of the bay attract divers outside the monsoon months; book with a licensed dive centre.',
          'تجتذب الشعاب المرجانية في الخليج الغواصين خارج أشهر الخريف، فاحجز مع مركز غوص مرخص.',
        ),
        'map-mirbat-harbour',
      ),
      card(
        'nature',
        l('Jebel Samhan', 'جبل سمحان'),
        l(
          'A nature reserve and one of the last refuges of the Arabian leopard, with a viewpoint over the cliffs and the coastal plain.',
          'محمية طبيعية وأحد آخر ملاذات النمر العربي، وفيها نقطة مشاهدة تطل على الجروف والسهل الساحلي.',
        ),
        'map-mirbat-samhan',
      ),
      card(
        'nature',
        l('Baobab trees', 'أشجار الباوباب'),
        l(
          'Baobab trees with massive trunks, a rare sight in Arabia, grow in a valley of the foothills west of Mirbat.',
          'تنمو أشجار الباوباب بجذوعها الضخمة، وهي نادرة في جزيرة العرب، في واد بين السفوح غرب مرباط.',
        ),
        'map-mirbat-baobab',
      ),
    ]),
    region('RakhyutRegion', [
      card(
        'khareef',
        l('Jebel Al Qamar', 'جبل القمر'),
        l(
          'The western mountains catch the monsoon clouds, and from June to September their slopes above the sea are a deep green.',
          'تستقبل الجبال الغربية سحب الخريف، فتكتسي سفوحها المطلة على البحر من يونيو إلى سبتمبر بخضرة كثيفة.',
        ),
        'map-rakhyut-qamar',
      ),
      card(
        'khareef',
        l('The mountain road to Rakhyut', 'الطريق الجبلي إلى رخيوت'),
        l(
          'West of Mughsail the road climbs through hairpin bends into the clouds. Drive slowly: the fog can thicken quickly.',
          'غرب المغسيل يصعد الطريق في منعطفات حادة نحو السحب. تمهل في القيادة، فالضباب قد يشتد بسرعة.',
        ),
        'map-rakhyut-road',
      ),
      card(
        'heritage',
        l('Rakhyut Fort', 'حصن رخيوت'),
        l(
          'The historic fort that once housed the administration of the western areas of Dhofar.',
          'الحصن التاريخي الذي كان مقرا لإدارة شؤون المناطق الغربية من ظفار.',
        ),
        'map-rakhyut-fort',
      ),
      card(
        'heritage',
        l('The old town of Rakhyut', 'بلدة رخيوت القديمة'),
        l(
          'Old mosques and houses recall the days when Rakhyut was a prosperous harbour of western Dhofar.',
          'تذكر المساجد والبيوت القديمة بالأيام التي كانت فيها رخيوت مرفأ مزدهرا في غرب ظفار.',
        ),
        'map-rakhyut-fort',
      ),
      card(
        'tourist',
        l('Al Fazayah', 'الفزايح'),
        l(
          'Sandy coves, rocks and small islands below the mountains, a favourite spot for photographers and picnics.',
          'خلجان رملية وصخور وجزر صغيرة عند سفوح الجبال، ومقصد محبب لهواة التصوير والنزهات.',
        ),
        'map-rakhyut-fazayah',
      ),
      card(
        'tourist',
        l('Rakhyut beach', 'شاطئ رخيوت'),
        l(
          'The long beach at the centre of the wilayat, in a bay framed by green mountains.',
          'الشاطئ الطويل في مركز الولاية، على خليج تحيط به الجبال الخضراء.',
        ),
        'map-rakhyut-beach',
      ),
      card(
        'nature',
        l('Springs of Rakhyut', 'عيون رخيوت'),
        l(
          'More than twenty springs flow in the valleys of the wilayat, many of them hidden among dense trees.',
          'تجري في أودية الولاية أكثر من عشرين عينا، يختبئ كثير منها بين الأشجار الكثيفة.',
        ),
        'map-rakhyut-spring',
      ),
      card(
        'nature',
        l('Frankincense slopes', 'سفوح اللبان'),
        l(
          'Frankincense trees grow on the dry slopes above the sea between Mughsail and Rakhyut.',
          'تنمو أشجار اللبان على السفوح الجافة المطلة على البحر بين المغسيل ورخيوت.',
        ),
        'map-rakhyut-fazayah',
      ),
    ]),
    region('ThumraitRegion', [
      card(
        'khareef',
        l('Gateway of the season', 'بوابة الموسم'),
        l(
          'Most visitors who come by road for the Khareef pass through Thumrait, the last town on the Nejd before the descent to Salalah.',
          'يمر بثمريت معظم الزوار القادمين برا لقضاء الخريف، فهي آخر مدن النجد قبل النزول إلى صلالة.',
        ),
        'map-thumrait-road',
      ),
      card(
        'khareef',
        l('Where the clouds end', 'حيث تنتهي السحب'),
        l(
          'The monsoon clouds stop at the mountains, so Thumrait stays dry and sunny in the Khareef; a short drive south takes you into the fog.',
          'تتوقف سحب الخريف عند الجبال، فتبقى ثمريت جافة مشمسة في الموسم، وتكفي رحلة قصيرة بالسيارة جنوبا لتدخل في الضباب.',
        ),
        'map-thumrait-road',
      ),
      card(
        'heritage',
        l('Shisr (Ubar)', 'شصر (وبار)'),
        l(
          'A fortified caravan station around a deep well, part of the Land of Frankincense World Heritage site and linked by many to the Ubar of legend.',
          'محطة محصنة للقوافل حول بئر عميقة، وهي جزء من موقع أرض اللبان المدرج في قائمة التراث العالمي، ويربطها كثيرون بوبار الواردة في الأخبار القديمة.',
        ),
        'map-thumrait-shisr',
      ),
      card(
        'heritage',
        l('Hanun', 'حنون'),
        l(
          'An ancient site with pre-Islamic inscriptions, where the fine frankincense of the surrounding valleys was gathered.',
          'موقع أثري فيه نقوش تعود إلى ما قبل الإسلام، كان يجمع فيه اللبان الجيد من الأودية المحيطة.',
        ),
        'map-thumrait-hanun',
      ),
      card(
        'tourist',
        l('Wadi Dawkah frankincense park', 'متنزه وادي دوكة للبان'),
        l(
          'Walk among wild frankincense trees in a protected wadi listed by UNESCO as part of the Land of Frankincense.',
          'تجول بين أشجار اللبان البرية في واد محمي أدرجته اليونسكو ضمن موقع أرض اللبان.',
        ),
        'map-thumrait-dawkah',
      ),
      card(
        'tourist',
        l('Thumrait town', 'مدينة ثمريت'),
        l(
          'A service town on the main road, with fuel, food and rest for travellers on their way to Salalah or into the desert.',
          'مدينة خدمات على الطريق الرئيسي، يجد فيها المسافرون إلى صلالة أو إلى الصحراء الوقود والطعام والراحة.',
        ),
        'map-thumrait-camels',
      ),
      card(
        'nature',
        l('The Nejd plateau', 'هضبة النجد'),
        l(
          'Gravel plains and dry wadis beyond the reach of the monsoon, where camels graze and frankincense trees grow.',
          'سهول حصوية وأودية جافة بعيدة عن تأثير الخريف، ترعى فيها الإبل وتنمو أشجار اللبان.',
        ),
        'map-thumrait-camels',
      ),
      card(
        'nature',
        l('Desert night skies', 'سماء الصحراء ليلا'),
        l(
          'Far from city lights, the clear nights of the Nejd are ideal for watching the stars.',
          'بعيدا عن أضواء المدن، تناسب ليالي النجد الصافية رصد النجوم.',
        ),
        'map-thumrait-stars',
      ),
    ]),
    region('DalkutRegion', [
      card(
        'khareef',
        l('The mountains of Dhalkut', 'جبال ضلكوت'),
        l(
          'The green season lingers longest here; people in Dhofar often say that the Khareef begins and ends in Dhalkut.',
          'يطول الموسم الأخضر هنا أكثر من غيره، وكثيرا ما يقول أهل ظفار إن الخريف يبدأ في ضلكوت وفيها ينتهي.',
        ),
        'map-dhalkut-mountains',
      ),
      card(
        'khareef',
        l('The road of great trees', 'طريق الأشجار المعمرة'),
        l(
          'Old trees with massive trunks shade the mountain road into the wilayat, often wrapped in fog.',
          'تظلل الأشجار المعمرة الضخمة الطريق الجبلي المؤدي إلى الولاية، ويلفها الضباب في أغلب أيام الموسم.',
        ),
        'map-dhalkut-trees',
      ),
      card(
        'heritage',
        l('A harbour of the old trade', 'مرفأ التجارة القديمة'),
        l(
          'For generations Dhalkut traded by sea with the ports of the region, sending out honey, hides and frankincense.',
          'تاجرت ضلكوت بحرا مع موانئ المنطقة أجيالا، فصدرت العسل والجلود واللبان.',
        ),
        'map-dhalkut-boats',
      ),
      card(
        'heritage',
        l('Mountain caves', 'كهوف الجبال'),
        l(
          'Limestone caves that sheltered herders and their flocks from the weather for centuries.',
          'كهوف كلسية آوت الرعاة ومواشيهم من تقلبات الطقس قرونا.',
        ),
        'map-dhalkut-cave',
      ),
      card(
        'tourist',
        l('Dhalkut beach', 'شاطئ ضلكوت'),
        l(
          'A long, quiet beach at the foot of the mountains, known for its sunsets.',
          'شاطئ طويل هادئ عند سفوح الجبال، يشتهر بمشاهد الغروب.',
        ),
        'map-dhalkut-beach',
      ),
      card(
        'tourist',
        l('Coves of the western coast', 'خلجان الساحل الغربي'),
        l(
          'Quiet inlets between Rakhyut and Dhalkut, where the green mountains drop straight into the sea.',
          'خلجان هادئة بين رخيوت وضلكوت، تنحدر فيها الجبال الخضراء إلى البحر مباشرة.',
        ),
        'map-dhalkut-beach',
      ),
      card(
        'nature',
        l('Springs of Jebel Al Qamar', 'عيون جبل القمر'),
        l(
          'Springs rise in the wadis of the mountains above Dhalkut and run down towards the sea.',
          'تنبع العيون في أودية الجبال المطلة على ضلكوت وتنساب نحو البحر.',
        ),
        'map-dhalkut-spring',
      ),
      card(
        'nature',
        l('Seabirds and fishing grounds', 'الطيور البحرية ومصائد الأسماك'),
        l(
          'The shores are home to seabirds, and the sea to squid, lobster and many kinds of fish.',
          'تأوي الشواطئ الطيور البحرية، ويزخر البحر بالحبار والشارخة وأنواع كثيرة من الأسماك.',
        ),
        'map-dhalkut-boats',
      ),
    ]),
    region('AlMazyunahRegion', [
      card(
        'khareef',
        l('Summer in the desert', 'الصيف في الصحراء'),
        l(
          'The monsoon clouds do not reach Al-Mazyunah: the Khareef months are hot and dry here, so plan outdoor trips for the early morning or the evening.',
          'لا تبلغ سحب الخريف المزيونة، فأشهر الموسم هنا حارة جافة، لذا خطط لرحلاتك الخارجية في الصباح الباكر أو في المساء.',
        ),
        'map-mazyunah-desert',
      ),
      card(
        'khareef',
        l('From the desert to the fog', 'من الصحراء إلى الضباب'),
        l(
          'The road from Al-Mazyunah crosses the Nejd towards the mountains; in the season, the landscape grows cooler and greener as you approach the coast.',
          'يعبر الطريق من المزيونة النجد نحو الجبال، وفي الموسم يزداد المشهد برودة وخضرة كلما اقتربت من الساحل.',
        ),
        'map-mazyunah-desert',
      ),
      card(
        'heritage',
        l('Desert traditions', 'تقاليد البادية'),
        l(
          'Camel herding, poetry and the generous welcome of the Bedouin tent remain part of daily life.',
          'ما زالت تربية الإبل والشعر وكرم الضيافة في بيت الشعر جزءا من الحياة اليومية.',
        ),
        'map-mazyunah-camels',
      ),
      card(
        'heritage',
        l('An old meeting of traders', 'ملتقى التجار منذ القدم'),
        l(
          'Omani and Yemeni traders meet here today, as their forebears did on the old desert routes.',
          'يلتقي هنا اليوم التجار العمانيون واليمنيون كما التقى أسلافهم على دروب الصحراء القديمة.',
        ),
        'map-mazyunah-market',
      ),
      card(
        'tourist',
        l('Al-Mazyunah Free Zone', 'المنطقة الحرة بالمزيونة'),
        l(
          'A free zone on the border with Yemen, with warehouses, logistics services and a busy market.',
          'منطقة حرة على الحدود مع اليمن، فيها مستودعات وخدمات لوجستية وسوق نشطة.',
        ),
        'map-mazyunah-freezone',
      ),
      card(
        'tourist',
        l('Al-Mazyunah market', 'سوق المزيونة'),
        l(
          'Shops and stalls where travellers and traders from both sides of the border buy their goods.',
          'محلات وأكشاك يتزود منها المسافرون والتجار من جانبي الحدود.',
        ),
        'map-mazyunah-market',
      ),
      card(
        'nature',
        l('Dunes of Al-Mazyunah', 'كثبان المزيونة'),
        l(
          'Sand dunes at the edge of the Empty Quarter, for winter camping with an experienced guide.',
          'كثبان رملية على أطراف الربع الخالي، تناسب التخييم في الشتاء برفقة مرشد متمرس.',
        ),
        'map-mazyunah-dunes',
      ),
      card(
        'nature',
        l('Desert plains', 'السهول الصحراوية'),
        l(
          'Wide gravel plains and wadis with acacia trees, where camels graze.',
          'سهول حصوية واسعة وأودية تنمو فيها أشجار السمر، وترعى فيها الإبل.',
        ),
        'map-mazyunah-camels',
      ),
    ]),
    region('MashunRegion', [
      card(
        'khareef',
        l('Far from the monsoon', 'بعيدا عن الخريف'),
        l(
          'The Khareef does not reach Muqshin. Summer here is very hot, and the best time to visit is winter.',
          'لا يصل الخريف إلى مقشن، فالصيف فيها شديد الحرارة، وأفضل وقت لزيارتها هو الشتاء.',
        ),
        'map-muqshin-heat',
      ),
      card(
        'khareef',
        l('Qatbit rest stop', 'استراحة قتبيت'),
        l(
          'On the main road, many drivers heading to Salalah for the Khareef stop here for fuel, food and rest.',
          'على الطريق الرئيسي يتوقف هنا كثير من السائقين المتجهين إلى صلالة في موسم الخريف للتزود بالوقود والطعام والراحة.',
        ),
        'map-muqshin-road',
      ),
      card(
        'heritage',
        l('An oasis of the caravans', 'واحة القوافل'),
        l(
          'For centuries caravans crossing the sands stopped at the wells of Muqshin.',
          'ظلت القوافل العابرة للرمال تتوقف قرونا عند آبار مقشن.',
        ),
        'map-muqshin-camels',
      ),
      card(
        'heritage',
        l('Prehistoric traces', 'آثار ما قبل التاريخ'),
        l(
          'Stone tools found in the wilayat show that people lived here in prehistoric times.',
          'تدل الأدوات الحجرية التي عثر عليها في الولاية على أن الإنسان سكنها منذ عصور ما قبل التاريخ.',
        ),
        'map-muqshin-camels',
      ),
      card(
        'tourist',
        l('Desert camping', 'التخييم في الصحراء'),
        l(
          'In the winter months, camps among the dunes offer mild days and cool, starry nights.',
          'في أشهر الشتاء تمنح المخيمات بين الكثبان أياما معتدلة وليالي باردة مرصعة بالنجوم.',
        ),
        'map-muqshin-camp',
      ),
      card(
        'tourist',
        l('Dune driving', 'القيادة على الكثبان'),
        l(
          'With an experienced guide and properly equipped vehicles, the dunes become a destination for desert driving in winter.',
          'برفقة مرشد متمرس وبمركبات مجهزة تغدو الكثبان وجهة للقيادة الصحراوية في الشتاء.',
        ),
        'map-muqshin-dunes',
      ),
      card(
        'nature',
        l('Muqshin oasis', 'واحة مقشن'),
        l(
          'Palm groves and wells in the middle of the sands, fed by groundwater from distant mountains.',
          'بساتين نخيل وآبار وسط الرمال، تغذيها مياه جوفية قادمة من جبال بعيدة.',
        ),
        'map-muqshin-oasis',
      ),
      card(
        'nature',
        l('The Empty Quarter', 'الربع الخالي'),
        l(
          'Waves of sand stretching north and west towards the heart of the largest sand desert in the world.',
          'أمواج من الرمال تمتد شمالا وغربا نحو قلب أكبر صحراء رملية في العالم.',
        ),
        'map-muqshin-dunes',
      ),
    ]),
    region('ShalimHallaniyatRegion', [
      card(
        'khareef',
        l('Monsoon seas', 'بحر الخريف'),
        l(
          'In the Khareef strong south-westerly winds raise high waves, and boat trips to the islands are usually suspended.',
          'في الخريف تثير الرياح الجنوبية الغربية القوية أمواجا عالية، فتتوقف عادة الرحلات البحرية إلى الجزر.',
        ),
        'map-shalim-waves',
      ),
      card(
        'khareef',
        l('A season of cool water', 'موسم المياه الباردة'),
        l(
          'The monsoon winds draw cool, nutrient-rich water up from the deep, feeding the fish and marine life of the coast.',
          'تسحب رياح الخريف مياها باردة غنية بالمغذيات من الأعماق، فتغذي الأسماك والحياة البحرية على الساحل.',
        ),
        'map-shalim-waves',
      ),
      card(
        'heritage',
        l('Island fishing life', 'حياة الصيد في الجزر'),
        l(
          'Al Hallaniyah, the only inhabited island, is home to a small community that has always lived from the sea.',
          'الحلانية هي الجزيرة الوحيدة المأهولة، ويعيش فيها مجتمع صغير اعتمد على البحر منذ القدم.',
        ),
        'map-shalim-fishing',
      ),
      card(
        'heritage',
        l('Frankincense valleys', 'أودية اللبان'),
        l(
          'Frankincense trees grow in the valleys of the wilayat, as they have since the days of the old trade.',
          'تنمو أشجار اللبان في أودية الولاية كما كانت تنمو منذ أيام التجارة القديمة.',
        ),
        'map-shalim-frankincense',
      ),
      card(
        'tourist',
        l('Shuwaymiyah beach', 'شاطئ الشويمية'),
        l(
          'A wide golden beach below pale cliffs, loved by anglers and by those looking for quiet.',
          'شاطئ ذهبي واسع أسفل جروف فاتحة اللون، يحبه هواة الصيد بالصنارة والباحثون عن الهدوء.',
        ),
        'map-shalim-beach',
      ),
      card(
        'tourist',
        l('Trips to the islands', 'رحلات الجزر'),
        l(
          'In the calm months, licensed operators run boat and diving trips to the Hallaniyat Islands.',
          'في أشهر الهدوء ينظم المشغلون المرخصون رحلات بالقوارب والغوص إلى جزر الحلانيات.',
        ),
        'map-shalim-islands',
      ),
      card(
        'nature',
        l('Waters of the Hallaniyat', 'مياه الحلانيات'),
        l(
          'Protected waters where turtles, dolphins and the humpback whales of the Arabian Sea can be seen.',
          'مياه محمية يمكن فيها مشاهدة السلاحف والدلافين والحيتان الحدباء في بحر العرب.',
        ),
        'map-shalim-whales',
      ),
      card(
        'nature',
        l('Al Sawda island', 'جزيرة السوداء'),
        l(
          'An uninhabited island of the group, left to the seabirds that nest on its rocks.',
          'جزيرة غير مأهولة من جزر المجموعة، متروكة للطيور البحرية التي تعشش على صخورها.',
        ),
        'map-shalim-islands',
      ),
    ]),
    region('SadahRegion', [
      card(
        'khareef',
        l('Monsoon winds on the coast', 'رياح الخريف على الساحل'),
        l(
          'In the Khareef the sea off Sadah is rough, and many fishing boats stay ashore until calmer weather returns.',
          'في الخريف يضطرب البحر قبالة سدح، ويبقى كثير من قوارب الصيد على البر حتى يعود الهدوء.',
        ),
        'map-sadah-sea',
      ),
      card(
        'khareef',
        l('A milder season', 'موسم أخف وطأة'),
        l(
          'East of Jebel Samhan the monsoon is lighter: the season brings cooler winds and cloud rather than the thick fog of the west.',
          'شرق جبل سمحان يكون الخريف أخف، فيحمل الموسم رياحا أبرد وغيوما بدلا من الضباب الكثيف الذي تعرفه المناطق الغربية.',
        ),
        'map-sadah-sea',
      ),
      card(
        'heritage',
        l('Sadah Fort', 'حصن سدح'),
        l(
          'The restored fort above the village, now displaying the utensils and crafts of daily life in earlier times.',
          'الحصن المرمم المطل على القرية، ويعرض اليوم أدوات الحياة اليومية وحرفها في الأزمنة الماضية.',
        ),
        'map-sadah-fort',
      ),
      card(
        'heritage',
        l('The harbour of Hasik', 'مرفأ حاسك'),
        l(
          'A sheltered natural harbour known to seafarers of old for its trade in fine frankincense.',
          'مرفأ طبيعي محمي عرفه البحارة قديما بتجارة اللبان الجيد.',
        ),
        'map-sadah-hasik',
      ),
      card(
        'tourist',
        l('Bays of Sadah', 'خلجان سدح'),
        l(
          'Clear water, rocks and quiet coves, ideal for a calm day by the sea.',
          'مياه صافية وصخور وخلجان هادئة، مثالية ليوم وادع على البحر.',
        ),
        'map-sadah-bay',
      ),
      card(
        'tourist',
        l('The coastal road to Hasik', 'الطريق الساحلي إلى حاسك'),
        l(
          'The road east from Sadah follows a dramatic coast of limestone cliffs, wadis and sandy creeks.',
          'يسير الطريق شرقا من سدح على ساحل أخاذ من الجروف الكلسية والأودية والأخوار الرملية.',
        ),
        'map-sadah-hasik',
      ),
      card(
        'nature',
        l('The abalone coast', 'ساحل الصفيلح'),
        l(
          'The rocky shallows of Sadah are home to abalone, harvested only by licensed fishermen in a short, regulated season.',
          'تأوي المياه الضحلة الصخرية في سدح الصفيلح، الذي لا يجمعه إلا الصيادون المرخصون خلال موسم قصير منظم.',
        ),
        'map-sadah-bay',
      ),
      card(
        'nature',
        l('Wadis of Jebel Samhan', 'أودية جبل سمحان'),
        l(
          'Valleys descending from Jebel Samhan towards the sea hold springs, pools and palm groves.',
          'تحتضن الأودية المنحدرة من جبل سمحان نحو البحر عيونا وبركا وبساتين نخيل.',
        ),
        'map-sadah-wadi',
      ),
    ]),
  ],
}

export { placeConditions, places, placeTravel, simpleMapPage } from './interactive-map-places'
