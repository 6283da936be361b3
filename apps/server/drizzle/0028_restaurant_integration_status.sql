ALTER TABLE "restaurants" ADD COLUMN "integration_status" text DEFAULT 'integrated' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "requested_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "reviewed_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "is_tablet_less" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "attached_to_pos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "credentials_verified" boolean;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_requested_by_account_id_accounts_id_fk" FOREIGN KEY ("requested_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_reviewed_by_account_id_accounts_id_fk" FOREIGN KEY ("reviewed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurants_integration_status_idx" ON "restaurants" USING btree ("integration_status","id");