CREATE TABLE "application_webhook_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_webhook_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"webhook_id" integer NOT NULL,
	"url" text NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"response_excerpt" text,
	"error" text,
	"request_headers" jsonb,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_webhooks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" integer NOT NULL,
	"company_id" integer,
	"event" text NOT NULL,
	"ordering_key" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"give_up_at" timestamp with time zone NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "application_webhooks_delivery_id_unique" UNIQUE("delivery_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "previous_webhook_secret" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "previous_webhook_secret_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "application_webhook_attempts" ADD CONSTRAINT "application_webhook_attempts_webhook_id_application_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."application_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_webhooks" ADD CONSTRAINT "application_webhooks_application_id_accounts_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_webhooks" ADD CONSTRAINT "application_webhooks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_webhook_attempts_webhook_idx" ON "application_webhook_attempts" USING btree ("webhook_id","id");--> statement-breakpoint
CREATE INDEX "application_webhooks_due_idx" ON "application_webhooks" USING btree ("next_attempt_at") WHERE "application_webhooks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "application_webhooks_log_idx" ON "application_webhooks" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "application_webhooks_ordering_idx" ON "application_webhooks" USING btree ("application_id","ordering_key","id") WHERE "application_webhooks"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_application_id_accounts_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;