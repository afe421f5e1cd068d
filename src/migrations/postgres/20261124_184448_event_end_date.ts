import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "event_end_date" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_event_end_date" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "event_end_date";
  ALTER TABLE "_pages_v" DROP COLUMN "version_event_end_date";`)
}
