import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_places_hours_weekly_days" AS ENUM('sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat');
  CREATE TYPE "public"."enum_places_hours_variants_rows_days" AS ENUM('sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat');
  CREATE TYPE "public"."enum_places_hours_variants_kind" AS ENUM('khareef', 'ramadan', 'other');
  CREATE TYPE "public"."enum_places_fee_amounts_visitor" AS ENUM('everyone', 'adult', 'child', 'student', 'senior', 'omani', 'resident', 'visitor', 'vehicle');
  CREATE TYPE "public"."enum_places_best_seasons" AS ENUM('AUTUMN', 'SERB', 'WINTER');
  CREATE TYPE "public"."enum_places_hours_kind" AS ENUM('always', 'weekly');
  CREATE TYPE "public"."enum_places_fee_kind" AS ENUM('free', 'paid');
  CREATE TYPE "public"."enum_places_access_step_free" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_places_access_accessible_toilet" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_places_access_accessible_parking" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_places_access_seating_shade" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_places_access_surface" AS ENUM('paved', 'boardwalk', 'gravel', 'sand', 'rock', 'grass', 'mixed');
  CREATE TYPE "public"."enum_places_facilities_parking" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_places_facilities_toilets" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_places_facilities_food" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_places_facilities_prayer_room" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_places_facilities_lifeguard" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_places_facilities_phone_signal" AS ENUM('yes', 'no');
  CREATE TABLE "places_hours_weekly_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_places_hours_weekly_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "places_hours_weekly" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar,
  	"overnight" boolean
  );
  
  CREATE TABLE "places_hours_variants_rows_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_places_hours_variants_rows_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "places_hours_variants_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar,
  	"closes" varchar,
  	"overnight" boolean
  );
  
  CREATE TABLE "places_hours_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_places_hours_variants_kind" DEFAULT 'khareef',
  	"from" varchar,
  	"to" varchar
  );
  
  CREATE TABLE "places_hours_variants_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "places_hours_closures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar,
  	"to" varchar
  );
  
  CREATE TABLE "places_hours_closures_locales" (
  	"reason" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "places_fee_amounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"visitor" "enum_places_fee_amounts_visitor" DEFAULT 'everyone',
  	"amount" numeric
  );
  
  CREATE TABLE "places_best_seasons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_places_best_seasons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "places" ADD COLUMN "image_id" integer;
  ALTER TABLE "places" ADD COLUMN "hours_kind" "enum_places_hours_kind";
  ALTER TABLE "places" ADD COLUMN "fee_kind" "enum_places_fee_kind";
  ALTER TABLE "places" ADD COLUMN "access_step_free" "enum_places_access_step_free";
  ALTER TABLE "places" ADD COLUMN "access_accessible_toilet" "enum_places_access_accessible_toilet";
  ALTER TABLE "places" ADD COLUMN "access_accessible_parking" "enum_places_access_accessible_parking";
  ALTER TABLE "places" ADD COLUMN "access_seating_shade" "enum_places_access_seating_shade";
  ALTER TABLE "places" ADD COLUMN "access_surface" "enum_places_access_surface";
  ALTER TABLE "places" ADD COLUMN "facilities_parking" "enum_places_facilities_parking";
  ALTER TABLE "places" ADD COLUMN "facilities_toilets" "enum_places_facilities_toilets";
  ALTER TABLE "places" ADD COLUMN "facilities_food" "enum_places_facilities_food";
  ALTER TABLE "places" ADD COLUMN "facilities_prayer_room" "enum_places_facilities_prayer_room";
  ALTER TABLE "places" ADD COLUMN "facilities_lifeguard" "enum_places_facilities_lifeguard";
  ALTER TABLE "places" ADD COLUMN "facilities_phone_signal" "enum_places_facilities_phone_signal";
  ALTER TABLE "places" ADD COLUMN "phone" varchar;
  ALTER TABLE "places" ADD COLUMN "website" varchar;
  ALTER TABLE "places_locales" ADD COLUMN "fee_note" varchar;
  ALTER TABLE "places_locales" ADD COLUMN "access_note" varchar;
  ALTER TABLE "places_locales" ADD COLUMN "safety" varchar;
  ALTER TABLE "places_hours_weekly_days" ADD CONSTRAINT "places_hours_weekly_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."places_hours_weekly"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places_hours_weekly" ADD CONSTRAINT "places_hours_weekly_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places_hours_variants_rows_days" ADD CONSTRAINT "places_hours_variants_rows_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."places_hours_variants_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places_hours_variants_rows" ADD CONSTRAINT "places_hours_variants_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."places_hours_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places_hours_variants" ADD CONSTRAINT "places_hours_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places_hours_variants_locales" ADD CONSTRAINT "places_hours_variants_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."places_hours_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places_hours_closures" ADD CONSTRAINT "places_hours_closures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places_hours_closures_locales" ADD CONSTRAINT "places_hours_closures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."places_hours_closures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places_fee_amounts" ADD CONSTRAINT "places_fee_amounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places_best_seasons" ADD CONSTRAINT "places_best_seasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "places_hours_weekly_days_order_idx" ON "places_hours_weekly_days" USING btree ("order");
  CREATE INDEX "places_hours_weekly_days_parent_idx" ON "places_hours_weekly_days" USING btree ("parent_id");
  CREATE INDEX "places_hours_weekly_order_idx" ON "places_hours_weekly" USING btree ("_order");
  CREATE INDEX "places_hours_weekly_parent_id_idx" ON "places_hours_weekly" USING btree ("_parent_id");
  CREATE INDEX "places_hours_variants_rows_days_order_idx" ON "places_hours_variants_rows_days" USING btree ("order");
  CREATE INDEX "places_hours_variants_rows_days_parent_idx" ON "places_hours_variants_rows_days" USING btree ("parent_id");
  CREATE INDEX "places_hours_variants_rows_order_idx" ON "places_hours_variants_rows" USING btree ("_order");
  CREATE INDEX "places_hours_variants_rows_parent_id_idx" ON "places_hours_variants_rows" USING btree ("_parent_id");
  CREATE INDEX "places_hours_variants_order_idx" ON "places_hours_variants" USING btree ("_order");
  CREATE INDEX "places_hours_variants_parent_id_idx" ON "places_hours_variants" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "places_hours_variants_locales_locale_parent_id_unique" ON "places_hours_variants_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "places_hours_closures_order_idx" ON "places_hours_closures" USING btree ("_order");
  CREATE INDEX "places_hours_closures_parent_id_idx" ON "places_hours_closures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "places_hours_closures_locales_locale_parent_id_unique" ON "places_hours_closures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "places_fee_amounts_order_idx" ON "places_fee_amounts" USING btree ("_order");
  CREATE INDEX "places_fee_amounts_parent_id_idx" ON "places_fee_amounts" USING btree ("_parent_id");
  CREATE INDEX "places_best_seasons_order_idx" ON "places_best_seasons" USING btree ("order");
  CREATE INDEX "places_best_seasons_parent_idx" ON "places_best_seasons" USING btree ("parent_id");
  ALTER TABLE "places" ADD CONSTRAINT "places_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "places_image_idx" ON "places" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "places_hours_weekly_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "places_hours_weekly" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "places_hours_variants_rows_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "places_hours_variants_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "places_hours_variants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "places_hours_variants_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "places_hours_closures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "places_hours_closures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "places_fee_amounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "places_best_seasons" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "places_hours_weekly_days" CASCADE;
  DROP TABLE "places_hours_weekly" CASCADE;
  DROP TABLE "places_hours_variants_rows_days" CASCADE;
  DROP TABLE "places_hours_variants_rows" CASCADE;
  DROP TABLE "places_hours_variants" CASCADE;
  DROP TABLE "places_hours_variants_locales" CASCADE;
  DROP TABLE "places_hours_closures" CASCADE;
  DROP TABLE "places_hours_closures_locales" CASCADE;
  DROP TABLE "places_fee_amounts" CASCADE;
  DROP TABLE "places_best_seasons" CASCADE;
  ALTER TABLE "places" DROP CONSTRAINT "places_image_id_media_id_fk";
  
  DROP INDEX "places_image_idx";
  ALTER TABLE "places" DROP COLUMN "image_id";
  ALTER TABLE "places" DROP COLUMN "hours_kind";
  ALTER TABLE "places" DROP COLUMN "fee_kind";
  ALTER TABLE "places" DROP COLUMN "access_step_free";
  ALTER TABLE "places" DROP COLUMN "access_accessible_toilet";
  ALTER TABLE "places" DROP COLUMN "access_accessible_parking";
  ALTER TABLE "places" DROP COLUMN "access_seating_shade";
  ALTER TABLE "places" DROP COLUMN "access_surface";
  ALTER TABLE "places" DROP COLUMN "facilities_parking";
  ALTER TABLE "places" DROP COLUMN "facilities_toilets";
  ALTER TABLE "places" DROP COLUMN "facilities_food";
  ALTER TABLE "places" DROP COLUMN "facilities_prayer_room";
  ALTER TABLE "places" DROP COLUMN "facilities_lifeguard";
  ALTER TABLE "places" DROP COLUMN "facilities_phone_signal";
  ALTER TABLE "places" DROP COLUMN "phone";
  ALTER TABLE "places" DROP COLUMN "website";
  ALTER TABLE "places_locales" DROP COLUMN "fee_note";
  ALTER TABLE "places_locales" DROP COLUMN "access_note";
  ALTER TABLE "places_locales" DROP COLUMN "safety";
  DROP TYPE "public"."enum_places_hours_weekly_days";
  DROP TYPE "public"."enum_places_hours_variants_rows_days";
  DROP TYPE "public"."enum_places_hours_variants_kind";
  DROP TYPE "public"."enum_places_fee_amounts_visitor";
  DROP TYPE "public"."enum_places_best_seasons";
  DROP TYPE "public"."enum_places_hours_kind";
  DROP TYPE "public"."enum_places_fee_kind";
  DROP TYPE "public"."enum_places_access_step_free";
  DROP TYPE "public"."enum_places_access_accessible_toilet";
  DROP TYPE "public"."enum_places_access_accessible_parking";
  DROP TYPE "public"."enum_places_access_seating_shade";
  DROP TYPE "public"."enum_places_access_surface";
  DROP TYPE "public"."enum_places_facilities_parking";
  DROP TYPE "public"."enum_places_facilities_toilets";
  DROP TYPE "public"."enum_places_facilities_food";
  DROP TYPE "public"."enum_places_facilities_prayer_room";
  DROP TYPE "public"."enum_places_facilities_lifeguard";
  DROP TYPE "public"."enum_places_facilities_phone_signal";`)
}
