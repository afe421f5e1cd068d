import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`event_end_date\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_event_end_date\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`event_end_date\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_event_end_date\`;`)
}
