import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { MENU_TABLES, PUBLISHED_PAGES, pageLinks } from '../menu-links-to-pages'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "header_items_sub_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "header_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "footer_items_sub_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "footer_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "header_items_sub_items" ADD CONSTRAINT "header_items_sub_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_items" ADD CONSTRAINT "header_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_items_sub_items" ADD CONSTRAINT "footer_items_sub_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_items" ADD CONSTRAINT "footer_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "header_items_sub_items_page_idx" ON "header_items_sub_items" USING btree ("page_id");
  CREATE INDEX "header_items_page_idx" ON "header_items" USING btree ("page_id");
  CREATE INDEX "footer_items_sub_items_page_idx" ON "footer_items_sub_items" USING btree ("page_id");
  CREATE INDEX "footer_items_page_idx" ON "footer_items" USING btree ("page_id");`)
  const pages = await db.execute(sql.raw(PUBLISHED_PAGES))
  for (const { path, id } of pageLinks(pages.rows as { id: number; unique_url: string | null; category: string | null }[])) {
    for (const table of MENU_TABLES) await db.execute(sql`UPDATE ${sql.identifier(table)} SET page_id = ${id}, url = NULL WHERE url = ${path}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "header_items_sub_items" DROP CONSTRAINT "header_items_sub_items_page_id_pages_id_fk";
  
  ALTER TABLE "header_items" DROP CONSTRAINT "header_items_page_id_pages_id_fk";
  
  ALTER TABLE "footer_items_sub_items" DROP CONSTRAINT "footer_items_sub_items_page_id_pages_id_fk";
  
  ALTER TABLE "footer_items" DROP CONSTRAINT "footer_items_page_id_pages_id_fk";
  
  DROP INDEX "header_items_sub_items_page_idx";
  DROP INDEX "header_items_page_idx";
  DROP INDEX "footer_items_sub_items_page_idx";
  DROP INDEX "footer_items_page_idx";
  ALTER TABLE "header_items_sub_items" DROP COLUMN "page_id";
  ALTER TABLE "header_items" DROP COLUMN "page_id";
  ALTER TABLE "footer_items_sub_items" DROP COLUMN "page_id";
  ALTER TABLE "footer_items" DROP COLUMN "page_id";`)
}
