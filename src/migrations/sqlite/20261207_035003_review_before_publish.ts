import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { EDITORS_BECOME_REVIEWERS, REVIEWERS_BECOME_EDITORS } from '../editors-become-reviewers'

/**
 * Review before publish: the reviewer role, "may publish alerts directly", the review fields of pages and alerts,
 * and the activity log. Every existing editor becomes a reviewer, so nobody loses the right to publish on upgrade
 * (docs/decisions/0039-review-before-publish.md). Down turns reviewers back into editors.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`activity\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`entity\` text NOT NULL,
  	\`doc_id\` text,
  	\`title\` text,
  	\`comment\` text,
  	\`version_id\` text,
  	\`user_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`activity_action_idx\` ON \`activity\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`activity_entity_idx\` ON \`activity\` (\`entity\`);`)
  await db.run(sql`CREATE INDEX \`activity_doc_id_idx\` ON \`activity\` (\`doc_id\`);`)
  await db.run(sql`CREATE INDEX \`activity_user_idx\` ON \`activity\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`activity_updated_at_idx\` ON \`activity\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`activity_created_at_idx\` ON \`activity\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_state\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_at\` text;`)
  await db.run(sql`CREATE INDEX \`pages_review_state_idx\` ON \`pages\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`pages_submitted_by_idx\` ON \`pages\` (\`submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_review_by_idx\` ON \`pages\` (\`review_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_state\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_at\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_review_state_idx\` ON \`_pages_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_submitted_by_idx\` ON \`_pages_v\` (\`version_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_review_by_idx\` ON \`_pages_v\` (\`version_review_by_id\`);`)
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`review_state\` text;`)
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`review_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`alerts\` ADD \`review_at\` text;`)
  await db.run(sql`CREATE INDEX \`alerts_review_state_idx\` ON \`alerts\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`alerts_submitted_by_idx\` ON \`alerts\` (\`submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`alerts_review_by_idx\` ON \`alerts\` (\`review_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_alerts_v\` ADD \`version_review_state\` text;`)
  await db.run(sql`ALTER TABLE \`_alerts_v\` ADD \`version_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_alerts_v\` ADD \`version_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_alerts_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_alerts_v\` ADD \`version_review_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_alerts_v\` ADD \`version_review_at\` text;`)
  await db.run(sql`CREATE INDEX \`_alerts_v_version_version_review_state_idx\` ON \`_alerts_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_version_version_submitted_by_idx\` ON \`_alerts_v\` (\`version_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_version_version_review_by_idx\` ON \`_alerts_v\` (\`version_review_by_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`publish_alerts\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`activity_id\` integer REFERENCES activity(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_id\`);`)
  await db.run(sql.raw(EDITORS_BECOME_REVIEWERS))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw(REVIEWERS_BECOME_EDITORS))
  await db.run(sql`DROP TABLE \`activity\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_season\` text,
  	\`event_end_date\` text,
  	\`event_map_url\` text,
  	\`event_lat\` numeric,
  	\`event_lng\` numeric,
  	\`season_tag\` text,
  	\`unique_url\` text,
  	\`category\` text DEFAULT 'general',
  	\`classification_id\` integer,
  	\`page_date\` text,
  	\`show_date\` integer DEFAULT true,
  	\`order_num\` numeric DEFAULT 0,
  	\`image_id\` integer,
  	\`updated_by_id\` integer,
  	\`video_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`classification_id\`) REFERENCES \`classifications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "event_season", "event_end_date", "event_map_url", "event_lat", "event_lng", "season_tag", "unique_url", "category", "classification_id", "page_date", "show_date", "order_num", "image_id", "updated_by_id", "video_id", "updated_at", "created_at", "_status") SELECT "id", "event_season", "event_end_date", "event_map_url", "event_lat", "event_lng", "season_tag", "unique_url", "category", "classification_id", "page_date", "show_date", "order_num", "image_id", "updated_by_id", "video_id", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_unique_url_idx\` ON \`pages\` (\`unique_url\`);`)
  await db.run(sql`CREATE INDEX \`pages_category_idx\` ON \`pages\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`pages_classification_idx\` ON \`pages\` (\`classification_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_page_date_idx\` ON \`pages\` (\`page_date\`);`)
  await db.run(sql`CREATE INDEX \`pages_image_idx\` ON \`pages\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_by_idx\` ON \`pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_video_idx\` ON \`pages\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_event_season\` text,
  	\`version_event_end_date\` text,
  	\`version_event_map_url\` text,
  	\`version_event_lat\` numeric,
  	\`version_event_lng\` numeric,
  	\`version_season_tag\` text,
  	\`version_unique_url\` text,
  	\`version_category\` text DEFAULT 'general',
  	\`version_classification_id\` integer,
  	\`version_page_date\` text,
  	\`version_show_date\` integer DEFAULT true,
  	\`version_order_num\` numeric DEFAULT 0,
  	\`version_image_id\` integer,
  	\`version_updated_by_id\` integer,
  	\`version_video_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_classification_id\`) REFERENCES \`classifications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_event_season", "version_event_end_date", "version_event_map_url", "version_event_lat", "version_event_lng", "version_season_tag", "version_unique_url", "version_category", "version_classification_id", "version_page_date", "version_show_date", "version_order_num", "version_image_id", "version_updated_by_id", "version_video_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_event_season", "version_event_end_date", "version_event_map_url", "version_event_lat", "version_event_lng", "version_season_tag", "version_unique_url", "version_category", "version_classification_id", "version_page_date", "version_show_date", "version_order_num", "version_image_id", "version_updated_by_id", "version_video_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_unique_url_idx\` ON \`_pages_v\` (\`version_unique_url\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_category_idx\` ON \`_pages_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_classification_idx\` ON \`_pages_v\` (\`version_classification_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_page_date_idx\` ON \`_pages_v\` (\`version_page_date\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_image_idx\` ON \`_pages_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_by_idx\` ON \`_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_video_idx\` ON \`_pages_v\` (\`version_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_alerts\` (
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
  await db.run(sql`INSERT INTO \`__new_alerts\`("id", "severity", "category", "onset", "expires", "long_running", "link", "updated_at", "created_at", "_status") SELECT "id", "severity", "category", "onset", "expires", "long_running", "link", "updated_at", "created_at", "_status" FROM \`alerts\`;`)
  await db.run(sql`DROP TABLE \`alerts\`;`)
  await db.run(sql`ALTER TABLE \`__new_alerts\` RENAME TO \`alerts\`;`)
  await db.run(sql`CREATE INDEX \`alerts_onset_idx\` ON \`alerts\` (\`onset\`);`)
  await db.run(sql`CREATE INDEX \`alerts_expires_idx\` ON \`alerts\` (\`expires\`);`)
  await db.run(sql`CREATE INDEX \`alerts_updated_at_idx\` ON \`alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alerts_created_at_idx\` ON \`alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`alerts__status_idx\` ON \`alerts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__alerts_v\` (
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
  await db.run(sql`INSERT INTO \`__new__alerts_v\`("id", "parent_id", "version_severity", "version_category", "version_onset", "version_expires", "version_long_running", "version_link", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_severity", "version_category", "version_onset", "version_expires", "version_long_running", "version_link", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_alerts_v\`;`)
  await db.run(sql`DROP TABLE \`_alerts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__alerts_v\` RENAME TO \`_alerts_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`alerts_id\` integer,
  	\`media_id\` integer,
  	\`datasets_id\` integer,
  	\`places_id\` integer,
  	\`classifications_id\` integer,
  	\`ratings_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`datasets_id\`) REFERENCES \`datasets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`places_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`classifications_id\`) REFERENCES \`classifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ratings_id\`) REFERENCES \`ratings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "alerts_id", "media_id", "datasets_id", "places_id", "classifications_id", "ratings_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "alerts_id", "media_id", "datasets_id", "places_id", "classifications_id", "ratings_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_datasets_id_idx\` ON \`payload_locked_documents_rels\` (\`datasets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_places_id_idx\` ON \`payload_locked_documents_rels\` (\`places_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_classifications_id_idx\` ON \`payload_locked_documents_rels\` (\`classifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ratings_id_idx\` ON \`payload_locked_documents_rels\` (\`ratings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`publish_alerts\`;`)
}
