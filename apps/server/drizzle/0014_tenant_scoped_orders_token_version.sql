ALTER TABLE "carts" DROP CONSTRAINT "carts_platform_order_unique";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_platform_store_order_unique" UNIQUE("platform","restaurant_id","platform_id");