CREATE TABLE "login_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"chain_id" integer NOT NULL,
	"domain" text NOT NULL,
	"message" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abouts" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "blog_categories_category_unique" UNIQUE("category")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"excerpt" text NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"image" text NOT NULL,
	"author" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artist_judges" (
	"account" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artist_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"tweet_id" text NOT NULL,
	"account" text NOT NULL,
	"piece_id" text NOT NULL,
	"category" text NOT NULL,
	"submission_process_id" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fan_art" (
	"id" text PRIMARY KEY NOT NULL,
	"tweet_id" text NOT NULL,
	"author_id" text NOT NULL,
	"account" text,
	"media" jsonb NOT NULL,
	"users" jsonb NOT NULL,
	"submission_process_id" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_gallery" (
	"id" text PRIMARY KEY NOT NULL,
	"thumbnail" text NOT NULL,
	"url" text NOT NULL,
	"mime" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"submission_process_id" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tweets" (
	"tweet_id" text PRIMARY KEY NOT NULL,
	"post" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"token_address" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"banner_image" text NOT NULL,
	"contract_deployer" text NOT NULL,
	"chain_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"total_supply" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"presale_url" text NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "great_deals" (
	"id" text PRIMARY KEY NOT NULL,
	"token_address" text NOT NULL,
	"token_id" text NOT NULL,
	"price" double precision NOT NULL,
	"symbol" text NOT NULL,
	"average_price" double precision NOT NULL,
	"discount_percent" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_traits" (
	"token_address" text NOT NULL,
	"token_id" text NOT NULL,
	"trait_type" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "item_traits_token_address_trait_type_value_token_id_pk" PRIMARY KEY("token_address","trait_type","value","token_id")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"token_address" text NOT NULL,
	"token_id" text NOT NULL,
	"token_number" double precision NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"media_uri" text NOT NULL,
	"media_mime" text NOT NULL,
	"traits" jsonb NOT NULL,
	"owner" text NOT NULL,
	"rarity_rank" integer NOT NULL,
	"reindexed_at" timestamp with time zone,
	CONSTRAINT "items_token_address_token_id_pk" PRIMARY KEY("token_address","token_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"token_address" text NOT NULL,
	"token_id" text NOT NULL,
	"price" double precision NOT NULL,
	"symbol" text NOT NULL,
	"seller" text NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listings_token_address_token_id_pk" PRIMARY KEY("token_address","token_id")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_address" text NOT NULL,
	"token_id" text NOT NULL,
	"price" double precision NOT NULL,
	"symbol" text NOT NULL,
	"seller" text NOT NULL,
	"buyer" text NOT NULL,
	"tx_hash" text NOT NULL,
	"sold_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_address" text NOT NULL,
	"token_id" text NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"tx_hash" text NOT NULL,
	"block_number" integer NOT NULL,
	"transferred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"banner_image" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"account" text PRIMARY KEY NOT NULL,
	"username" text,
	"biography" text,
	"image" text,
	"banner_image" text,
	"url" text,
	"location" text,
	"guardian_id" text,
	"coin_balance" double precision DEFAULT 0 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"beta_access" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"account" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"email" text,
	"username" text NOT NULL,
	"credentials" jsonb,
	CONSTRAINT "social_accounts_account_provider_pk" PRIMARY KEY("account","provider")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"mime" text NOT NULL,
	"bytes_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard" (
	"account" text PRIMARY KEY NOT NULL,
	"display_id" text NOT NULL,
	"total_points" double precision NOT NULL,
	"total_claims_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_invitations" (
	"account" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"invited_by" text,
	"invited_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quest_invitations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "quest_progress" (
	"account" text NOT NULL,
	"quest_id" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_progress_account_quest_id_pk" PRIMARY KEY("account","quest_id")
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"points" double precision NOT NULL,
	"kind" text NOT NULL,
	"action_url" text,
	"position" integer NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"account" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_target_kind_target_id_type_account_pk" PRIMARY KEY("target_kind","target_id","type","account")
);
--> statement-breakpoint
CREATE TABLE "art_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"piece_id" text NOT NULL,
	"account" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "art_contest" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "art_pieces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"token_id" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certified_nfts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_shields" (
	"account" text NOT NULL,
	"shield_id" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_shields_account_shield_id_pk" PRIMARY KEY("account","shield_id")
);
--> statement-breakpoint
CREATE TABLE "shields" (
	"id" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supported_tokens" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_address" text NOT NULL,
	"decimals" integer NOT NULL,
	"price_usd" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swap_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"token_address" text NOT NULL,
	"amount" text NOT NULL,
	"nonce" text NOT NULL,
	"deadline" integer NOT NULL,
	"verified_at" timestamp with time zone,
	"tx_hash" text
);
--> statement-breakpoint
CREATE TABLE "swap_leaderboard" (
	"account" text PRIMARY KEY NOT NULL,
	"username" text,
	"total_claimed_usd" double precision NOT NULL,
	"claims_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"thumbnail" text NOT NULL,
	"file_uri" text NOT NULL,
	"file_mime" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" text NOT NULL,
	"account" text NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_nonces_account" ON "login_nonces" USING btree ("account","deadline");--> statement-breakpoint
CREATE INDEX "sessions_account" ON "sessions" USING btree ("account");--> statement-breakpoint
CREATE INDEX "blog_posts_published" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "fan_art_created" ON "fan_art" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "items_order" ON "items" USING btree ("token_address","token_number");--> statement-breakpoint
CREATE INDEX "items_owner" ON "items" USING btree ("owner","token_address");--> statement-breakpoint
CREATE INDEX "sales_collection_time" ON "sales" USING btree ("token_address","sold_at");--> statement-breakpoint
CREATE INDEX "transfers_token" ON "transfers" USING btree ("token_address","token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_lower" ON "members" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_id" ON "social_accounts" USING btree ("provider","provider_account_id");--> statement-breakpoint
CREATE INDEX "social_accounts_username" ON "social_accounts" USING btree ("provider",lower("username"));--> statement-breakpoint
CREATE INDEX "leaderboard_points" ON "leaderboard" USING btree ("total_points" DESC NULLS LAST,"account");--> statement-breakpoint
CREATE INDEX "reactions_account" ON "reactions" USING btree ("account","target_kind","type");--> statement-breakpoint
CREATE UNIQUE INDEX "art_claims_one_per_member" ON "art_claims" USING btree ("account") WHERE "art_claims"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "art_claims_one_per_piece" ON "art_claims" USING btree ("piece_id") WHERE "art_claims"."released_at" is null;--> statement-breakpoint
CREATE INDEX "art_claims_piece" ON "art_claims" USING btree ("piece_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swap_claims_tx" ON "swap_claims" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "vault_downloads_asset" ON "vault_downloads" USING btree ("asset_id");