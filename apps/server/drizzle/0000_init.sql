CREATE TYPE "public"."account_type" AS ENUM('User', 'Company', 'Application');--> statement-breakpoint
CREATE TYPE "public"."cart_status" AS ENUM('SCHEDULED_ORDER_CREATED', 'CREATED', 'SCHEDULED_ORDER_ACCEPTED', 'ACCEPTED', 'CONFIRMED', 'READY_FOR_PICKUP', 'IN_TRANSIT', 'COMPLETED', 'FINISHED', 'DENIED', 'CANCELED', 'UNKNOWN', 'ERROR', 'FAILED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."fulfillment_type" AS ENUM('PICKUP', 'DELIVERY', 'DELIVERY_THIRD_PARTY', 'DELIVERY_TABLE', 'DINNING');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('PAYMENT_CREDIT_CARD', 'PAYMENT_CASH', 'PAYMENT_VOUCHER', 'PAYMENT_NONE');--> statement-breakpoint
CREATE TYPE "public"."platform_code" AS ENUM('PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO', 'PLATFORM_JUST_EAT', 'PLATFORM_GLOVO', 'PLATFORM_CLICK_N_COLLECT', 'PLATFORM_GET_RESTO');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" "account_type" NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"pin_hash" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"lang" text,
	"first_name" text,
	"last_name" text,
	"picture" text,
	"gender" text,
	"name" text,
	"webhook_url" text,
	"phone" text,
	"webhook_enabled" boolean DEFAULT false NOT NULL,
	"webhook_secret" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "accounts_email_lower_case" CHECK ("accounts"."email" = lower("accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "account_manager_companies" (
	"account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "account_manager_companies_account_id_company_id_pk" PRIMARY KEY("account_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "application_companies" (
	"account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "application_companies_account_id_company_id_pk" PRIMARY KEY("account_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"siret" text,
	"siren" text,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"auto_print_enabled" boolean DEFAULT false NOT NULL,
	"delaying_order" timestamp with time zone,
	"pages_access" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"picture" text,
	"adresse" jsonb,
	"contact" jsonb,
	"vat_number" text,
	"iban" text,
	"bic" text,
	"last_ping" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "company_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"service" text NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platforms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" "platform_code" NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platforms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "restaurant_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"period" text NOT NULL,
	"avg_rating" real DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"tier_1" integer DEFAULT 0 NOT NULL,
	"tier_2" integer DEFAULT 0 NOT NULL,
	"tier_3" integer DEFAULT 0 NOT NULL,
	"tier_4" integer DEFAULT 0 NOT NULL,
	"tier_5" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_ratings_period_unique" UNIQUE("restaurant_id","period")
);
--> statement-breakpoint
CREATE TABLE "restaurant_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"service" text NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"title" text NOT NULL,
	"label" text,
	"phone" text,
	"adresse" text,
	"city" text,
	"postal_code" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"timezone" text DEFAULT 'Europe/Paris' NOT NULL,
	"etat" text,
	"delivery_mode" text,
	"manual_dispute_handling" boolean DEFAULT false NOT NULL,
	"comission_invoicing" boolean DEFAULT false NOT NULL,
	"preparation_time" integer,
	"fulfillment_type" "fulfillment_type",
	"instruction" text,
	"is_integrated" boolean DEFAULT true NOT NULL,
	"order_webhook" text,
	"rd_optional" boolean DEFAULT false NOT NULL,
	"platform_data" jsonb,
	"platform_store_id" text NOT NULL,
	"kom_login_token" text,
	"kom_is_connected" boolean DEFAULT true NOT NULL,
	"kom_is_orderable" boolean DEFAULT true NOT NULL,
	"kom_is_auto_paused_until" timestamp with time zone,
	"kom_enabled" boolean DEFAULT true NOT NULL,
	"kom_is_busy_until" timestamp with time zone,
	"kom_is_visible" boolean DEFAULT true NOT NULL,
	"kom_status_reason" text,
	"kom_delivery_zone_name" text,
	"kom_delivery_zone_color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "restaurants_platform_store_unique" UNIQUE("platform_id","platform_store_id")
);
--> statement-breakpoint
CREATE TABLE "cart_customisations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_customisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_line_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"item_platform_id" text,
	"item_title" text,
	"customisation_platform_id" text,
	"customisation_external_id" text,
	"customisation_title" text,
	CONSTRAINT "cart_customisations_position_unique" UNIQUE("cart_line_id","position")
);
--> statement-breakpoint
CREATE TABLE "cart_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"account_id" integer,
	"acting_account_id" integer,
	"type" text NOT NULL,
	"from_status" "cart_status",
	"to_status" "cart_status",
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"file_path" text NOT NULL,
	"uploaded_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"category" text,
	"price" integer DEFAULT 0 NOT NULL,
	"special_instructions" text,
	"allergy_instructions" text,
	"item_platform_id" text,
	"item_title" text NOT NULL,
	"item_vat_purcent" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "cart_lines_position_unique" UNIQUE("cart_id","position")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"platform_id" text NOT NULL,
	"display_id" text NOT NULL,
	"status" "cart_status" DEFAULT 'CREATED' NOT NULL,
	"fulfillment_type" "fulfillment_type" NOT NULL,
	"payment_method" "payment_method" DEFAULT 'PAYMENT_CREDIT_CARD' NOT NULL,
	"livred_at" timestamp with time zone,
	"special_instructions" text,
	"delivery_instructions" text,
	"is_single_use_items_included" boolean DEFAULT false NOT NULL,
	"is_larger" boolean DEFAULT false NOT NULL,
	"has_image" boolean DEFAULT false NOT NULL,
	"runner_is_ready" boolean DEFAULT false NOT NULL,
	"is_payed" boolean DEFAULT true NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"promo" integer DEFAULT 0 NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"tips" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 1 NOT NULL,
	"fulfillment_comment" text,
	"vat_platform_purcent" double precision DEFAULT 0 NOT NULL,
	"platform_purcent" double precision DEFAULT 0 NOT NULL,
	"vat_platform_fee" integer DEFAULT 0 NOT NULL,
	"platform_fee" integer DEFAULT 0 NOT NULL,
	"payement" integer DEFAULT 0 NOT NULL,
	"voucher" integer DEFAULT 0 NOT NULL,
	"refund" integer DEFAULT 0 NOT NULL,
	"rush_job" jsonb,
	"couriers_number" integer DEFAULT 1 NOT NULL,
	"delivery_location" jsonb,
	"client" jsonb,
	"courser" jsonb,
	"preparation_time" integer,
	"scheduled_for" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"printed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "carts_platform_order_unique" UNIQUE("platform","platform_id")
);
--> statement-breakpoint
CREATE TABLE "printer_restaurants" (
	"printer_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"nb_print" integer DEFAULT 1 NOT NULL,
	"custom_title_print" text,
	"show_category" boolean DEFAULT false NOT NULL,
	"client_ticket" boolean DEFAULT false NOT NULL,
	CONSTRAINT "printer_restaurants_printer_id_restaurant_id_pk" PRIMARY KEY("printer_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "printers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"label" text NOT NULL,
	"mac" text NOT NULL,
	"brand" text,
	"client_type" text,
	"client_version" text,
	"last_ping" timestamp with time zone,
	"poll_interval" integer,
	"width" integer,
	"status" text,
	"resolution" integer,
	"cloud_print_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"battery_level" real,
	"is_charging" boolean,
	"is_virtual" boolean,
	"manufacturer" text,
	"model" text,
	"os" text,
	"os_version" text,
	"platform" text,
	"webview_version" text,
	"token" text,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_account_id" integer,
	"subject_account_id" integer,
	"action" text NOT NULL,
	"entity" text,
	"entity_id" text,
	"data" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_manager_companies" ADD CONSTRAINT "account_manager_companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_manager_companies" ADD CONSTRAINT "account_manager_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_companies" ADD CONSTRAINT "application_companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_companies" ADD CONSTRAINT "application_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_ratings" ADD CONSTRAINT "restaurant_ratings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_subscriptions" ADD CONSTRAINT "restaurant_subscriptions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_customisations" ADD CONSTRAINT "cart_customisations_cart_line_id_cart_lines_id_fk" FOREIGN KEY ("cart_line_id") REFERENCES "public"."cart_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_customisations" ADD CONSTRAINT "cart_customisations_parent_id_cart_customisations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cart_customisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_events" ADD CONSTRAINT "cart_events_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_events" ADD CONSTRAINT "cart_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_events" ADD CONSTRAINT "cart_events_acting_account_id_accounts_id_fk" FOREIGN KEY ("acting_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_images" ADD CONSTRAINT "cart_images_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_images" ADD CONSTRAINT "cart_images_uploaded_by_account_id_accounts_id_fk" FOREIGN KEY ("uploaded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_restaurants" ADD CONSTRAINT "printer_restaurants_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_restaurants" ADD CONSTRAINT "printer_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_account_id_accounts_id_fk" FOREIGN KEY ("subject_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_manager_companies_company_idx" ON "account_manager_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "application_companies_company_idx" ON "application_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_subscriptions_company_idx" ON "company_subscriptions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "restaurant_subscriptions_restaurant_idx" ON "restaurant_subscriptions" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurants_company_idx" ON "restaurants" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "cart_customisations_parent_idx" ON "cart_customisations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "cart_events_cart_idx" ON "cart_events" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_images_cart_idx" ON "cart_images" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_company_created_idx" ON "carts" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "carts_restaurant_created_idx" ON "carts" USING btree ("restaurant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "carts_status_idx" ON "carts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "printer_restaurants_restaurant_idx" ON "printer_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "printers_company_idx" ON "printers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "devices_account_idx" ON "devices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_account_id","created_at");