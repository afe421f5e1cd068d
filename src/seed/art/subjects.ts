/**
 * Subjects the artwork generator can paint (see ./README.md). Content files pick one per image and a variant
 * number so that images of the same subject still differ.
 */
export const ART_SUBJECTS = [
  'khareef-mountains', // green hills and escarpment in monsoon fog
  'fog-forest', // trees in mist
  'waterfall', // Darbat / Ayn Athum style cascade
  'spring-pool', // Ayn Razat style spring, palms
  'beach', // white sand, palms, turquoise sea
  'sea-cliffs', // Mughsail style cliffs and surf
  'blowholes', // spray rising from rock
  'desert-dunes', // Empty Quarter dunes
  'desert-stars', // night desert and stars
  'frankincense', // frankincense tree, resin
  'fort', // mud-brick fort with towers
  'ruins', // archaeological site (Al Baleed, Sumhuram)
  'city', // Salalah cityscape with minarets
  'mosque', // mosque with dome and minaret
  'souq', // market stalls, lanterns
  'coconut-farm', // coconut and banana plantation
  'port', // container port and cranes
  'fishing-boats', // dhows and fishing boats
  'islands', // islands at sea (Hallaniyat)
  'dolphins', // dolphins and whales at sea
  'wadi', // valley with water and cliffs
  'cave', // cave opening in a cliff
  'camels', // camels in a landscape
  'cattle-meadow', // cattle on green khareef meadow
  'baobab', // baobab trees
  'mountain-road', // winding road through mountains
  'sunset', // coast at sunset
  'festival', // lights, tents, crowds (Khareef festival)
  'sports', // paragliding, cycling, running
  'conference', // economy: hall, stage, screens
  'industry', // economy: free zone, factories, logistics
  'fisheries', // economy: fish market, nets
  'agriculture', // economy: fields, greenhouses
  'mining', // economy: quarry, minerals
  'person', // stylised portrait silhouette (organisation structure)
  'document', // stylised document, passport, data chart
  'logo', // an abstract sponsor logo with initials
] as const
export type ArtSubject = (typeof ART_SUBJECTS)[number]
