import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { MENU_TABLES, PUBLISHED_PAGES, pageLinks } from '../menu-links-to-pages'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`header_items_sub_items\` ADD \`page_id\` integer REFERENCES pages(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`header_items_sub_items_page_idx\` ON \`header_items_sub_items\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`header_items\` ADD \`page_id\` integer REFERENCES pages(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`header_items_page_idx\` ON \`header_items\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`footer_items_sub_items\` ADD \`page_id\` integer REFERENCES pages(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`footer_items_sub_items_page_idx\` ON \`footer_items_sub_items\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`footer_items\` ADD \`page_id\` integer REFERENCES pages(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`footer_items_page_idx\` ON \`footer_items\` (\`page_id\`);`)
  const pages = await db.all<{ id: number; unique_url: string | null; category: string | null }>(sql.raw(PUBLISHED_PAGES))
  for (const { path, id } of pageLinks(pages)) {
    for (const table of MENU_TABLES) await db.run(sql`UPDATE ${sql.identifier(table)} SET page_id = ${id}, url = NULL WHERE url = ${path}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_header_items_sub_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_items_sub_items\`("_order", "_parent_id", "id", "url", "is_active") SELECT "_order", "_parent_id", "id", "url", "is_active" FROM \`header_items_sub_items\`;`)
  await db.run(sql`DROP TABLE \`header_items_sub_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_items_sub_items\` RENAME TO \`header_items_sub_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`header_items_sub_items_order_idx\` ON \`header_items_sub_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_items_sub_items_parent_id_idx\` ON \`header_items_sub_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_items\`("_order", "_parent_id", "id", "url", "is_active") SELECT "_order", "_parent_id", "id", "url", "is_active" FROM \`header_items\`;`)
  await db.run(sql`DROP TABLE \`header_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_items\` RENAME TO \`header_items\`;`)
  await db.run(sql`CREATE INDEX \`header_items_order_idx\` ON \`header_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_items_parent_id_idx\` ON \`header_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_items_sub_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_items_sub_items\`("_order", "_parent_id", "id", "url", "is_active") SELECT "_order", "_parent_id", "id", "url", "is_active" FROM \`footer_items_sub_items\`;`)
  await db.run(sql`DROP TABLE \`footer_items_sub_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_items_sub_items\` RENAME TO \`footer_items_sub_items\`;`)
  await db.run(sql`CREATE INDEX \`footer_items_sub_items_order_idx\` ON \`footer_items_sub_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_items_sub_items_parent_id_idx\` ON \`footer_items_sub_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`is_active\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_items\`("_order", "_parent_id", "id", "url", "is_active") SELECT "_order", "_parent_id", "id", "url", "is_active" FROM \`footer_items\`;`)
  await db.run(sql`DROP TABLE \`footer_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_items\` RENAME TO \`footer_items\`;`)
  await db.run(sql`CREATE INDEX \`footer_items_order_idx\` ON \`footer_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_items_parent_id_idx\` ON \`footer_items\` (\`_parent_id\`);`)
}
