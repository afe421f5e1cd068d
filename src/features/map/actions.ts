'use server'
/**
 * The interactive map's other panels, on demand: the explorer calls this when a visitor chooses a region or a tab whose
 * cards it has not shown yet, and gets them rendered by the server like the first one. A read of published content
 * (the cached page), so any visitor may call it; unknown values are refused.
 */
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { localeCodes } from '@/i18n/locales'
import { MAP_TABS } from '@/lib/content-model'
import { getPageByUrl } from '@/page-data/queries'

import { buildRegionPanel } from './RegionPanels'
import { WILAYATS, type RegionStyle } from './wilayats'

const MAP_PAGE = 'interactiveMap'

const request = z.object({
  region: z.enum(WILAYATS.map((r) => r.style) as [RegionStyle, ...RegionStyle[]]),
  tab: z.enum(MAP_TABS),
  locale: z.enum(localeCodes),
})

export async function regionPanel(input: z.input<typeof request>): Promise<ReactNode> {
  const { region, tab, locale } = request.parse(input)
  const [page, t] = await Promise.all([getPageByUrl(MAP_PAGE, locale), getTranslations({ locale, namespace: 'Map' })])
  return buildRegionPanel(page, region, tab, t('noCards'))
}
