/**
 * One map from a section style (the spec's sectionStyle) to its renderer. Screens add their styles here; any
 * style without a renderer of its own is drawn by GenericSection, so an editor's section never disappears.
 */
import type { ComponentType } from 'react'

import type { SectionStyle } from '@/lib/content-model'

import { ActivitiesEvent } from './ActivitiesEventDhofar/ActivitiesEvent'
import { GenericSection } from './GenericSection'
import { NewsImages } from './NewsImages/NewsImages'
import { PhotoGallery } from './PhotoGallaryEventsDetailsDhofar/PhotoGallery'
import { SeasonDiscover } from './SeasonDiscover/SeasonDiscover'
import type { SectionProps } from './types'

const renderers: Partial<Record<SectionStyle, ComponentType<SectionProps>>> = {
  NewsImages,
  PhotoGallaryEventsDetailsDhofar: PhotoGallery,
  ActivitiesEventDhofar: ActivitiesEvent,
  SeasonDiscover,
}

export function rendererFor(style: SectionStyle): ComponentType<SectionProps> {
  return renderers[style] ?? GenericSection
}
