import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`emergency_numbers_general\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`emergency_numbers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`emergency_numbers_general_order_idx\` ON \`emergency_numbers_general\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`emergency_numbers_general_parent_id_idx\` ON \`emergency_numbers_general\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`emergency_numbers_general_locales\` (
  	\`label\` text NOT NULL,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`emergency_numbers_general\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`emergency_numbers_general_locales_locale_parent_id_unique\` ON \`emergency_numbers_general_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`emergency_numbers_wilayats_facilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`emergency_numbers_wilayats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`emergency_numbers_wilayats_facilities_order_idx\` ON \`emergency_numbers_wilayats_facilities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`emergency_numbers_wilayats_facilities_parent_id_idx\` ON \`emergency_numbers_wilayats_facilities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`emergency_numbers_wilayats_facilities_locales\` (
  	\`name\` text NOT NULL,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`emergency_numbers_wilayats_facilities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`emergency_numbers_wilayats_facilities_locales_locale_parent_\` ON \`emergency_numbers_wilayats_facilities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`emergency_numbers_wilayats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`wilayat\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`emergency_numbers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`emergency_numbers_wilayats_order_idx\` ON \`emergency_numbers_wilayats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`emergency_numbers_wilayats_parent_id_idx\` ON \`emergency_numbers_wilayats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`emergency_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`emergency_numbers_locales\` (
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`emergency_numbers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`emergency_numbers_locales_locale_parent_id_unique\` ON \`emergency_numbers_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`emergency_numbers_general\`;`)
  await db.run(sql`DROP TABLE \`emergency_numbers_general_locales\`;`)
  await db.run(sql`DROP TABLE \`emergency_numbers_wilayats_facilities\`;`)
  await db.run(sql`DROP TABLE \`emergency_numbers_wilayats_facilities_locales\`;`)
  await db.run(sql`DROP TABLE \`emergency_numbers_wilayats\`;`)
  await db.run(sql`DROP TABLE \`emergency_numbers\`;`)
  await db.run(sql`DROP TABLE \`emergency_numbers_locales\`;`)
}
