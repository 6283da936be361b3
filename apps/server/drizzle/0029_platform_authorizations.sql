CREATE TABLE "platform_authorizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text,
	"expires_at" timestamp with time zone NOT NULL,
	"scope" text NOT NULL,
	"created_by_account_id" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_authorizations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "unlinked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "authorization_id" integer;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD COLUMN "authorization_id" integer;--> statement-breakpoint
ALTER TABLE "platform_authorizations" ADD CONSTRAINT "platform_authorizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_authorizations" ADD CONSTRAINT "platform_authorizations_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_authorizations_company_idx" ON "platform_authorizations" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_authorization_id_platform_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."platform_authorizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_calls" ADD CONSTRAINT "platform_calls_authorization_id_platform_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."platform_authorizations"("id") ON DELETE cascade ON UPDATE no action;