import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_emergency_numbers_wilayats_wilayat" AS ENUM('SalalahRegion', 'TaqahRegion', 'MirbatRegion', 'RakhyutRegion', 'ThumraitRegion', 'DalkutRegion', 'AlMazyunahRegion', 'MashunRegion', 'ShalimHallaniyatRegion', 'SadahRegion');
  CREATE TABLE "emergency_numbers_general" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL
  );
  
  CREATE TABLE "emergency_numbers_general_locales" (
  	"label" varchar NOT NULL,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "emergency_numbers_wilayats_facilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phone" varchar
  );
  
  CREATE TABLE "emergency_numbers_wilayats_facilities_locales" (
  	"name" varchar NOT NULL,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "emergency_numbers_wilayats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"wilayat" "enum_emergency_numbers_wilayats_wilayat" NOT NULL
  );
  
  CREATE TABLE "emergency_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "emergency_numbers_locales" (
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "emergency_numbers_general" ADD CONSTRAINT "emergency_numbers_general_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."emergency_numbers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "emergency_numbers_general_locales" ADD CONSTRAINT "emergency_numbers_general_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."emergency_numbers_general"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "emergency_numbers_wilayats_facilities" ADD CONSTRAINT "emergency_numbers_wilayats_facilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."emergency_numbers_wilayats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "emergency_numbers_wilayats_facilities_locales" ADD CONSTRAINT "emergency_numbers_wilayats_facilities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."emergency_numbers_wilayats_facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "emergency_numbers_wilayats" ADD CONSTRAINT "emergency_numbers_wilayats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."emergency_numbers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "emergency_numbers_locales" ADD CONSTRAINT "emergency_numbers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."emergency_numbers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "emergency_numbers_general_order_idx" ON "emergency_numbers_general" USING btree ("_order");
  CREATE INDEX "emergency_numbers_general_parent_id_idx" ON "emergency_numbers_general" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "emergency_numbers_general_locales_locale_parent_id_unique" ON "emergency_numbers_general_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "emergency_numbers_wilayats_facilities_order_idx" ON "emergency_numbers_wilayats_facilities" USING btree ("_order");
  CREATE INDEX "emergency_numbers_wilayats_facilities_parent_id_idx" ON "emergency_numbers_wilayats_facilities" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "emergency_numbers_wilayats_facilities_locales_locale_parent_" ON "emergency_numbers_wilayats_facilities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "emergency_numbers_wilayats_order_idx" ON "emergency_numbers_wilayats" USING btree ("_order");
  CREATE INDEX "emergency_numbers_wilayats_parent_id_idx" ON "emergency_numbers_wilayats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "emergency_numbers_locales_locale_parent_id_unique" ON "emergency_numbers_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "emergency_numbers_general" CASCADE;
  DROP TABLE "emergency_numbers_general_locales" CASCADE;
  DROP TABLE "emergency_numbers_wilayats_facilities" CASCADE;
  DROP TABLE "emergency_numbers_wilayats_facilities_locales" CASCADE;
  DROP TABLE "emergency_numbers_wilayats" CASCADE;
  DROP TABLE "emergency_numbers" CASCADE;
  DROP TABLE "emergency_numbers_locales" CASCADE;
  DROP TYPE "public"."enum_emergency_numbers_wilayats_wilayat";`)
}
