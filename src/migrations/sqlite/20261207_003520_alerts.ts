import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`alerts_wilayats\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`alerts_wilayats_order_idx\` ON \`alerts_wilayats\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`alerts_wilayats_parent_idx\` ON \`alerts_wilayats\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`severity\` text DEFAULT 'advisory',
  	\`category\` text DEFAULT 'weather',
  	\`onset\` text,
  	\`expires\` text,
  	\`long_running\` integer DEFAULT false,
  	\`link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`alerts_onset_idx\` ON \`alerts\` (\`onset\`);`)
  await db.run(sql`CREATE INDEX \`alerts_expires_idx\` ON \`alerts\` (\`expires\`);`)
  await db.run(sql`CREATE INDEX \`alerts_updated_at_idx\` ON \`alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alerts_created_at_idx\` ON \`alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`alerts__status_idx\` ON \`alerts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`alerts_locales\` (
  	\`title\` text,
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alerts_locales_locale_parent_id_unique\` ON \`alerts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`alerts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`places_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`places_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`alerts_rels_order_idx\` ON \`alerts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`alerts_rels_parent_idx\` ON \`alerts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`alerts_rels_path_idx\` ON \`alerts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`alerts_rels_places_id_idx\` ON \`alerts_rels\` (\`places_id\`);`)
  await db.run(sql`CREATE TABLE \`_alerts_v_version_wilayats\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_alerts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_alerts_v_version_wilayats_order_idx\` ON \`_alerts_v_version_wilayats\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_version_wilayats_parent_idx\` ON \`_alerts_v_version_wilayats\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_alerts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_severity\` text DEFAULT 'advisory',
  	\`version_category\` text DEFAULT 'weather',
  	\`version_onset\` text,
  	\`version_expires\` text,
  	\`version_long_running\` integer DEFAULT false,
  	\`version_link\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_alerts_v_parent_idx\` ON \`_alerts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_version_version_onset_idx\` ON \`_alerts_v\` (\`version_onset\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_version_version_expires_idx\` ON \`_alerts_v\` (\`version_expires\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_version_version_updated_at_idx\` ON \`_alerts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_version_version_created_at_idx\` ON \`_alerts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_version_version__status_idx\` ON \`_alerts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_created_at_idx\` ON \`_alerts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_updated_at_idx\` ON \`_alerts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_snapshot_idx\` ON \`_alerts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_published_locale_idx\` ON \`_alerts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_latest_idx\` ON \`_alerts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_alerts_v_locales\` (
  	\`version_title\` text,
  	\`version_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_alerts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_alerts_v_locales_locale_parent_id_unique\` ON \`_alerts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_alerts_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`places_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_alerts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`places_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_alerts_v_rels_order_idx\` ON \`_alerts_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_rels_parent_idx\` ON \`_alerts_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_rels_path_idx\` ON \`_alerts_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_rels_places_id_idx\` ON \`_alerts_v_rels\` (\`places_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alerts_id\` integer REFERENCES alerts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`alerts_wilayats\`;`)
  await db.run(sql`DROP TABLE \`alerts\`;`)
  await db.run(sql`DROP TABLE \`alerts_locales\`;`)
  await db.run(sql`DROP TABLE \`alerts_rels\`;`)
  await db.run(sql`DROP TABLE \`_alerts_v_version_wilayats\`;`)
  await db.run(sql`DROP TABLE \`_alerts_v\`;`)
  await db.run(sql`DROP TABLE \`_alerts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_alerts_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`datasets_id\` integer,
  	\`places_id\` integer,
  	\`classifications_id\` integer,
  	\`ratings_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`datasets_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`places_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`classifications_id\`) REFERENCES \`classifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ratings_id\`) REFERENCES \`ratings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "datasets_id", "places_id", "classifications_id", "ratings_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "datasets_id", "places_id", "classifications_id", "ratings_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_datasets_id_idx\` ON \`payload_locked_documents_rels\` (\`datasets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_places_id_idx\` ON \`payload_locked_documents_rels\` (\`places_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_classifications_id_idx\` ON \`payload_locked_documents_rels\` (\`classifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ratings_id_idx\` ON \`payload_locked_documents_rels\` (\`ratings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
