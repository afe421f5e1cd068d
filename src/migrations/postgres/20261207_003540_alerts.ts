import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alerts_wilayats" AS ENUM('SalalahRegion', 'TaqahRegion', 'MirbatRegion', 'RakhyutRegion', 'ThumraitRegion', 'DalkutRegion', 'AlMazyunahRegion', 'MashunRegion', 'ShalimHallaniyatRegion', 'SadahRegion');
  CREATE TYPE "public"."enum_alerts_severity" AS ENUM('info', 'advisory', 'warning', 'danger');
  CREATE TYPE "public"."enum_alerts_category" AS ENUM('weather', 'roads', 'sea', 'health', 'events', 'other');
  CREATE TYPE "public"."enum_alerts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alerts_v_version_wilayats" AS ENUM('SalalahRegion', 'TaqahRegion', 'MirbatRegion', 'RakhyutRegion', 'ThumraitRegion', 'DalkutRegion', 'AlMazyunahRegion', 'MashunRegion', 'ShalimHallaniyatRegion', 'SadahRegion');
  CREATE TYPE "public"."enum__alerts_v_version_severity" AS ENUM('info', 'advisory', 'warning', 'danger');
  CREATE TYPE "public"."enum__alerts_v_version_category" AS ENUM('weather', 'roads', 'sea', 'health', 'events', 'other');
  CREATE TYPE "public"."enum__alerts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alerts_v_published_locale" AS ENUM('en', 'ar');
  CREATE TABLE "alerts_wilayats" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_alerts_wilayats",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"severity" "enum_alerts_severity" DEFAULT 'advisory',
  	"category" "enum_alerts_category" DEFAULT 'weather',
  	"onset" timestamp(3) with time zone,
  	"expires" timestamp(3) with time zone,
  	"long_running" boolean DEFAULT false,
  	"link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_alerts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "alerts_locales" (
  	"title" varchar,
  	"message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "alerts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"places_id" integer
  );
  
  CREATE TABLE "_alerts_v_version_wilayats" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__alerts_v_version_wilayats",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_alerts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_severity" "enum__alerts_v_version_severity" DEFAULT 'advisory',
  	"version_category" "enum__alerts_v_version_category" DEFAULT 'weather',
  	"version_onset" timestamp(3) with time zone,
  	"version_expires" timestamp(3) with time zone,
  	"version_long_running" boolean DEFAULT false,
  	"version_link" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__alerts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__alerts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_alerts_v_locales" (
  	"version_title" varchar,
  	"version_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_alerts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"places_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alerts_id" integer;
  ALTER TABLE "alerts_wilayats" ADD CONSTRAINT "alerts_wilayats_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alerts_locales" ADD CONSTRAINT "alerts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alerts_rels" ADD CONSTRAINT "alerts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alerts_rels" ADD CONSTRAINT "alerts_rels_places_fk" FOREIGN KEY ("places_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alerts_v_version_wilayats" ADD CONSTRAINT "_alerts_v_version_wilayats_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_alerts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alerts_v" ADD CONSTRAINT "_alerts_v_parent_id_alerts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alerts_v_locales" ADD CONSTRAINT "_alerts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alerts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alerts_v_rels" ADD CONSTRAINT "_alerts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_alerts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alerts_v_rels" ADD CONSTRAINT "_alerts_v_rels_places_fk" FOREIGN KEY ("places_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "alerts_wilayats_order_idx" ON "alerts_wilayats" USING btree ("order");
  CREATE INDEX "alerts_wilayats_parent_idx" ON "alerts_wilayats" USING btree ("parent_id");
  CREATE INDEX "alerts_onset_idx" ON "alerts" USING btree ("onset");
  CREATE INDEX "alerts_expires_idx" ON "alerts" USING btree ("expires");
  CREATE INDEX "alerts_updated_at_idx" ON "alerts" USING btree ("updated_at");
  CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");
  CREATE INDEX "alerts__status_idx" ON "alerts" USING btree ("_status");
  CREATE UNIQUE INDEX "alerts_locales_locale_parent_id_unique" ON "alerts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "alerts_rels_order_idx" ON "alerts_rels" USING btree ("order");
  CREATE INDEX "alerts_rels_parent_idx" ON "alerts_rels" USING btree ("parent_id");
  CREATE INDEX "alerts_rels_path_idx" ON "alerts_rels" USING btree ("path");
  CREATE INDEX "alerts_rels_places_id_idx" ON "alerts_rels" USING btree ("places_id");
  CREATE INDEX "_alerts_v_version_wilayats_order_idx" ON "_alerts_v_version_wilayats" USING btree ("order");
  CREATE INDEX "_alerts_v_version_wilayats_parent_idx" ON "_alerts_v_version_wilayats" USING btree ("parent_id");
  CREATE INDEX "_alerts_v_parent_idx" ON "_alerts_v" USING btree ("parent_id");
  CREATE INDEX "_alerts_v_version_version_onset_idx" ON "_alerts_v" USING btree ("version_onset");
  CREATE INDEX "_alerts_v_version_version_expires_idx" ON "_alerts_v" USING btree ("version_expires");
  CREATE INDEX "_alerts_v_version_version_updated_at_idx" ON "_alerts_v" USING btree ("version_updated_at");
  CREATE INDEX "_alerts_v_version_version_created_at_idx" ON "_alerts_v" USING btree ("version_created_at");
  CREATE INDEX "_alerts_v_version_version__status_idx" ON "_alerts_v" USING btree ("version__status");
  CREATE INDEX "_alerts_v_created_at_idx" ON "_alerts_v" USING btree ("created_at");
  CREATE INDEX "_alerts_v_updated_at_idx" ON "_alerts_v" USING btree ("updated_at");
  CREATE INDEX "_alerts_v_snapshot_idx" ON "_alerts_v" USING btree ("snapshot");
  CREATE INDEX "_alerts_v_published_locale_idx" ON "_alerts_v" USING btree ("published_locale");
  CREATE INDEX "_alerts_v_latest_idx" ON "_alerts_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_alerts_v_locales_locale_parent_id_unique" ON "_alerts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_alerts_v_rels_order_idx" ON "_alerts_v_rels" USING btree ("order");
  CREATE INDEX "_alerts_v_rels_parent_idx" ON "_alerts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_alerts_v_rels_path_idx" ON "_alerts_v_rels" USING btree ("path");
  CREATE INDEX "_alerts_v_rels_places_id_idx" ON "_alerts_v_rels" USING btree ("places_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts_wilayats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alerts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alerts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alerts_v_version_wilayats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alerts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alerts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alerts_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alerts_wilayats" CASCADE;
  DROP TABLE "alerts" CASCADE;
  DROP TABLE "alerts_locales" CASCADE;
  DROP TABLE "alerts_rels" CASCADE;
  DROP TABLE "_alerts_v_version_wilayats" CASCADE;
  DROP TABLE "_alerts_v" CASCADE;
  DROP TABLE "_alerts_v_locales" CASCADE;
  DROP TABLE "_alerts_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alerts_id";
  DROP TYPE "public"."enum_alerts_wilayats";
  DROP TYPE "public"."enum_alerts_severity";
  DROP TYPE "public"."enum_alerts_category";
  DROP TYPE "public"."enum_alerts_status";
  DROP TYPE "public"."enum__alerts_v_version_wilayats";
  DROP TYPE "public"."enum__alerts_v_version_severity";
  DROP TYPE "public"."enum__alerts_v_version_category";
  DROP TYPE "public"."enum__alerts_v_version_status";
  DROP TYPE "public"."enum__alerts_v_published_locale";`)
}
