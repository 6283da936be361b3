DROP INDEX "carts_company_created_idx";--> statement-breakpoint
CREATE INDEX "carts_company_created_id_idx" ON "carts" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);