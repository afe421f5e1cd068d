import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`datasets_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text DEFAULT 'text' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`datasets_columns_order_idx\` ON \`datasets_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`datasets_columns_parent_id_idx\` ON \`datasets_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datasets_columns_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`datasets_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`datasets_columns_locales_locale_parent_id_unique\` ON \`datasets_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`datasets_columns\`;`)
  await db.run(sql`DROP TABLE \`datasets_columns_locales\`;`)
}
