CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"cart_id" integer,
	"platform" "platform_code" NOT NULL,
	"platform_review_id" text NOT NULL,
	"workflow_uuid" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"price" integer DEFAULT 0 NOT NULL,
	"order_number" text,
	"client" jsonb NOT NULL,
	"review_at" timestamp with time zone NOT NULL,
	"message" text,
	"gift_price" integer,
	"replied_at" timestamp with time zone,
	"replied_by_id" integer,
	"replied_as_id" integer,
	"reply_call_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "reviews_platform_review_unique" UNIQUE("platform","platform_review_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_gift_price_tier" CHECK ("reviews"."gift_price" is null or "reviews"."gift_price" in (5, 10, 18))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_id_accounts_id_fk" FOREIGN KEY ("replied_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_as_id_accounts_id_fk" FOREIGN KEY ("replied_as_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_call_id_platform_calls_id_fk" FOREIGN KEY ("reply_call_id") REFERENCES "public"."platform_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_company_review_at_idx" ON "reviews" USING btree ("company_id","review_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_restaurant_review_at_idx" ON "reviews" USING btree ("restaurant_id","review_at" DESC NULLS LAST);