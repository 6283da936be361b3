CREATE TYPE "public"."pause_source" AS ENUM('operator', 'platform');--> statement-breakpoint
CREATE TABLE "restaurant_pauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"source" "pause_source" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurant_pauses" ADD CONSTRAINT "restaurant_pauses_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_pauses_restaurant_started_idx" ON "restaurant_pauses" USING btree ("restaurant_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_pauses_open_unique" ON "restaurant_pauses" USING btree ("restaurant_id","source") WHERE "restaurant_pauses"."ended_at" is null;--> statement-breakpoint
-- Restaurants paused before the log existed: their pause starts when the restaurant row says it did.
INSERT INTO "restaurant_pauses" ("restaurant_id", "started_at", "source") SELECT "id", coalesce("paused_at", now()), 'operator' FROM "restaurants" WHERE "is_paused";
