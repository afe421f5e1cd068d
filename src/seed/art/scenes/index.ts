/** Every subject's painter. A subject missing here is a type error. */
import type { ArtSubject } from '../subjects'
import type { Scene } from '../svg'
import { cattleMeadow, fogForest, khareefMountains, mountainRoad, springPool, waterfallScene } from './nature'
import { beach, blowholes, dolphins, fishingBoats, islands, port, seaCliffs, sunset } from './coast'
import { camels, desertDunes, desertStars, frankincense } from './desert'
import { baobab, cave, wadi } from './valleys'
import { city, festival, fort, mosque, ruins, souq } from './heritage'
import { agriculture, conference, fisheries, industry, mining } from './economy'
import { coconutFarm, sports } from './outdoors'
import { person } from './person'
import { document, logo } from './graphics'

export const SCENES: Record<ArtSubject, Scene> = {
  'khareef-mountains': khareefMountains,
  'fog-forest': fogForest,
  waterfall: waterfallScene,
  'spring-pool': springPool,
  beach,
  'sea-cliffs': seaCliffs,
  blowholes,
  'desert-dunes': desertDunes,
  'desert-stars': desertStars,
  frankincense,
  fort,
  ruins,
  city,
  mosque,
  souq,
  'coconut-farm': coconutFarm,
  port,
  'fishing-boats': fishingBoats,
  islands,
  dolphins,
  wadi,
  cave,
  camels,
  'cattle-meadow': cattleMeadow,
  baobab,
  'mountain-road': mountainRoad,
  sunset,
  festival,
  sports,
  conference,
  industry,
  fisheries,
  agriculture,
  mining,
  person,
  document,
  logo,
}
