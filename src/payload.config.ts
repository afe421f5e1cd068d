/**
 * Payload, embedded in the Next.js app: the content model, the admin at /admin (English and Arabic) and the
 * Local API that the site reads through.
 */
import { ar } from '@payloadcms/translations/languages/ar'
import { en } from '@payloadcms/translations/languages/en'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, defaultLoggerOptions } from 'payload'
import sharp from 'sharp'

import { Activity } from './collections/Activity'
import { Alerts } from './collections/Alerts'
import { Classifications } from './collections/Classifications'
import { restoreTranslations } from './features/activity/cms'
import { Datasets } from './collections/Datasets'
import { Media } from './collections/Media'
import { explainUploadErrors, UPLOAD_LIMIT_BYTES } from './collections/Media/uploadErrors'
import { Pages } from './collections/Pages'
import { Places } from './collections/Places'
import { Ratings } from './collections/Ratings'
import { Redirects } from './collections/Redirects'
import { Users } from './collections/Users'
import { EmergencyNumbers } from './globals/EmergencyNumbers/config'
import { Footer } from './globals/Footer/config'
import { Header } from './globals/Header/config'
import { Settings } from './globals/Settings/config'
import { defaultLocale, locales } from './i18n/locales'
import { withAnonymousRestBounds } from './lib/anonymous-rest'
import { databaseAdapter } from './lib/db'
import { env } from './lib/env'
import { demoteClientErrors } from './lib/logging'
import { answerBadQuery, BAD_QUERY } from './lib/rest-query'
import { objectStorage, s3Settings } from './lib/storage'
import { TOO_MANY_REQUESTS } from './lib/too-many-requests'
import { answerUnavailable } from './lib/unavailable'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  db: databaseAdapter(),
  editor: lexicalEditor(),
  sharp,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Dhofar Governorate CMS' },
    // No third-party avatars (Gravatar): the admin must work with no outside host.
    avatar: 'default',
    // Who changed what when, each review step included, with Payload's restore (src/features/activity).
    components: {
      afterNavLinks: ['@/features/activity/ActivityNavLink'],
      // Scheduled publications that did not happen (src/features/schedules).
      // What waits for review or was sent back, for the signed-in user (src/features/review).
      beforeDashboard: ['@/features/review/ReviewQueue', '@/features/schedules/ScheduleProblems'],
      views: { activity: { Component: '@/features/activity/ActivityView', path: '/activity' } },
    },
  },
  // Anonymous callers of Payload's REST get bounded reads (src/lib/anonymous-rest.ts).
  collections: [Pages, Alerts, Media, Datasets, Places, Classifications, Redirects, Ratings, Users, Activity].map(withAnonymousRestBounds),
  globals: [Header, Footer, Settings, EmergencyNumbers],
  localization: {
    locales: locales.map((l) => ({ code: l.code, label: { en: l.label, ar: l.nativeLabel }, rtl: l.dir === 'rtl' })),
    defaultLocale,
    fallback: true,
  },
  // The restore dialog says the restored version becomes the draft (src/features/activity/cms.ts).
  i18n: { supportedLanguages: { en, ar }, fallbackLanguage: 'en', translations: restoreTranslations },
  graphQL: { disable: true },
  // Payload's own pretty output, with a hook that logs a 4xx Payload raised on purpose as one info line: the table
  // below matches class names, which the production build minifies (src/lib/logging.ts).
  logger: { options: { hooks: { logMethod: demoteClientErrors } }, destination: defaultLoggerOptions },
  // A wrong password or a visitor asking for what they may not read is the API working, not a server fault:
  // one info line, no stack trace. Errors of the server itself stay at error level.
  loggingLevels: {
    AuthenticationError: 'info',
    Forbidden: 'info',
    NotFound: 'info',
    LockedAuth: 'info',
    UnverifiedEmail: 'info',
    // Payload types the keys as its own error names; it looks any error's name up at run time.
    ...({ [TOO_MANY_REQUESTS]: 'info', [BAD_QUERY]: 'info' } as Record<string, 'info'>),
  },
  // A `where` value the database cannot compare is a 400, not a 500 (src/lib/rest-query.ts); a database that does not
  // answer or a full disk is a 503 with Retry-After (src/lib/unavailable.ts).
  // An upload refused for its size, an SVG script or its type says so in the editor's language (collections/Media).
  hooks: { afterError: [answerBadQuery, answerUnavailable, explainUploadErrors] },
  csrf: [env.SITE_URL],
  cors: [env.SITE_URL],
  upload: { limits: { fileSize: UPLOAD_LIMIT_BYTES } },
  // Uploads in S3-compatible storage when S3_BUCKET is set (src/lib/storage.ts); on disk under DATA_DIR otherwise.
  plugins: [objectStorage(s3Settings(env))],
  // Scheduled publishing and unpublishing (Pages' versions.drafts.schedulePublish) queue jobs with a date. No
  // `autoRun`: Payload starts it only in a process that asked for `cron: true` (its admin and REST handlers do, at
  // their first request), and it claims jobs with a read then a write, which two replicas can both win. The server
  // process runs its own runner instead (src/features/schedules/runner.ts, started by src/instrumentation.ts);
  // scripts and tests never do. docs/decisions/0037-scheduled-publishing-runner.md.
  jobs: { deleteJobOnComplete: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
