import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { EDITORS_BECOME_REVIEWERS, REVIEWERS_BECOME_EDITORS } from '../editors-become-reviewers'

/**
 * Review before publish: the reviewer role, "may publish alerts directly", the review fields of pages and alerts,
 * and the activity log. Every existing editor becomes a reviewer, so nobody loses the right to publish on upgrade
 * (docs/decisions/0039-review-before-publish.md). The role's type is rebuilt rather than extended: a value added with
 * ALTER TYPE … ADD VALUE cannot be used in the transaction that adds it. Down turns reviewers back into editors.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_review_state" AS ENUM('submitted', 'sentBack');
  CREATE TYPE "public"."enum__pages_v_version_review_state" AS ENUM('submitted', 'sentBack');
  CREATE TYPE "public"."enum_alerts_review_state" AS ENUM('submitted', 'sentBack');
  CREATE TYPE "public"."enum__alerts_v_version_review_state" AS ENUM('submitted', 'sentBack');
  CREATE TYPE "public"."enum_activity_action" AS ENUM('draft', 'submitted', 'sentBack', 'published', 'unpublished', 'saved', 'created', 'changed', 'deleted');
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('editor', 'reviewer', 'admin');
  ${sql.raw(EDITORS_BECOME_REVIEWERS)};
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  CREATE TABLE "activity" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_activity_action" NOT NULL,
  	"entity" varchar NOT NULL,
  	"doc_id" varchar,
  	"title" varchar,
  	"comment" varchar,
  	"version_id" varchar,
  	"user_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "review_state" "enum_pages_review_state";
  ALTER TABLE "pages" ADD COLUMN "submitted_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "submitted_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "pages" ADD COLUMN "review_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "review_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_state" "enum__pages_v_version_review_state";
  ALTER TABLE "_pages_v" ADD COLUMN "version_submitted_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_at" timestamp(3) with time zone;
  ALTER TABLE "alerts" ADD COLUMN "review_state" "enum_alerts_review_state";
  ALTER TABLE "alerts" ADD COLUMN "submitted_by_id" integer;
  ALTER TABLE "alerts" ADD COLUMN "submitted_at" timestamp(3) with time zone;
  ALTER TABLE "alerts" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "alerts" ADD COLUMN "review_by_id" integer;
  ALTER TABLE "alerts" ADD COLUMN "review_at" timestamp(3) with time zone;
  ALTER TABLE "_alerts_v" ADD COLUMN "version_review_state" "enum__alerts_v_version_review_state";
  ALTER TABLE "_alerts_v" ADD COLUMN "version_submitted_by_id" integer;
  ALTER TABLE "_alerts_v" ADD COLUMN "version_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_alerts_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_alerts_v" ADD COLUMN "version_review_by_id" integer;
  ALTER TABLE "_alerts_v" ADD COLUMN "version_review_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "publish_alerts" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activity_id" integer;
  ALTER TABLE "activity" ADD CONSTRAINT "activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "activity_action_idx" ON "activity" USING btree ("action");
  CREATE INDEX "activity_entity_idx" ON "activity" USING btree ("entity");
  CREATE INDEX "activity_doc_id_idx" ON "activity" USING btree ("doc_id");
  CREATE INDEX "activity_user_idx" ON "activity" USING btree ("user_id");
  CREATE INDEX "activity_updated_at_idx" ON "activity" USING btree ("updated_at");
  CREATE INDEX "activity_created_at_idx" ON "activity" USING btree ("created_at");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_review_by_id_users_id_fk" FOREIGN KEY ("review_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_submitted_by_id_users_id_fk" FOREIGN KEY ("version_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_review_by_id_users_id_fk" FOREIGN KEY ("version_review_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_review_by_id_users_id_fk" FOREIGN KEY ("review_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alerts_v" ADD CONSTRAINT "_alerts_v_version_submitted_by_id_users_id_fk" FOREIGN KEY ("version_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alerts_v" ADD CONSTRAINT "_alerts_v_version_review_by_id_users_id_fk" FOREIGN KEY ("version_review_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activity_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_review_state_idx" ON "pages" USING btree ("review_state");
  CREATE INDEX "pages_submitted_by_idx" ON "pages" USING btree ("submitted_by_id");
  CREATE INDEX "pages_review_by_idx" ON "pages" USING btree ("review_by_id");
  CREATE INDEX "_pages_v_version_version_review_state_idx" ON "_pages_v" USING btree ("version_review_state");
  CREATE INDEX "_pages_v_version_version_submitted_by_idx" ON "_pages_v" USING btree ("version_submitted_by_id");
  CREATE INDEX "_pages_v_version_version_review_by_idx" ON "_pages_v" USING btree ("version_review_by_id");
  CREATE INDEX "alerts_review_state_idx" ON "alerts" USING btree ("review_state");
  CREATE INDEX "alerts_submitted_by_idx" ON "alerts" USING btree ("submitted_by_id");
  CREATE INDEX "alerts_review_by_idx" ON "alerts" USING btree ("review_by_id");
  CREATE INDEX "_alerts_v_version_version_review_state_idx" ON "_alerts_v" USING btree ("version_review_state");
  CREATE INDEX "_alerts_v_version_version_submitted_by_idx" ON "_alerts_v" USING btree ("version_submitted_by_id");
  CREATE INDEX "_alerts_v_version_version_review_by_idx" ON "_alerts_v" USING btree ("version_review_by_id");
  CREATE INDEX "payload_locked_documents_rels_activity_id_idx" ON "payload_locked_documents_rels" USING btree ("activity_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activity" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "activity" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_submitted_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_review_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_review_by_id_users_id_fk";
  
  ALTER TABLE "alerts" DROP CONSTRAINT "alerts_submitted_by_id_users_id_fk";
  
  ALTER TABLE "alerts" DROP CONSTRAINT "alerts_review_by_id_users_id_fk";
  
  ALTER TABLE "_alerts_v" DROP CONSTRAINT "_alerts_v_version_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_alerts_v" DROP CONSTRAINT "_alerts_v_version_review_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_activity_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  ${sql.raw(REVIEWERS_BECOME_EDITORS)};
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('editor', 'admin');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "pages_review_state_idx";
  DROP INDEX "pages_submitted_by_idx";
  DROP INDEX "pages_review_by_idx";
  DROP INDEX "_pages_v_version_version_review_state_idx";
  DROP INDEX "_pages_v_version_version_submitted_by_idx";
  DROP INDEX "_pages_v_version_version_review_by_idx";
  DROP INDEX "alerts_review_state_idx";
  DROP INDEX "alerts_submitted_by_idx";
  DROP INDEX "alerts_review_by_idx";
  DROP INDEX "_alerts_v_version_version_review_state_idx";
  DROP INDEX "_alerts_v_version_version_submitted_by_idx";
  DROP INDEX "_alerts_v_version_version_review_by_idx";
  DROP INDEX "payload_locked_documents_rels_activity_id_idx";
  ALTER TABLE "pages" DROP COLUMN "review_state";
  ALTER TABLE "pages" DROP COLUMN "submitted_by_id";
  ALTER TABLE "pages" DROP COLUMN "submitted_at";
  ALTER TABLE "pages" DROP COLUMN "review_comment";
  ALTER TABLE "pages" DROP COLUMN "review_by_id";
  ALTER TABLE "pages" DROP COLUMN "review_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_pages_v" DROP COLUMN "version_submitted_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_submitted_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_at";
  ALTER TABLE "alerts" DROP COLUMN "review_state";
  ALTER TABLE "alerts" DROP COLUMN "submitted_by_id";
  ALTER TABLE "alerts" DROP COLUMN "submitted_at";
  ALTER TABLE "alerts" DROP COLUMN "review_comment";
  ALTER TABLE "alerts" DROP COLUMN "review_by_id";
  ALTER TABLE "alerts" DROP COLUMN "review_at";
  ALTER TABLE "_alerts_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_alerts_v" DROP COLUMN "version_submitted_by_id";
  ALTER TABLE "_alerts_v" DROP COLUMN "version_submitted_at";
  ALTER TABLE "_alerts_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_alerts_v" DROP COLUMN "version_review_by_id";
  ALTER TABLE "_alerts_v" DROP COLUMN "version_review_at";
  ALTER TABLE "users" DROP COLUMN "publish_alerts";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activity_id";
  DROP TYPE "public"."enum_pages_review_state";
  DROP TYPE "public"."enum__pages_v_version_review_state";
  DROP TYPE "public"."enum_alerts_review_state";
  DROP TYPE "public"."enum__alerts_v_version_review_state";
  DROP TYPE "public"."enum_activity_action";`)
}
