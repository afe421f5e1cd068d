import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_places_condition_status" AS ENUM('open', 'busy', 'closed', 'restricted');
  ALTER TABLE "places" ADD COLUMN "condition_status" "enum_places_condition_status";
  ALTER TABLE "places" ADD COLUMN "condition_expires" timestamp(3) with time zone;
  ALTER TABLE "places" ADD COLUMN "condition_set_at" timestamp(3) with time zone;
  ALTER TABLE "places_locales" ADD COLUMN "condition_note" varchar;
  CREATE INDEX "places_condition_condition_expires_idx" ON "places" USING btree ("condition_expires");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "places_condition_condition_expires_idx";
  ALTER TABLE "places" DROP COLUMN "condition_status";
  ALTER TABLE "places" DROP COLUMN "condition_expires";
  ALTER TABLE "places" DROP COLUMN "condition_set_at";
  ALTER TABLE "places_locales" DROP COLUMN "condition_note";
  DROP TYPE "public"."enum_places_condition_status";`)
}
