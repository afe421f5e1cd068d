import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_datasets_columns_type" AS ENUM('text', 'integer', 'number', 'boolean', 'date');
  CREATE TABLE "datasets_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_datasets_columns_type" DEFAULT 'text' NOT NULL
  );
  
  CREATE TABLE "datasets_columns_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "datasets_columns" ADD CONSTRAINT "datasets_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datasets_columns_locales" ADD CONSTRAINT "datasets_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datasets_columns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "datasets_columns_order_idx" ON "datasets_columns" USING btree ("_order");
  CREATE INDEX "datasets_columns_parent_id_idx" ON "datasets_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "datasets_columns_locales_locale_parent_id_unique" ON "datasets_columns_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "datasets_columns" CASCADE;
  DROP TABLE "datasets_columns_locales" CASCADE;
  DROP TYPE "public"."enum_datasets_columns_type";`)
}
