import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_pages_sections_style" AS ENUM('HomeSlider', 'GovernorWord', 'HomeAbout', 'HomeWelcome', 'HomeDiscover', 'HomeEconomy', 'HomeSeasons', 'HomeGallery', 'HomeAdventures', 'SalalahRegion', 'TaqahRegion', 'MirbatRegion', 'RakhyutRegion', 'ThumraitRegion', 'DalkutRegion', 'AlMazyunahRegion', 'MashunRegion', 'ShalimHallaniyatRegion', 'SadahRegion', 'OpenDataTable', 'VisaImage', 'MainImageAboutDhofar', 'aboutstatsDhofar', 'DiscoverSlider', 'DiscoverCards', 'MountainsAndDeserts', 'NewsImages', 'PageImages', 'Statecards', 'MainImageEventsDetailsDhofar', 'information', 'Suitablefor', 'EventDate', 'ActivitiesEventDhofar', 'PhotoGallaryEventsDetailsDhofar', 'SeasonDiscover', 'QuestionItems', 'sloganBanner', 'sloganStory', 'missionVision', 'identityValues', 'personality', 'identitySections', 'identityStory', 'ItemsValue', 'Topmanagment', 'OrganizeTeam', 'LeftSubItems', 'LeftItems', 'RightItems', 'FirstRightSubItems', 'SecRightSubItems', 'Title');
  CREATE TYPE "public"."enum_pages_event_categories" AS ENUM('TOURIST', 'ECONOMY', 'HERITAGE', 'ADVENTURES', 'SPORT');
  CREATE TYPE "public"."enum_pages_event_suitable_for_icon" AS ENUM('families', 'children', 'adults', 'seniors', 'wheelchair', 'photographers', 'hikers', 'students');
  CREATE TYPE "public"."enum_pages_event_season" AS ENUM('AUTUMN', 'SERB', 'WINTER');
  CREATE TYPE "public"."enum_pages_season_tag" AS ENUM('AUTUMN', 'SERB', 'WINTER');
  CREATE TYPE "public"."enum_pages_category" AS ENUM('general', 'home', 'news', 'events', 'states', 'seasons', 'economy', 'openData');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_sections_style" AS ENUM('HomeSlider', 'GovernorWord', 'HomeAbout', 'HomeWelcome', 'HomeDiscover', 'HomeEconomy', 'HomeSeasons', 'HomeGallery', 'HomeAdventures', 'SalalahRegion', 'TaqahRegion', 'MirbatRegion', 'RakhyutRegion', 'ThumraitRegion', 'DalkutRegion', 'AlMazyunahRegion', 'MashunRegion', 'ShalimHallaniyatRegion', 'SadahRegion', 'OpenDataTable', 'VisaImage', 'MainImageAboutDhofar', 'aboutstatsDhofar', 'DiscoverSlider', 'DiscoverCards', 'MountainsAndDeserts', 'NewsImages', 'PageImages', 'Statecards', 'MainImageEventsDetailsDhofar', 'information', 'Suitablefor', 'EventDate', 'ActivitiesEventDhofar', 'PhotoGallaryEventsDetailsDhofar', 'SeasonDiscover', 'QuestionItems', 'sloganBanner', 'sloganStory', 'missionVision', 'identityValues', 'personality', 'identitySections', 'identityStory', 'ItemsValue', 'Topmanagment', 'OrganizeTeam', 'LeftSubItems', 'LeftItems', 'RightItems', 'FirstRightSubItems', 'SecRightSubItems', 'Title');
  CREATE TYPE "public"."enum__pages_v_version_event_categories" AS ENUM('TOURIST', 'ECONOMY', 'HERITAGE', 'ADVENTURES', 'SPORT');
  CREATE TYPE "public"."enum__pages_v_version_event_suitable_for_icon" AS ENUM('families', 'children', 'adults', 'seniors', 'wheelchair', 'photographers', 'hikers', 'students');
  CREATE TYPE "public"."enum__pages_v_version_event_season" AS ENUM('AUTUMN', 'SERB', 'WINTER');
  CREATE TYPE "public"."enum__pages_v_version_season_tag" AS ENUM('AUTUMN', 'SERB', 'WINTER');
  CREATE TYPE "public"."enum__pages_v_version_category" AS ENUM('general', 'home', 'news', 'events', 'states', 'seasons', 'economy', 'openData');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_ratings_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_users_role" AS ENUM('editor', 'admin');
  CREATE TYPE "public"."enum_settings_social_network" AS ENUM('x', 'youtube', 'instagram', 'linkedin', 'tiktok', 'snapchat');
  CREATE TYPE "public"."enum_settings_sponsors_tier" AS ENUM('main', 'gold', 'silver', 'bronze');
  CREATE TABLE "pages_sections_slider_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"category" varchar
  );
  
  CREATE TABLE "pages_sections_slider_items_locales" (
  	"title" varchar,
  	"sub_title" varchar,
  	"description" varchar,
  	"text" jsonb,
  	"alt" varchar,
  	"btn_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_sections_card_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"category" varchar
  );
  
  CREATE TABLE "pages_sections_card_items_locales" (
  	"title" varchar,
  	"sub_title" varchar,
  	"description" varchar,
  	"text" jsonb,
  	"alt" varchar,
  	"btn_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_pages_sections_style",
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "pages_event_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_event_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_event_suitable_for" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_event_suitable_for_icon"
  );
  
  CREATE TABLE "pages_event_suitable_for_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_season_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_season_tags_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_season_activities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_season_activities_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_season_weather_places" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric
  );
  
  CREATE TABLE "pages_season_weather_places_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_season" "enum_pages_event_season",
  	"event_map_url" varchar,
  	"event_lat" numeric,
  	"event_lng" numeric,
  	"season_tag" "enum_pages_season_tag",
  	"unique_url" varchar,
  	"category" "enum_pages_category" DEFAULT 'general',
  	"classification_id" integer,
  	"page_date" timestamp(3) with time zone,
  	"show_date" boolean DEFAULT true,
  	"order_num" numeric DEFAULT 0,
  	"image_id" integer,
  	"video_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"content" jsonb,
  	"event_location" varchar,
  	"event_age" varchar,
  	"event_time" varchar,
  	"event_date_note" varchar,
  	"seo_title" varchar,
  	"seo_desc" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_sections_slider_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"category" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_sections_slider_items_locales" (
  	"title" varchar,
  	"sub_title" varchar,
  	"description" varchar,
  	"text" jsonb,
  	"alt" varchar,
  	"btn_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_sections_card_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"category" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_sections_card_items_locales" (
  	"title" varchar,
  	"sub_title" varchar,
  	"description" varchar,
  	"text" jsonb,
  	"alt" varchar,
  	"btn_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__pages_v_version_sections_style",
  	"is_active" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_event_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_event_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_event_suitable_for" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_version_event_suitable_for_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_event_suitable_for_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_season_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_season_tags_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_season_activities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_season_activities_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_season_weather_places" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lng" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_season_weather_places_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_event_season" "enum__pages_v_version_event_season",
  	"version_event_map_url" varchar,
  	"version_event_lat" numeric,
  	"version_event_lng" numeric,
  	"version_season_tag" "enum__pages_v_version_season_tag",
  	"version_unique_url" varchar,
  	"version_category" "enum__pages_v_version_category" DEFAULT 'general',
  	"version_classification_id" integer,
  	"version_page_date" timestamp(3) with time zone,
  	"version_show_date" boolean DEFAULT true,
  	"version_order_num" numeric DEFAULT 0,
  	"version_image_id" integer,
  	"version_video_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_content" jsonb,
  	"version_event_location" varchar,
  	"version_event_age" varchar,
  	"version_event_time" varchar,
  	"version_event_date_note" varchar,
  	"version_seo_title" varchar,
  	"version_seo_desc" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "datasets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"license" varchar DEFAULT 'CC BY 4.0',
  	"modified" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "datasets_locales" (
  	"title" varchar NOT NULL,
  	"sub_title" varchar,
  	"description" varchar,
  	"category" varchar,
  	"publisher" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "classifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "classifications_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "ratings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_name" varchar NOT NULL,
  	"result" numeric NOT NULL,
  	"max" numeric DEFAULT 5 NOT NULL,
  	"comment" varchar,
  	"flagged" boolean DEFAULT false,
  	"locale" "enum_ratings_locale",
  	"session_id" varchar NOT NULL,
  	"visitor_ip_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"media_id" integer,
  	"datasets_id" integer,
  	"classifications_id" integer,
  	"ratings_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_items_sub_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "header_items_sub_items_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "header_items_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_items_sub_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "footer_items_sub_items_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"is_active" boolean DEFAULT true
  );
  
  CREATE TABLE "footer_items_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "settings_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_settings_social_network" NOT NULL,
  	"url" varchar NOT NULL,
  	"handle" varchar
  );
  
  CREATE TABLE "settings_sponsors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tier" "enum_settings_sponsors_tier" NOT NULL,
  	"logo_id" integer NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "settings_sponsors_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"map_tile_url" varchar,
  	"map_tile_attribution" varchar,
  	"category_ids_general" numeric DEFAULT 1 NOT NULL,
  	"category_ids_home" numeric DEFAULT 2 NOT NULL,
  	"category_ids_news" numeric DEFAULT 15 NOT NULL,
  	"category_ids_events" numeric DEFAULT 20 NOT NULL,
  	"category_ids_states" numeric DEFAULT 28 NOT NULL,
  	"category_ids_seasons" numeric DEFAULT 82 NOT NULL,
  	"category_ids_economy" numeric DEFAULT 40 NOT NULL,
  	"category_ids_open_data" numeric DEFAULT 50 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "settings_locales" (
  	"site_name" varchar NOT NULL,
  	"tagline" varchar,
  	"copyright" varchar,
  	"contact_address" varchar,
  	"event_temperature_text" varchar DEFAULT '23°',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_sections_slider_items" ADD CONSTRAINT "pages_sections_slider_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_sections_slider_items" ADD CONSTRAINT "pages_sections_slider_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_sections_slider_items_locales" ADD CONSTRAINT "pages_sections_slider_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_sections_slider_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_sections_card_items" ADD CONSTRAINT "pages_sections_card_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_sections_card_items" ADD CONSTRAINT "pages_sections_card_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_sections_card_items_locales" ADD CONSTRAINT "pages_sections_card_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_sections_card_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_sections" ADD CONSTRAINT "pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_event_categories" ADD CONSTRAINT "pages_event_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_event_suitable_for" ADD CONSTRAINT "pages_event_suitable_for_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_event_suitable_for_locales" ADD CONSTRAINT "pages_event_suitable_for_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_event_suitable_for"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_season_tags" ADD CONSTRAINT "pages_season_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_season_tags_locales" ADD CONSTRAINT "pages_season_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_season_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_season_activities" ADD CONSTRAINT "pages_season_activities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_season_activities_locales" ADD CONSTRAINT "pages_season_activities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_season_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_season_weather_places" ADD CONSTRAINT "pages_season_weather_places_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_season_weather_places_locales" ADD CONSTRAINT "pages_season_weather_places_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_season_weather_places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections_slider_items" ADD CONSTRAINT "_pages_v_version_sections_slider_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections_slider_items" ADD CONSTRAINT "_pages_v_version_sections_slider_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections_slider_items_locales" ADD CONSTRAINT "_pages_v_version_sections_slider_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_sections_slider_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections_card_items" ADD CONSTRAINT "_pages_v_version_sections_card_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections_card_items" ADD CONSTRAINT "_pages_v_version_sections_card_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections_card_items_locales" ADD CONSTRAINT "_pages_v_version_sections_card_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_sections_card_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections" ADD CONSTRAINT "_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_event_categories" ADD CONSTRAINT "_pages_v_version_event_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_event_suitable_for" ADD CONSTRAINT "_pages_v_version_event_suitable_for_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_event_suitable_for_locales" ADD CONSTRAINT "_pages_v_version_event_suitable_for_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_event_suitable_for"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_season_tags" ADD CONSTRAINT "_pages_v_version_season_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_season_tags_locales" ADD CONSTRAINT "_pages_v_version_season_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_season_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_season_activities" ADD CONSTRAINT "_pages_v_version_season_activities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_season_activities_locales" ADD CONSTRAINT "_pages_v_version_season_activities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_season_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_season_weather_places" ADD CONSTRAINT "_pages_v_version_season_weather_places_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_season_weather_places_locales" ADD CONSTRAINT "_pages_v_version_season_weather_places_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_season_weather_places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_classification_id_classifications_id_fk" FOREIGN KEY ("version_classification_id") REFERENCES "public"."classifications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_video_id_media_id_fk" FOREIGN KEY ("version_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "datasets_locales" ADD CONSTRAINT "datasets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classifications_locales" ADD CONSTRAINT "classifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_datasets_fk" FOREIGN KEY ("datasets_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_classifications_fk" FOREIGN KEY ("classifications_id") REFERENCES "public"."classifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ratings_fk" FOREIGN KEY ("ratings_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_items_sub_items" ADD CONSTRAINT "header_items_sub_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_items_sub_items_locales" ADD CONSTRAINT "header_items_sub_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_items_sub_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_items" ADD CONSTRAINT "header_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_items_locales" ADD CONSTRAINT "header_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_items_sub_items" ADD CONSTRAINT "footer_items_sub_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_items_sub_items_locales" ADD CONSTRAINT "footer_items_sub_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_items_sub_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_items" ADD CONSTRAINT "footer_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_items_locales" ADD CONSTRAINT "footer_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_social" ADD CONSTRAINT "settings_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_sponsors" ADD CONSTRAINT "settings_sponsors_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings_sponsors" ADD CONSTRAINT "settings_sponsors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_sponsors_locales" ADD CONSTRAINT "settings_sponsors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings_sponsors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_locales" ADD CONSTRAINT "settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_sections_slider_items_order_idx" ON "pages_sections_slider_items" USING btree ("_order");
  CREATE INDEX "pages_sections_slider_items_parent_id_idx" ON "pages_sections_slider_items" USING btree ("_parent_id");
  CREATE INDEX "pages_sections_slider_items_image_idx" ON "pages_sections_slider_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_sections_slider_items_locales_locale_parent_id_unique" ON "pages_sections_slider_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_sections_card_items_order_idx" ON "pages_sections_card_items" USING btree ("_order");
  CREATE INDEX "pages_sections_card_items_parent_id_idx" ON "pages_sections_card_items" USING btree ("_parent_id");
  CREATE INDEX "pages_sections_card_items_image_idx" ON "pages_sections_card_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_sections_card_items_locales_locale_parent_id_unique" ON "pages_sections_card_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_sections_order_idx" ON "pages_sections" USING btree ("_order");
  CREATE INDEX "pages_sections_parent_id_idx" ON "pages_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_event_categories_order_idx" ON "pages_event_categories" USING btree ("order");
  CREATE INDEX "pages_event_categories_parent_idx" ON "pages_event_categories" USING btree ("parent_id");
  CREATE INDEX "pages_event_suitable_for_order_idx" ON "pages_event_suitable_for" USING btree ("_order");
  CREATE INDEX "pages_event_suitable_for_parent_id_idx" ON "pages_event_suitable_for" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_event_suitable_for_locales_locale_parent_id_unique" ON "pages_event_suitable_for_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_season_tags_order_idx" ON "pages_season_tags" USING btree ("_order");
  CREATE INDEX "pages_season_tags_parent_id_idx" ON "pages_season_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_season_tags_locales_locale_parent_id_unique" ON "pages_season_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_season_activities_order_idx" ON "pages_season_activities" USING btree ("_order");
  CREATE INDEX "pages_season_activities_parent_id_idx" ON "pages_season_activities" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_season_activities_locales_locale_parent_id_unique" ON "pages_season_activities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_season_weather_places_order_idx" ON "pages_season_weather_places" USING btree ("_order");
  CREATE INDEX "pages_season_weather_places_parent_id_idx" ON "pages_season_weather_places" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_season_weather_places_locales_locale_parent_id_unique" ON "pages_season_weather_places_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_unique_url_idx" ON "pages" USING btree ("unique_url");
  CREATE INDEX "pages_category_idx" ON "pages" USING btree ("category");
  CREATE INDEX "pages_classification_idx" ON "pages" USING btree ("classification_id");
  CREATE INDEX "pages_page_date_idx" ON "pages" USING btree ("page_date");
  CREATE INDEX "pages_image_idx" ON "pages" USING btree ("image_id");
  CREATE INDEX "pages_video_idx" ON "pages" USING btree ("video_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_sections_slider_items_order_idx" ON "_pages_v_version_sections_slider_items" USING btree ("_order");
  CREATE INDEX "_pages_v_version_sections_slider_items_parent_id_idx" ON "_pages_v_version_sections_slider_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_sections_slider_items_image_idx" ON "_pages_v_version_sections_slider_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_version_sections_slider_items_locales_locale_parent" ON "_pages_v_version_sections_slider_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_sections_card_items_order_idx" ON "_pages_v_version_sections_card_items" USING btree ("_order");
  CREATE INDEX "_pages_v_version_sections_card_items_parent_id_idx" ON "_pages_v_version_sections_card_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_sections_card_items_image_idx" ON "_pages_v_version_sections_card_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_version_sections_card_items_locales_locale_parent_i" ON "_pages_v_version_sections_card_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_sections_order_idx" ON "_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_version_sections_parent_id_idx" ON "_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_event_categories_order_idx" ON "_pages_v_version_event_categories" USING btree ("order");
  CREATE INDEX "_pages_v_version_event_categories_parent_idx" ON "_pages_v_version_event_categories" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_event_suitable_for_order_idx" ON "_pages_v_version_event_suitable_for" USING btree ("_order");
  CREATE INDEX "_pages_v_version_event_suitable_for_parent_id_idx" ON "_pages_v_version_event_suitable_for" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_event_suitable_for_locales_locale_parent_id" ON "_pages_v_version_event_suitable_for_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_season_tags_order_idx" ON "_pages_v_version_season_tags" USING btree ("_order");
  CREATE INDEX "_pages_v_version_season_tags_parent_id_idx" ON "_pages_v_version_season_tags" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_season_tags_locales_locale_parent_id_unique" ON "_pages_v_version_season_tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_season_activities_order_idx" ON "_pages_v_version_season_activities" USING btree ("_order");
  CREATE INDEX "_pages_v_version_season_activities_parent_id_idx" ON "_pages_v_version_season_activities" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_season_activities_locales_locale_parent_id_" ON "_pages_v_version_season_activities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_season_weather_places_order_idx" ON "_pages_v_version_season_weather_places" USING btree ("_order");
  CREATE INDEX "_pages_v_version_season_weather_places_parent_id_idx" ON "_pages_v_version_season_weather_places" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_season_weather_places_locales_locale_parent" ON "_pages_v_version_season_weather_places_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_unique_url_idx" ON "_pages_v" USING btree ("version_unique_url");
  CREATE INDEX "_pages_v_version_version_category_idx" ON "_pages_v" USING btree ("version_category");
  CREATE INDEX "_pages_v_version_version_classification_idx" ON "_pages_v" USING btree ("version_classification_id");
  CREATE INDEX "_pages_v_version_version_page_date_idx" ON "_pages_v" USING btree ("version_page_date");
  CREATE INDEX "_pages_v_version_version_image_idx" ON "_pages_v" USING btree ("version_image_id");
  CREATE INDEX "_pages_v_version_version_video_idx" ON "_pages_v" USING btree ("version_video_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "datasets_key_idx" ON "datasets" USING btree ("key");
  CREATE INDEX "datasets_updated_at_idx" ON "datasets" USING btree ("updated_at");
  CREATE INDEX "datasets_created_at_idx" ON "datasets" USING btree ("created_at");
  CREATE UNIQUE INDEX "datasets_filename_idx" ON "datasets" USING btree ("filename");
  CREATE UNIQUE INDEX "datasets_locales_locale_parent_id_unique" ON "datasets_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "classifications_key_idx" ON "classifications" USING btree ("key");
  CREATE INDEX "classifications_updated_at_idx" ON "classifications" USING btree ("updated_at");
  CREATE INDEX "classifications_created_at_idx" ON "classifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "classifications_locales_locale_parent_id_unique" ON "classifications_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ratings_page_name_idx" ON "ratings" USING btree ("page_name");
  CREATE INDEX "ratings_visitor_ip_hash_idx" ON "ratings" USING btree ("visitor_ip_hash");
  CREATE INDEX "ratings_updated_at_idx" ON "ratings" USING btree ("updated_at");
  CREATE INDEX "ratings_created_at_idx" ON "ratings" USING btree ("created_at");
  CREATE UNIQUE INDEX "sessionId_pageName_idx" ON "ratings" USING btree ("session_id","page_name");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_datasets_id_idx" ON "payload_locked_documents_rels" USING btree ("datasets_id");
  CREATE INDEX "payload_locked_documents_rels_classifications_id_idx" ON "payload_locked_documents_rels" USING btree ("classifications_id");
  CREATE INDEX "payload_locked_documents_rels_ratings_id_idx" ON "payload_locked_documents_rels" USING btree ("ratings_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_items_sub_items_order_idx" ON "header_items_sub_items" USING btree ("_order");
  CREATE INDEX "header_items_sub_items_parent_id_idx" ON "header_items_sub_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_items_sub_items_locales_locale_parent_id_unique" ON "header_items_sub_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_items_order_idx" ON "header_items" USING btree ("_order");
  CREATE INDEX "header_items_parent_id_idx" ON "header_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_items_locales_locale_parent_id_unique" ON "header_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_items_sub_items_order_idx" ON "footer_items_sub_items" USING btree ("_order");
  CREATE INDEX "footer_items_sub_items_parent_id_idx" ON "footer_items_sub_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_items_sub_items_locales_locale_parent_id_unique" ON "footer_items_sub_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_items_order_idx" ON "footer_items" USING btree ("_order");
  CREATE INDEX "footer_items_parent_id_idx" ON "footer_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_items_locales_locale_parent_id_unique" ON "footer_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings_social_order_idx" ON "settings_social" USING btree ("_order");
  CREATE INDEX "settings_social_parent_id_idx" ON "settings_social" USING btree ("_parent_id");
  CREATE INDEX "settings_sponsors_order_idx" ON "settings_sponsors" USING btree ("_order");
  CREATE INDEX "settings_sponsors_parent_id_idx" ON "settings_sponsors" USING btree ("_parent_id");
  CREATE INDEX "settings_sponsors_logo_idx" ON "settings_sponsors" USING btree ("logo_id");
  CREATE UNIQUE INDEX "settings_sponsors_locales_locale_parent_id_unique" ON "settings_sponsors_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "settings_locales_locale_parent_id_unique" ON "settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_sections_slider_items" CASCADE;
  DROP TABLE "pages_sections_slider_items_locales" CASCADE;
  DROP TABLE "pages_sections_card_items" CASCADE;
  DROP TABLE "pages_sections_card_items_locales" CASCADE;
  DROP TABLE "pages_sections" CASCADE;
  DROP TABLE "pages_event_categories" CASCADE;
  DROP TABLE "pages_event_suitable_for" CASCADE;
  DROP TABLE "pages_event_suitable_for_locales" CASCADE;
  DROP TABLE "pages_season_tags" CASCADE;
  DROP TABLE "pages_season_tags_locales" CASCADE;
  DROP TABLE "pages_season_activities" CASCADE;
  DROP TABLE "pages_season_activities_locales" CASCADE;
  DROP TABLE "pages_season_weather_places" CASCADE;
  DROP TABLE "pages_season_weather_places_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_version_sections_slider_items" CASCADE;
  DROP TABLE "_pages_v_version_sections_slider_items_locales" CASCADE;
  DROP TABLE "_pages_v_version_sections_card_items" CASCADE;
  DROP TABLE "_pages_v_version_sections_card_items_locales" CASCADE;
  DROP TABLE "_pages_v_version_sections" CASCADE;
  DROP TABLE "_pages_v_version_event_categories" CASCADE;
  DROP TABLE "_pages_v_version_event_suitable_for" CASCADE;
  DROP TABLE "_pages_v_version_event_suitable_for_locales" CASCADE;
  DROP TABLE "_pages_v_version_season_tags" CASCADE;
  DROP TABLE "_pages_v_version_season_tags_locales" CASCADE;
  DROP TABLE "_pages_v_version_season_activities" CASCADE;
  DROP TABLE "_pages_v_version_season_activities_locales" CASCADE;
  DROP TABLE "_pages_v_version_season_weather_places" CASCADE;
  DROP TABLE "_pages_v_version_season_weather_places_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "datasets" CASCADE;
  DROP TABLE "datasets_locales" CASCADE;
  DROP TABLE "classifications" CASCADE;
  DROP TABLE "classifications_locales" CASCADE;
  DROP TABLE "ratings" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_items_sub_items" CASCADE;
  DROP TABLE "header_items_sub_items_locales" CASCADE;
  DROP TABLE "header_items" CASCADE;
  DROP TABLE "header_items_locales" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "footer_items_sub_items" CASCADE;
  DROP TABLE "footer_items_sub_items_locales" CASCADE;
  DROP TABLE "footer_items" CASCADE;
  DROP TABLE "footer_items_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "settings_social" CASCADE;
  DROP TABLE "settings_sponsors" CASCADE;
  DROP TABLE "settings_sponsors_locales" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_sections_style";
  DROP TYPE "public"."enum_pages_event_categories";
  DROP TYPE "public"."enum_pages_event_suitable_for_icon";
  DROP TYPE "public"."enum_pages_event_season";
  DROP TYPE "public"."enum_pages_season_tag";
  DROP TYPE "public"."enum_pages_category";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_sections_style";
  DROP TYPE "public"."enum__pages_v_version_event_categories";
  DROP TYPE "public"."enum__pages_v_version_event_suitable_for_icon";
  DROP TYPE "public"."enum__pages_v_version_event_season";
  DROP TYPE "public"."enum__pages_v_version_season_tag";
  DROP TYPE "public"."enum__pages_v_version_category";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_ratings_locale";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_settings_social_network";
  DROP TYPE "public"."enum_settings_sponsors_tier";`)
}
