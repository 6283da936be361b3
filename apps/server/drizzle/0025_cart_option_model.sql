ALTER TABLE "cart_customisations" ADD COLUMN "unit_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_customisations" ADD COLUMN "group_platform_id" text;--> statement-breakpoint
ALTER TABLE "cart_customisations" ADD COLUMN "group_title" text;--> statement-breakpoint
-- Backfill (docs/orders.md#lines-and-options): item_* and customisation_* both name the option the customer chose,
-- group_* the group it was chosen in. Totals are untouched: price keeps every quantity, so subtotals, reports and the
-- stored VAT splits read the same amounts as before.
-- Uber Eats orders stored the modifier group in item_* and the option in customisation_*. Demo orders seeded before
-- this migration (their external id is 'ext-' and the group's id) are fixed by the next statement.
UPDATE "cart_customisations" AS c
   SET "group_platform_id" = c."item_platform_id", "group_title" = c."item_title",
       "item_platform_id" = c."customisation_platform_id", "item_title" = c."customisation_title"
  FROM "cart_lines" AS l JOIN "carts" AS o ON o."id" = l."cart_id"
 WHERE l."id" = c."cart_line_id" AND o."platform" = 'PLATFORM_UBER_EAT'
   AND c."customisation_external_id" IS DISTINCT FROM 'ext-' || c."customisation_platform_id";
--> statement-breakpoint
-- Deliveroo orders stored the option's parent in item_*.
UPDATE "cart_customisations" AS c
   SET "item_platform_id" = coalesce(c."customisation_external_id", c."customisation_platform_id"), "item_title" = c."customisation_title"
  FROM "cart_lines" AS l JOIN "carts" AS o ON o."id" = l."cart_id"
 WHERE l."id" = c."cart_line_id" AND o."platform" = 'PLATFORM_DELIVEROO'
   AND c."customisation_external_id" IS DISTINCT FROM 'ext-' || c."customisation_platform_id";
--> statement-breakpoint
-- Seeded demo orders, every platform: the option was in item_*, the group in customisation_*.
UPDATE "cart_customisations"
   SET "group_platform_id" = "customisation_platform_id", "group_title" = "customisation_title",
       "customisation_platform_id" = "item_platform_id", "customisation_external_id" = 'ext-' || "item_platform_id",
       "customisation_title" = "item_title"
 WHERE "customisation_external_id" = 'ext-' || "customisation_platform_id";
--> statement-breakpoint
-- Each option's unit price: its total over how many of it the line holds (its quantity × its parent's count).
WITH RECURSIVE "counts" ("id", "count") AS (
  SELECT c."id", c."quantity"::bigint * l."quantity"
    FROM "cart_customisations" AS c JOIN "cart_lines" AS l ON l."id" = c."cart_line_id"
   WHERE c."parent_id" IS NULL
  UNION ALL
  SELECT c."id", c."quantity" * p."count"
    FROM "cart_customisations" AS c JOIN "counts" AS p ON c."parent_id" = p."id"
)
UPDATE "cart_customisations" AS c
   SET "unit_price" = round(c."price"::numeric / "counts"."count")::int
  FROM "counts"
 WHERE "counts"."id" = c."id" AND "counts"."count" <> 0;
