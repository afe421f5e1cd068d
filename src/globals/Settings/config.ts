/**
 * Site settings (admins only): names and contact, category ids of the public API, social accounts, sponsors by
 * tier, the events cards' temperature text and the map's tile server. Everything here is public-facing.
 */
import type { Field, GlobalConfig } from 'payload'

import { recordGlobalChange } from '@/features/activity/cms'
import { bilingualOptions, SOCIAL_NETWORK_LABELS, SPONSOR_TIER_LABELS } from '@/fields/options'
import { admins, anyone } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { DEFAULT_CATEGORY_IDS, PAGE_CATEGORIES, SOCIAL_NETWORKS, SPONSOR_TIERS } from '@/lib/content-model'
import { expireTags } from '@/lib/revalidate'

const categoryIdFields: Field[] = PAGE_CATEGORIES.map((category) => ({
  name: category,
  type: 'number',
  required: true,
  min: 0,
  defaultValue: DEFAULT_CATEGORY_IDS[category],
}))

export const Settings: GlobalConfig = {
  slug: 'settings',
  label: 'Site settings',
  admin: { group: 'Administration' },
  access: { read: anyone, update: admins },
  // The activity log says who changed it (src/features/activity).
  hooks: { afterChange: [({ req, doc }) => (expireTags(req, [tags.global('settings')]), doc), recordGlobalChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Site',
          fields: [
            { name: 'siteName', type: 'text', localized: true, required: true },
            { name: 'tagline', type: 'text', localized: true },
            {
              name: 'copyright',
              type: 'text',
              localized: true,
              admin: { description: 'The footer adds “© <current year>” before it.' },
            },
            {
              name: 'contact',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'phone', type: 'text' },
                    { name: 'email', type: 'email' },
                  ],
                },
                { name: 'address', type: 'textarea', localized: true },
              ],
            },
            {
              name: 'eventTemperatureText',
              label: 'Temperature text on event cards',
              type: 'text',
              localized: true,
              defaultValue: '23°',
            },
          ],
        },
        {
          label: 'Social and sponsors',
          fields: [
            {
              name: 'social',
              label: 'Social accounts',
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'network',
                      type: 'select',
                      required: true,
                      options: bilingualOptions(SOCIAL_NETWORKS, SOCIAL_NETWORK_LABELS),
                    },
                    {
                      name: 'url',
                      type: 'text',
                      required: true,
                      validate: (v: string | null | undefined) => (!!v && /^https:\/\/\S+$/.test(v)) || 'Use a full https:// address',
                    },
                    { name: 'handle', type: 'text' },
                  ],
                },
              ],
            },
            {
              name: 'sponsors',
              type: 'array',
              admin: { description: 'The home page shows main (6), gold (2), silver (2) and bronze (8).' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', localized: true, required: true },
                    {
                      name: 'tier',
                      type: 'select',
                      required: true,
                      options: bilingualOptions(SPONSOR_TIERS, SPONSOR_TIER_LABELS),
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
                    { name: 'url', type: 'text' },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Map and data',
          fields: [
            {
              name: 'map',
              type: 'group',
              admin: { description: 'Leave empty to use the server’s configured tile server (MAP_TILE_URL).' },
              fields: [
                { name: 'tileUrl', label: 'Tile URL template', type: 'text' },
                { name: 'tileAttribution', label: 'Tile attribution (HTML)', type: 'text' },
              ],
            },
            {
              name: 'categoryIds',
              label: 'Category ids (public API)',
              type: 'group',
              admin: { description: 'The numbers the public API uses for each kind of page (pgPageCategoryId).' },
              fields: [{ type: 'row', fields: categoryIdFields }],
            },
          ],
        },
      ],
    },
  ],
}
