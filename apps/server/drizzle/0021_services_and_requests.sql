ALTER TABLE "company_subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_inquiries" ADD COLUMN "handled_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "service_inquiries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_inquiries" ADD COLUMN "response" text;--> statement-breakpoint
ALTER TABLE "service_inquiries" ADD CONSTRAINT "service_inquiries_handled_by_account_id_accounts_id_fk" FOREIGN KEY ("handled_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_inquiries_status_idx" ON "service_inquiries" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_company_service_unique" UNIQUE("company_id","service");--> statement-breakpoint
ALTER TABLE "restaurant_subscriptions" ADD CONSTRAINT "restaurant_subscriptions_restaurant_service_unique" UNIQUE("restaurant_id","service");--> statement-breakpoint
UPDATE "service_inquiries" SET "status" = 'accepted' WHERE "status" = 'handled';