/**
 * One map from a section style (the briefed sectionStyle) to its renderer. Screens add their styles here; any
 * style without a renderer of its own is drawn by GenericSection, so an editor's section never disappears.
 */
import type { ComponentType } from 'react'

import type { SectionStyle } from '@/lib/content-model'

import { AboutStats } from './AboutStats/AboutStats'
import { ActivitiesEvent } from './ActivitiesEvent/ActivitiesEvent'
import { GenericSection } from './GenericSection'
import { IdentitySections } from './IdentitySections/IdentitySections'
import { IdentityStory } from './IdentityStory/IdentityStory'
import { IdentityValues } from './IdentityValues/IdentityValues'
import { ItemsValue } from './ItemsValue/ItemsValue'
import { MissionVision } from './MissionVision/MissionVision'
import { NewsImages } from './NewsImages/NewsImages'
import { PageImages } from './PageImages/PageImages'
import { Personality } from './Personality/Personality'
import { PhotoGallery } from './PhotoGallery/PhotoGallery'
import { QuestionItems } from './QuestionItems/QuestionItems'
import { SeasonDiscover } from './SeasonDiscover/SeasonDiscover'
import { SloganBanner } from './SloganBanner/SloganBanner'
import { SloganStory } from './SloganStory/SloganStory'
import { StateCards } from './StateCards/StateCards'
import { TitleBanner } from './TitleBanner/TitleBanner'
import type { SectionProps } from './types'

const renderers: Partial<Record<SectionStyle, ComponentType<SectionProps>>> = {
  NewsImages,
  PageImages,
  PhotoGallaryEventsDetailsDhofar: PhotoGallery,
  HomeGallery: PhotoGallery,
  ActivitiesEventDhofar: ActivitiesEvent,
  SeasonDiscover,
  // About screens (about, states, FAQ, identity, strategy, organisation)
  aboutstatsDhofar: AboutStats,
  Statecards: StateCards,
  QuestionItems,
  sloganBanner: SloganBanner,
  sloganStory: SloganStory,
  missionVision: MissionVision,
  identityValues: IdentityValues,
  personality: Personality,
  identitySections: IdentitySections,
  identityStory: IdentityStory,
  ItemsValue,
  Title: TitleBanner,
}

export function rendererFor(style: SectionStyle): ComponentType<SectionProps> {
  return renderers[style] ?? GenericSection
}
