/**
 * Images and videos. Alt text is per language. Payload makes WebP renditions at the widths the site uses;
 * the site's image component also negotiates AVIF/WebP through next/image. Files live under ./data/media, or in
 * S3-compatible storage when S3_BUCKET is set (src/lib/storage.ts).
 */
import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { recordMediaChange, recordMediaDelete } from '@/features/activity/cms'
import { ADMIN_GROUPS } from '@/fields/labels'
import { anyone, staff } from '@/lib/access'
import { tags } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { expireTags } from '@/lib/revalidate'
import { storageFields } from '@/lib/storage'

import { missingFileIs404 } from './missingFile'
import { refuseHugePictures } from './pixelCap'
import { MEDIA_MIME_TYPES } from './uploadErrors'

const webp = { format: 'webp' as const, options: { quality: 78 } }
const staticDir = path.join(env.DATA_DIR, 'media')

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Image or video', ar: 'صورة أو فيديو' }, plural: { en: 'Media', ar: 'الوسائط' } },
  admin: { group: ADMIN_GROUPS.content, defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'] },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    // Pictures over 50 megapixels are refused before Payload decodes them (./pixelCap.ts).
    beforeOperation: [refuseHugePictures],
    // Only the reads that show this picture carry its tag (src/lib/fresh-media.ts).
    // The activity log says who added, changed or deleted which file (src/features/activity).
    afterChange: [({ req, doc }) => (expireTags(req, [tags.media(doc.id), tags.apiMedia]), doc), recordMediaChange],
    afterDelete: [({ req, doc }) => (expireTags(req, [tags.media(doc.id), tags.apiMedia]), doc), recordMediaDelete],
  },
  upload: {
    staticDir,
    handlers: [missingFileIs404(staticDir)],
    // Named for editors in uploadErrors.ts, which also says clearly why an upload is refused.
    mimeTypes: MEDIA_MIME_TYPES,
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 480, formatOptions: webp },
      { name: 'card', width: 960, formatOptions: webp },
      { name: 'hero', width: 1920, formatOptions: webp },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      label: { en: 'Alternative text', ar: 'النص البديل' },
      type: 'text',
      localized: true,
      required: true,
      admin: {
        // A missing Arabic text warns, it does not block saving (./altText.ts).
        components: { afterInput: ['@/collections/Media/MissingArabicAlt'] },
        description: {
          en: 'What the image shows, for people who cannot see it. Write it in each language. Set the focal point on the picture: the site’s crops keep it in view.',
          ar: 'ما تُظهره الصورة لمن لا يراها. اكتبه بكل لغة. اضبط نقطة التركيز على الصورة: قصّات الموقع تُبقيها ظاهرة.',
        },
      },
    },
    ...storageFields('media'),
  ],
}
