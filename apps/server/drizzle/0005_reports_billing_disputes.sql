CREATE TYPE "public"."misc_item_type" AS ENUM('ECO_CONTRIBUTION', 'MEAL_VOUCHER', 'MARKETING_OFFER_FEE', 'ADS', 'ADJUSTMENT_ERROR', 'ORDER_DISPUTE_REFUND', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('TO_DISPUTE', 'DISPUTED', 'WON', 'LOST', 'EXPIRED');--> statement-breakpoint
CREATE TABLE "misc_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "misc_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"type" "misc_item_type" NOT NULL,
	"tag" text NOT NULL,
	"description" text,
	"misc_date" date NOT NULL,
	"total" integer NOT NULL,
	"ht" integer NOT NULL,
	"tva_purcent" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "misc_items_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "order_dispute_dishes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_dispute_dishes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dispute_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"problem" text,
	"problem_response" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"cart_id" integer,
	"platform" "platform_code" NOT NULL,
	"platform_refund_id" text NOT NULL,
	"display_order_id" text NOT NULL,
	"order_uuid" text,
	"order_type" "fulfillment_type",
	"status" "dispute_status" DEFAULT 'TO_DISPUTE' NOT NULL,
	"order_problem" text,
	"comments_client" text,
	"dish_name" text,
	"dish_problem" text,
	"incorrect_price" integer DEFAULT 0 NOT NULL,
	"refunded_price" integer DEFAULT 0 NOT NULL,
	"problem_response" text,
	"evidence_path" text,
	"ordered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"diputed_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "order_disputes_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "order_disputes_platform_refund_unique" UNIQUE("platform","platform_refund_id")
);
--> statement-breakpoint
ALTER TABLE "misc_items" ADD CONSTRAINT "misc_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misc_items" ADD CONSTRAINT "misc_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dispute_dishes" ADD CONSTRAINT "order_dispute_dishes_dispute_id_order_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."order_disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "misc_items_company_date_idx" ON "misc_items" USING btree ("company_id","misc_date");--> statement-breakpoint
CREATE INDEX "misc_items_restaurant_date_idx" ON "misc_items" USING btree ("restaurant_id","misc_date");--> statement-breakpoint
CREATE INDEX "order_dispute_dishes_dispute_idx" ON "order_dispute_dishes" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "order_disputes_company_created_idx" ON "order_disputes" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_disputes_cart_idx" ON "order_disputes" USING btree ("cart_id");