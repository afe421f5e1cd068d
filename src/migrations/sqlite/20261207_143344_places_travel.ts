import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`places_hours_weekly_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`places_hours_weekly\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`places_hours_weekly_days_order_idx\` ON \`places_hours_weekly_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`places_hours_weekly_days_parent_idx\` ON \`places_hours_weekly_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`places_hours_weekly\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	\`overnight\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`places_hours_weekly_order_idx\` ON \`places_hours_weekly\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`places_hours_weekly_parent_id_idx\` ON \`places_hours_weekly\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`places_hours_variants_rows_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`places_hours_variants_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`places_hours_variants_rows_days_order_idx\` ON \`places_hours_variants_rows_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`places_hours_variants_rows_days_parent_idx\` ON \`places_hours_variants_rows_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`places_hours_variants_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`opens\` text,
  	\`closes\` text,
  	\`overnight\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places_hours_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`places_hours_variants_rows_order_idx\` ON \`places_hours_variants_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`places_hours_variants_rows_parent_id_idx\` ON \`places_hours_variants_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`places_hours_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'khareef',
  	\`from\` text,
  	\`to\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`places_hours_variants_order_idx\` ON \`places_hours_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`places_hours_variants_parent_id_idx\` ON \`places_hours_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`places_hours_variants_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places_hours_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`places_hours_variants_locales_locale_parent_id_unique\` ON \`places_hours_variants_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`places_hours_closures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`places_hours_closures_order_idx\` ON \`places_hours_closures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`places_hours_closures_parent_id_idx\` ON \`places_hours_closures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`places_hours_closures_locales\` (
  	\`reason\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places_hours_closures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`places_hours_closures_locales_locale_parent_id_unique\` ON \`places_hours_closures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`places_fee_amounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`visitor\` text DEFAULT 'everyone',
  	\`amount\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`places_fee_amounts_order_idx\` ON \`places_fee_amounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`places_fee_amounts_parent_id_idx\` ON \`places_fee_amounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`places_best_seasons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`places_best_seasons_order_idx\` ON \`places_best_seasons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`places_best_seasons_parent_idx\` ON \`places_best_seasons\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`hours_kind\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`fee_kind\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`access_step_free\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`access_accessible_toilet\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`access_accessible_parking\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`access_seating_shade\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`access_surface\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facilities_parking\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facilities_toilets\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facilities_food\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facilities_prayer_room\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facilities_lifeguard\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`facilities_phone_signal\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`phone\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`website\` text;`)
  await db.run(sql`CREATE INDEX \`places_image_idx\` ON \`places\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`places_locales\` ADD \`fee_note\` text;`)
  await db.run(sql`ALTER TABLE \`places_locales\` ADD \`access_note\` text;`)
  await db.run(sql`ALTER TABLE \`places_locales\` ADD \`safety\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`places_hours_weekly_days\`;`)
  await db.run(sql`DROP TABLE \`places_hours_weekly\`;`)
  await db.run(sql`DROP TABLE \`places_hours_variants_rows_days\`;`)
  await db.run(sql`DROP TABLE \`places_hours_variants_rows\`;`)
  await db.run(sql`DROP TABLE \`places_hours_variants\`;`)
  await db.run(sql`DROP TABLE \`places_hours_variants_locales\`;`)
  await db.run(sql`DROP TABLE \`places_hours_closures\`;`)
  await db.run(sql`DROP TABLE \`places_hours_closures_locales\`;`)
  await db.run(sql`DROP TABLE \`places_fee_amounts\`;`)
  await db.run(sql`DROP TABLE \`places_best_seasons\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_places\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`region\` text NOT NULL,
  	\`lat\` numeric NOT NULL,
  	\`lng\` numeric NOT NULL,
  	\`key\` text NOT NULL,
  	\`condition_status\` text,
  	\`condition_expires\` text,
  	\`condition_set_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_places\`("id", "region", "lat", "lng", "key", "condition_status", "condition_expires", "condition_set_at", "updated_at", "created_at") SELECT "id", "region", "lat", "lng", "key", "condition_status", "condition_expires", "condition_set_at", "updated_at", "created_at" FROM \`places\`;`)
  await db.run(sql`DROP TABLE \`places\`;`)
  await db.run(sql`ALTER TABLE \`__new_places\` RENAME TO \`places\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`places_key_idx\` ON \`places\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`places_condition_condition_expires_idx\` ON \`places\` (\`condition_expires\`);`)
  await db.run(sql`CREATE INDEX \`places_updated_at_idx\` ON \`places\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`places_created_at_idx\` ON \`places\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`places_locales\` DROP COLUMN \`fee_note\`;`)
  await db.run(sql`ALTER TABLE \`places_locales\` DROP COLUMN \`access_note\`;`)
  await db.run(sql`ALTER TABLE \`places_locales\` DROP COLUMN \`safety\`;`)
}
