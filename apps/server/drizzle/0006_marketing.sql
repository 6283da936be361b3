CREATE TYPE "public"."campaign_budget_unit" AS ENUM('DAILY', 'WEEKLY', 'TOTAL');--> statement-breakpoint
CREATE TYPE "public"."marketing_status" AS ENUM('SCHEDULED', 'ACTIVE', 'PAUSED', 'ENDED');--> statement-breakpoint
CREATE TYPE "public"."promotion_type" AS ENUM('BASKET_DISCOUNT', 'ITEM_DISCOUNT', 'BUY_ONE_GET_ONE', 'FREE_DELIVERY', 'FREE_ITEM');--> statement-breakpoint
CREATE TABLE "campaign_daily_stats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_daily_stats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"day" date NOT NULL,
	"ad_spend" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"total_orders" integer DEFAULT 0 NOT NULL,
	"orders_after_click" integer DEFAULT 0 NOT NULL,
	"sale" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_daily_stats_day_unique" UNIQUE("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"platform_campaign_id" text NOT NULL,
	"status" "marketing_status" NOT NULL,
	"is_auto_bid" boolean NOT NULL,
	"manual_bid_amount" integer,
	"budget" integer NOT NULL,
	"budget_unit" "campaign_budget_unit" NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "campaigns_platform_id_unique" UNIQUE("platform","platform_campaign_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"platform_promotion_id" text NOT NULL,
	"status" "marketing_status" NOT NULL,
	"type" "promotion_type" NOT NULL,
	"option" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"budget" integer,
	"budget_spent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "promotions_platform_id_unique" UNIQUE("platform","platform_promotion_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_daily_stats" ADD CONSTRAINT "campaign_daily_stats_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_company_start_idx" ON "campaigns" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "campaigns_restaurant_start_idx" ON "campaigns" USING btree ("restaurant_id","start_at");--> statement-breakpoint
CREATE INDEX "promotions_company_start_idx" ON "promotions" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "promotions_restaurant_start_idx" ON "promotions" USING btree ("restaurant_id","start_at");