import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`places\` ADD \`condition_status\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`condition_expires\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`condition_set_at\` text;`)
  await db.run(sql`CREATE INDEX \`places_condition_condition_expires_idx\` ON \`places\` (\`condition_expires\`);`)
  await db.run(sql`ALTER TABLE \`places_locales\` ADD \`condition_note\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`places_condition_condition_expires_idx\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`condition_status\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`condition_expires\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`condition_set_at\`;`)
  await db.run(sql`ALTER TABLE \`places_locales\` DROP COLUMN \`condition_note\`;`)
}
