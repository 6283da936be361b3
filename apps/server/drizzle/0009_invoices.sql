CREATE TYPE "public"."invoice_status" AS ENUM('VALIDATING', 'VALIDER', 'PAYER');--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"target" text NOT NULL,
	"price_ht" integer NOT NULL,
	"vat_rate" double precision NOT NULL,
	"vat_amount" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "invoice_lines_position_unique" UNIQUE("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoice_restaurants" (
	"invoice_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	CONSTRAINT "invoice_restaurants_invoice_id_restaurant_id_pk" PRIMARY KEY("invoice_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"platform" "platform_code",
	"subject" text NOT NULL,
	"status" "invoice_status" DEFAULT 'VALIDATING' NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"currency" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"commission_base" bigint,
	"commission_rate_basis_points" integer,
	"total_ht" integer NOT NULL,
	"total_vat" integer NOT NULL,
	"total_ttc" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"payed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_year_sequence_unique" UNIQUE("year","sequence"),
	CONSTRAINT "invoices_company_subject_period_unique" UNIQUE("company_id","subject","from_date")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_restaurants" ADD CONSTRAINT "invoice_restaurants_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_restaurants" ADD CONSTRAINT "invoice_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_restaurants_restaurant_idx" ON "invoice_restaurants" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "invoices_company_issued_idx" ON "invoices" USING btree ("company_id","issued_at" DESC NULLS LAST);