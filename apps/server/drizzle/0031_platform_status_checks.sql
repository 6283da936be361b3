CREATE TABLE "platform_status_checks" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "platform_status_checks" ADD CONSTRAINT "platform_status_checks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;