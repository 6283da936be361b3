-- docs/reports.md#rollups. The day rollup gains the VAT report's order sums; the heat map and the VAT split get rollups
-- of their own. Everything is recomputed from the orders at the end, so the rollup is emptied before its new columns.
LOCK TABLE "carts" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DELETE FROM "cart_rollup_deltas";--> statement-breakpoint
DELETE FROM "cart_day_rollups";--> statement-breakpoint
CREATE TABLE "cart_hour_rollup_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_hour_rollup_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"local_day" date NOT NULL,
	"hour" smallint NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"kept_orders" integer NOT NULL,
	"kept_total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_hour_rollups" (
	"restaurant_id" integer NOT NULL,
	"local_day" date NOT NULL,
	"hour" smallint NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"kept_orders" integer NOT NULL,
	"kept_total" bigint NOT NULL,
	CONSTRAINT "cart_hour_rollups_pkey" PRIMARY KEY("restaurant_id","local_day","hour","company_id","platform")
);
--> statement-breakpoint
CREATE TABLE "cart_vat_rollup_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_vat_rollup_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"local_day" date NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"rate" double precision NOT NULL,
	"ttc" bigint NOT NULL,
	"ht" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_vat_rollups" (
	"restaurant_id" integer NOT NULL,
	"local_day" date NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"rate" double precision NOT NULL,
	"ttc" bigint NOT NULL,
	"ht" bigint NOT NULL,
	CONSTRAINT "cart_vat_rollups_pkey" PRIMARY KEY("restaurant_id","local_day","company_id","platform","rate")
);
--> statement-breakpoint
ALTER TABLE "cart_day_rollups" ADD COLUMN "kept_platform_fee" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_day_rollups" ADD COLUMN "kept_vat_platform_fee" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_day_rollups" ADD COLUMN "kept_paid" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_rollup_deltas" ADD COLUMN "kept_platform_fee" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_rollup_deltas" ADD COLUMN "kept_vat_platform_fee" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_rollup_deltas" ADD COLUMN "kept_paid" bigint NOT NULL;--> statement-breakpoint
CREATE INDEX "cart_hour_rollup_deltas_company_day_idx" ON "cart_hour_rollup_deltas" USING btree ("company_id","local_day");--> statement-breakpoint
CREATE INDEX "cart_hour_rollups_company_day_idx" ON "cart_hour_rollups" USING btree ("company_id","local_day");--> statement-breakpoint
CREATE INDEX "cart_vat_rollup_deltas_company_day_idx" ON "cart_vat_rollup_deltas" USING btree ("company_id","local_day");--> statement-breakpoint
CREATE INDEX "cart_vat_rollups_company_day_idx" ON "cart_vat_rollups" USING btree ("company_id","local_day");--> statement-breakpoint
-- The orders of a change with what every rollup needs: +1 for the rows added, −1 for those removed, each in its
-- restaurant's zone (removed_timezone: the zone before it changed). A restaurant already deleted has no zone and no
-- rows. The canceled statuses are CANCELED_STATUSES (packages/domain), which rollups.test.ts checks.
CREATE FUNCTION "cart_rollup_rows"("added" "carts"[], "removed" "carts"[], "removed_timezone" text)
RETURNS TABLE (cart_id integer, restaurant_id integer, local_at timestamp, company_id integer,
  platform "platform_code", has_image boolean, order_count integer, subtotal integer, promo integer, total integer,
  platform_fee integer, vat_platform_fee integer, paid integer, canceled boolean, sign integer)
LANGUAGE sql STABLE AS $$
  SELECT a.id, a.restaurant_id, a.created_at at time zone r.timezone, a.company_id, a.platform, a.has_image,
    a.order_count, a.subtotal, a.promo, a.total, a.platform_fee, a.vat_platform_fee, a.payement,
    a.status IN ('CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR'), 1
  FROM unnest(added) a JOIN restaurants r ON r.id = a.restaurant_id
  UNION ALL
  SELECT o.id, o.restaurant_id, o.created_at at time zone coalesce(removed_timezone, r.timezone), o.company_id,
    o.platform, o.has_image, o.order_count, o.subtotal, o.promo, o.total, o.platform_fee, o.vat_platform_fee,
    o.payement, o.status IN ('CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR'), -1
  FROM unnest(removed) o JOIN restaurants r ON r.id = o.restaurant_id
$$;
--> statement-breakpoint
DROP FUNCTION "cart_rollup_delta"("carts"[], "carts"[], text);
--> statement-breakpoint
-- The signed contributions of a change to each rollup, grouped, and only where something changes, so an update that
-- only prints an order or moves it between two kept statuses writes nothing. with_splits = false leaves the VAT split
-- out: a deleted order's split is taken before it goes (carts_vat_rollup_delete), since the split rows go with it.
CREATE FUNCTION "cart_rollup_delta"("added" "carts"[], "removed" "carts"[], "removed_timezone" text DEFAULT NULL,
  "with_splits" boolean DEFAULT true)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cart_rollup_deltas (restaurant_id, local_day, company_id, platform, orders, with_image, kept_orders,
    new_clients, kept_subtotal, kept_promo, kept_total, kept_platform_fee, kept_vat_platform_fee, kept_paid,
    canceled_orders, canceled_total)
  SELECT * FROM (
    SELECT c.restaurant_id, c.local_at::date, c.company_id, c.platform,
      sum(c.sign)::int AS orders,
      coalesce(sum(c.sign) filter (where c.has_image), 0)::int AS with_image,
      coalesce(sum(c.sign) filter (where not c.canceled), 0)::int AS kept_orders,
      coalesce(sum(c.sign) filter (where not c.canceled and c.order_count = 1), 0)::int AS new_clients,
      coalesce(sum(c.sign * c.subtotal::bigint) filter (where not c.canceled), 0)::bigint AS kept_subtotal,
      coalesce(sum(c.sign * c.promo::bigint) filter (where not c.canceled), 0)::bigint AS kept_promo,
      coalesce(sum(c.sign * c.total::bigint) filter (where not c.canceled), 0)::bigint AS kept_total,
      coalesce(sum(c.sign * c.platform_fee::bigint) filter (where not c.canceled), 0)::bigint AS kept_platform_fee,
      coalesce(sum(c.sign * c.vat_platform_fee::bigint) filter (where not c.canceled), 0)::bigint AS kept_vat_platform_fee,
      coalesce(sum(c.sign * c.paid::bigint) filter (where not c.canceled), 0)::bigint AS kept_paid,
      coalesce(sum(c.sign) filter (where c.canceled), 0)::int AS canceled_orders,
      coalesce(sum(c.sign * c.total::bigint) filter (where c.canceled), 0)::bigint AS canceled_total
    FROM cart_rollup_rows(added, removed, removed_timezone) c
    GROUP BY 1, 2, 3, 4
  ) d
  WHERE (d.orders, d.with_image, d.kept_orders, d.new_clients, d.kept_subtotal, d.kept_promo, d.kept_total,
    d.kept_platform_fee, d.kept_vat_platform_fee, d.kept_paid, d.canceled_orders, d.canceled_total)
    <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

  INSERT INTO cart_hour_rollup_deltas (restaurant_id, local_day, hour, company_id, platform, kept_orders, kept_total)
  SELECT * FROM (
    SELECT c.restaurant_id, c.local_at::date, extract(hour from c.local_at)::smallint, c.company_id, c.platform,
      sum(c.sign)::int AS kept_orders, sum(c.sign * c.total::bigint)::bigint AS kept_total
    FROM cart_rollup_rows(added, removed, removed_timezone) c
    WHERE NOT c.canceled
    GROUP BY 1, 2, 3, 4, 5
  ) d
  WHERE (d.kept_orders, d.kept_total) <> (0, 0);

  IF with_splits THEN
    INSERT INTO cart_vat_rollup_deltas (restaurant_id, local_day, company_id, platform, rate, ttc, ht)
    SELECT * FROM (
      SELECT c.restaurant_id, c.local_at::date, c.company_id, c.platform, s.rate,
        sum(c.sign * s.ttc::bigint)::bigint AS ttc, sum(c.sign * s.ht::bigint)::bigint AS ht
      FROM cart_rollup_rows(added, removed, removed_timezone) c
      JOIN cart_vat_splits s ON s.cart_id = c.cart_id
      WHERE NOT c.canceled
      GROUP BY 1, 2, 3, 4, 5
    ) d
    WHERE (d.ttc, d.ht) <> (0, 0);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "carts_rollup_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cart_rollup_delta(array(SELECT n::carts FROM new_carts n), '{}'::carts[]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cart_rollup_delta(array(SELECT n::carts FROM new_carts n), array(SELECT o::carts FROM old_carts o));
  ELSE
    PERFORM cart_rollup_delta('{}'::carts[], array(SELECT o::carts FROM old_carts o), NULL, false);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted order's VAT split, while its rows still exist (they go with the order, before any statement trigger on
-- carts would see them). Row by row: orders are deleted rarely and few at a time.
CREATE FUNCTION "carts_vat_rollup_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cart_vat_rollup_deltas (restaurant_id, local_day, company_id, platform, rate, ttc, ht)
  SELECT OLD.restaurant_id, (OLD.created_at at time zone r.timezone)::date, OLD.company_id, OLD.platform, s.rate,
    -s.ttc, -s.ht
  FROM cart_vat_splits s JOIN restaurants r ON r.id = OLD.restaurant_id
  WHERE s.cart_id = OLD.id AND OLD.status NOT IN ('CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR')
    AND (s.ttc, s.ht) <> (0, 0);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "carts_vat_rollup_delete" BEFORE DELETE ON "carts"
  FOR EACH ROW EXECUTE FUNCTION carts_vat_rollup_delete();
--> statement-breakpoint
-- A split written, rewritten or removed for an order that stays: its order's day, restaurant and platform, when the
-- order is not canceled. A split that goes with its order finds no order here (carts_vat_rollup_delete took it).
CREATE FUNCTION "cart_vat_split_delta"("added" "cart_vat_splits"[], "removed" "cart_vat_splits"[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO cart_vat_rollup_deltas (restaurant_id, local_day, company_id, platform, rate, ttc, ht)
  SELECT * FROM (
    SELECT c.restaurant_id, (c.created_at at time zone r.timezone)::date, c.company_id, c.platform, s.rate,
      sum(s.sign * s.ttc::bigint)::bigint AS ttc, sum(s.sign * s.ht::bigint)::bigint AS ht
    FROM (
      SELECT a.cart_id, a.rate, a.ttc, a.ht, 1 AS sign FROM unnest(added) a
      UNION ALL
      SELECT o.cart_id, o.rate, o.ttc, o.ht, -1 FROM unnest(removed) o
    ) s
    JOIN carts c ON c.id = s.cart_id
    JOIN restaurants r ON r.id = c.restaurant_id
    WHERE c.status NOT IN ('CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR')
    GROUP BY 1, 2, 3, 4, 5
  ) d
  WHERE (d.ttc, d.ht) <> (0, 0)
$$;
--> statement-breakpoint
CREATE FUNCTION "cart_vat_splits_rollup_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cart_vat_split_delta(array(SELECT n::cart_vat_splits FROM new_splits n), '{}'::cart_vat_splits[]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cart_vat_split_delta(array(SELECT n::cart_vat_splits FROM new_splits n),
      array(SELECT o::cart_vat_splits FROM old_splits o));
  ELSE
    PERFORM cart_vat_split_delta('{}'::cart_vat_splits[], array(SELECT o::cart_vat_splits FROM old_splits o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cart_vat_splits_rollup_insert" AFTER INSERT ON "cart_vat_splits" REFERENCING NEW TABLE AS new_splits
  FOR EACH STATEMENT EXECUTE FUNCTION cart_vat_splits_rollup_trigger();
--> statement-breakpoint
CREATE TRIGGER "cart_vat_splits_rollup_update" AFTER UPDATE ON "cart_vat_splits"
  REFERENCING OLD TABLE AS old_splits NEW TABLE AS new_splits
  FOR EACH STATEMENT EXECUTE FUNCTION cart_vat_splits_rollup_trigger();
--> statement-breakpoint
CREATE TRIGGER "cart_vat_splits_rollup_delete" AFTER DELETE ON "cart_vat_splits" REFERENCING OLD TABLE AS old_splits
  FOR EACH STATEMENT EXECUTE FUNCTION cart_vat_splits_rollup_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "carts_rollup_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE cart_day_rollups, cart_rollup_deltas, cart_hour_rollups, cart_hour_rollup_deltas, cart_vat_rollups,
    cart_vat_rollup_deltas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "restaurants_rollup_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM cart_day_rollups WHERE restaurant_id = OLD.id;
    DELETE FROM cart_rollup_deltas WHERE restaurant_id = OLD.id;
    DELETE FROM cart_hour_rollups WHERE restaurant_id = OLD.id;
    DELETE FROM cart_hour_rollup_deltas WHERE restaurant_id = OLD.id;
    DELETE FROM cart_vat_rollups WHERE restaurant_id = OLD.id;
    DELETE FROM cart_vat_rollup_deltas WHERE restaurant_id = OLD.id;
  ELSIF OLD.timezone IS DISTINCT FROM NEW.timezone THEN
    PERFORM cart_rollup_delta(array(SELECT c FROM carts c WHERE c.restaurant_id = NEW.id),
      array(SELECT c FROM carts c WHERE c.restaurant_id = NEW.id), OLD.timezone);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE INDEX "cart_hour_rollups_empty_idx" ON "cart_hour_rollups" ("restaurant_id") WHERE "kept_orders" = 0;
--> statement-breakpoint
CREATE INDEX "cart_vat_rollups_empty_idx" ON "cart_vat_rollups" ("restaurant_id") WHERE "ttc" = 0 AND "ht" = 0;
--> statement-breakpoint
-- Moves up to batch_size deltas of each rollup (all when null), oldest first, into it, in one transaction, so that
-- rollup + deltas stays the same sum at every instant; returns how many it moved. One fold at a time across server
-- processes (the advisory lock): another pass finds the lock taken and leaves the work to the one running.
CREATE OR REPLACE FUNCTION "fold_cart_rollup_deltas"("batch_size" integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  days integer;
  hours integer;
  splits integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(4242002) THEN
    RETURN 0;
  END IF;
  WITH moved AS (
    DELETE FROM cart_rollup_deltas
    WHERE id IN (SELECT id FROM cart_rollup_deltas ORDER BY id LIMIT batch_size)
    RETURNING *
  ), summed AS (
    SELECT restaurant_id, local_day, company_id, platform, count(*) AS deltas, sum(orders) AS orders,
      sum(with_image) AS with_image, sum(kept_orders) AS kept_orders, sum(new_clients) AS new_clients,
      sum(kept_subtotal) AS kept_subtotal, sum(kept_promo) AS kept_promo, sum(kept_total) AS kept_total,
      sum(kept_platform_fee) AS kept_platform_fee, sum(kept_vat_platform_fee) AS kept_vat_platform_fee,
      sum(kept_paid) AS kept_paid, sum(canceled_orders) AS canceled_orders, sum(canceled_total) AS canceled_total
    FROM moved GROUP BY 1, 2, 3, 4
  ), upserted AS (
    INSERT INTO cart_day_rollups (restaurant_id, local_day, company_id, platform, orders, with_image, kept_orders,
      new_clients, kept_subtotal, kept_promo, kept_total, kept_platform_fee, kept_vat_platform_fee, kept_paid,
      canceled_orders, canceled_total)
    SELECT restaurant_id, local_day, company_id, platform, orders, with_image, kept_orders, new_clients,
      kept_subtotal, kept_promo, kept_total, kept_platform_fee, kept_vat_platform_fee, kept_paid, canceled_orders,
      canceled_total
    FROM summed ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT cart_day_rollups_pkey DO UPDATE SET
      orders = cart_day_rollups.orders + excluded.orders,
      with_image = cart_day_rollups.with_image + excluded.with_image,
      kept_orders = cart_day_rollups.kept_orders + excluded.kept_orders,
      new_clients = cart_day_rollups.new_clients + excluded.new_clients,
      kept_subtotal = cart_day_rollups.kept_subtotal + excluded.kept_subtotal,
      kept_promo = cart_day_rollups.kept_promo + excluded.kept_promo,
      kept_total = cart_day_rollups.kept_total + excluded.kept_total,
      kept_platform_fee = cart_day_rollups.kept_platform_fee + excluded.kept_platform_fee,
      kept_vat_platform_fee = cart_day_rollups.kept_vat_platform_fee + excluded.kept_vat_platform_fee,
      kept_paid = cart_day_rollups.kept_paid + excluded.kept_paid,
      canceled_orders = cart_day_rollups.canceled_orders + excluded.canceled_orders,
      canceled_total = cart_day_rollups.canceled_total + excluded.canceled_total
  )
  -- The upsert runs to completion whether or not this reads it (a data-modifying WITH always does).
  SELECT coalesce(sum(deltas), 0) INTO days FROM summed;
  DELETE FROM cart_day_rollups WHERE orders = 0;

  WITH moved AS (
    DELETE FROM cart_hour_rollup_deltas
    WHERE id IN (SELECT id FROM cart_hour_rollup_deltas ORDER BY id LIMIT batch_size)
    RETURNING *
  ), summed AS (
    SELECT restaurant_id, local_day, hour, company_id, platform, count(*) AS deltas, sum(kept_orders) AS kept_orders,
      sum(kept_total) AS kept_total
    FROM moved GROUP BY 1, 2, 3, 4, 5
  ), upserted AS (
    INSERT INTO cart_hour_rollups (restaurant_id, local_day, hour, company_id, platform, kept_orders, kept_total)
    SELECT restaurant_id, local_day, hour, company_id, platform, kept_orders, kept_total
    FROM summed ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT cart_hour_rollups_pkey DO UPDATE SET
      kept_orders = cart_hour_rollups.kept_orders + excluded.kept_orders,
      kept_total = cart_hour_rollups.kept_total + excluded.kept_total
  )
  SELECT coalesce(sum(deltas), 0) INTO hours FROM summed;
  DELETE FROM cart_hour_rollups WHERE kept_orders = 0;

  WITH moved AS (
    DELETE FROM cart_vat_rollup_deltas
    WHERE id IN (SELECT id FROM cart_vat_rollup_deltas ORDER BY id LIMIT batch_size)
    RETURNING *
  ), summed AS (
    SELECT restaurant_id, local_day, company_id, platform, rate, count(*) AS deltas, sum(ttc) AS ttc, sum(ht) AS ht
    FROM moved GROUP BY 1, 2, 3, 4, 5
  ), upserted AS (
    INSERT INTO cart_vat_rollups (restaurant_id, local_day, company_id, platform, rate, ttc, ht)
    SELECT restaurant_id, local_day, company_id, platform, rate, ttc, ht
    FROM summed ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT cart_vat_rollups_pkey DO UPDATE SET
      ttc = cart_vat_rollups.ttc + excluded.ttc,
      ht = cart_vat_rollups.ht + excluded.ht
  )
  SELECT coalesce(sum(deltas), 0) INTO splits FROM summed;
  DELETE FROM cart_vat_rollups WHERE ttc = 0 AND ht = 0;

  RETURN days + hours + splits;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_cart_day_rollups"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4242002);
  DELETE FROM cart_rollup_deltas;
  DELETE FROM cart_day_rollups;
  DELETE FROM cart_hour_rollup_deltas;
  DELETE FROM cart_hour_rollups;
  DELETE FROM cart_vat_rollup_deltas;
  DELETE FROM cart_vat_rollups;
  PERFORM cart_rollup_delta(array(SELECT c FROM carts c WHERE c.restaurant_id = r.id), '{}'::carts[]) FROM restaurants r;
  PERFORM fold_cart_rollup_deltas(NULL);
END $$;
--> statement-breakpoint
SELECT rebuild_cart_day_rollups();
