CREATE TABLE "cart_hour_month_rollups" (
	"restaurant_id" integer NOT NULL,
	"local_month" date NOT NULL,
	"iso_weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"kept_orders" integer NOT NULL,
	"kept_total" bigint NOT NULL,
	CONSTRAINT "cart_hour_month_rollups_pkey" PRIMARY KEY("restaurant_id","local_month","iso_weekday","hour","company_id","platform")
);
--> statement-breakpoint
CREATE TABLE "cart_month_rollups" (
	"restaurant_id" integer NOT NULL,
	"local_month" date NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"orders" integer NOT NULL,
	"with_image" integer NOT NULL,
	"kept_orders" integer NOT NULL,
	"new_clients" integer NOT NULL,
	"kept_subtotal" bigint NOT NULL,
	"kept_promo" bigint NOT NULL,
	"kept_total" bigint NOT NULL,
	"kept_platform_fee" bigint NOT NULL,
	"kept_vat_platform_fee" bigint NOT NULL,
	"kept_paid" bigint NOT NULL,
	"canceled_orders" integer NOT NULL,
	"canceled_total" bigint NOT NULL,
	CONSTRAINT "cart_month_rollups_pkey" PRIMARY KEY("restaurant_id","local_month","company_id","platform")
);
--> statement-breakpoint
CREATE TABLE "cart_vat_month_rollups" (
	"restaurant_id" integer NOT NULL,
	"local_month" date NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"rate" double precision NOT NULL,
	"ttc" bigint NOT NULL,
	"ht" bigint NOT NULL,
	CONSTRAINT "cart_vat_month_rollups_pkey" PRIMARY KEY("restaurant_id","local_month","company_id","platform","rate")
);
--> statement-breakpoint
CREATE INDEX "cart_hour_month_rollups_company_month_idx" ON "cart_hour_month_rollups" USING btree ("company_id","local_month");--> statement-breakpoint
CREATE INDEX "cart_month_rollups_company_month_idx" ON "cart_month_rollups" USING btree ("company_id","local_month");--> statement-breakpoint
CREATE INDEX "cart_vat_month_rollups_company_month_idx" ON "cart_vat_month_rollups" USING btree ("company_id","local_month");--> statement-breakpoint
CREATE INDEX "cart_month_rollups_empty_idx" ON "cart_month_rollups" ("restaurant_id") WHERE "orders" = 0;
--> statement-breakpoint
CREATE INDEX "cart_hour_month_rollups_empty_idx" ON "cart_hour_month_rollups" ("restaurant_id") WHERE "kept_orders" = 0;
--> statement-breakpoint
CREATE INDEX "cart_vat_month_rollups_empty_idx" ON "cart_vat_month_rollups" ("restaurant_id") WHERE "ttc" = 0 AND "ht" = 0;
--> statement-breakpoint
-- docs/reports.md#month-rollups. As 0034's fold, and each batch of deltas is added to the month level too, in the same
-- statement as to the days: a month row is always the sum of its day rows. An hour row's month keeps its day's ISO
-- weekday, the heat map's.
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
  ), upserted_months AS (
    INSERT INTO cart_month_rollups (restaurant_id, local_month, company_id, platform, orders, with_image, kept_orders,
      new_clients, kept_subtotal, kept_promo, kept_total, kept_platform_fee, kept_vat_platform_fee, kept_paid,
      canceled_orders, canceled_total)
    SELECT restaurant_id, date_trunc('month', local_day::timestamp)::date, company_id, platform, sum(orders),
      sum(with_image), sum(kept_orders), sum(new_clients), sum(kept_subtotal), sum(kept_promo), sum(kept_total),
      sum(kept_platform_fee), sum(kept_vat_platform_fee), sum(kept_paid), sum(canceled_orders), sum(canceled_total)
    FROM summed GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT cart_month_rollups_pkey DO UPDATE SET
      orders = cart_month_rollups.orders + excluded.orders,
      with_image = cart_month_rollups.with_image + excluded.with_image,
      kept_orders = cart_month_rollups.kept_orders + excluded.kept_orders,
      new_clients = cart_month_rollups.new_clients + excluded.new_clients,
      kept_subtotal = cart_month_rollups.kept_subtotal + excluded.kept_subtotal,
      kept_promo = cart_month_rollups.kept_promo + excluded.kept_promo,
      kept_total = cart_month_rollups.kept_total + excluded.kept_total,
      kept_platform_fee = cart_month_rollups.kept_platform_fee + excluded.kept_platform_fee,
      kept_vat_platform_fee = cart_month_rollups.kept_vat_platform_fee + excluded.kept_vat_platform_fee,
      kept_paid = cart_month_rollups.kept_paid + excluded.kept_paid,
      canceled_orders = cart_month_rollups.canceled_orders + excluded.canceled_orders,
      canceled_total = cart_month_rollups.canceled_total + excluded.canceled_total
  )
  -- The upserts run to completion whether or not this reads them (a data-modifying WITH always does).
  SELECT coalesce(sum(deltas), 0) INTO days FROM summed;
  DELETE FROM cart_day_rollups WHERE orders = 0;
  DELETE FROM cart_month_rollups WHERE orders = 0;

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
  ), upserted_months AS (
    INSERT INTO cart_hour_month_rollups (restaurant_id, local_month, iso_weekday, hour, company_id, platform,
      kept_orders, kept_total)
    SELECT restaurant_id, date_trunc('month', local_day::timestamp)::date, extract(isodow from local_day)::smallint,
      hour, company_id, platform, sum(kept_orders), sum(kept_total)
    FROM summed GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT cart_hour_month_rollups_pkey DO UPDATE SET
      kept_orders = cart_hour_month_rollups.kept_orders + excluded.kept_orders,
      kept_total = cart_hour_month_rollups.kept_total + excluded.kept_total
  )
  SELECT coalesce(sum(deltas), 0) INTO hours FROM summed;
  DELETE FROM cart_hour_rollups WHERE kept_orders = 0;
  DELETE FROM cart_hour_month_rollups WHERE kept_orders = 0;

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
  ), upserted_months AS (
    INSERT INTO cart_vat_month_rollups (restaurant_id, local_month, company_id, platform, rate, ttc, ht)
    SELECT restaurant_id, date_trunc('month', local_day::timestamp)::date, company_id, platform, rate, sum(ttc),
      sum(ht)
    FROM summed GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT cart_vat_month_rollups_pkey DO UPDATE SET
      ttc = cart_vat_month_rollups.ttc + excluded.ttc,
      ht = cart_vat_month_rollups.ht + excluded.ht
  )
  SELECT coalesce(sum(deltas), 0) INTO splits FROM summed;
  DELETE FROM cart_vat_rollups WHERE ttc = 0 AND ht = 0;
  DELETE FROM cart_vat_month_rollups WHERE ttc = 0 AND ht = 0;

  RETURN days + hours + splits;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_cart_day_rollups"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4242002);
  DELETE FROM cart_rollup_deltas;
  DELETE FROM cart_day_rollups;
  DELETE FROM cart_month_rollups;
  DELETE FROM cart_hour_rollup_deltas;
  DELETE FROM cart_hour_rollups;
  DELETE FROM cart_hour_month_rollups;
  DELETE FROM cart_vat_rollup_deltas;
  DELETE FROM cart_vat_rollups;
  DELETE FROM cart_vat_month_rollups;
  PERFORM cart_rollup_delta(array(SELECT c FROM carts c WHERE c.restaurant_id = r.id), '{}'::carts[]) FROM restaurants r;
  PERFORM fold_cart_rollup_deltas(NULL);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "carts_rollup_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE cart_day_rollups, cart_month_rollups, cart_rollup_deltas, cart_hour_rollups, cart_hour_month_rollups,
    cart_hour_rollup_deltas, cart_vat_rollups, cart_vat_month_rollups, cart_vat_rollup_deltas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "restaurants_rollup_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM cart_day_rollups WHERE restaurant_id = OLD.id;
    DELETE FROM cart_month_rollups WHERE restaurant_id = OLD.id;
    DELETE FROM cart_rollup_deltas WHERE restaurant_id = OLD.id;
    DELETE FROM cart_hour_rollups WHERE restaurant_id = OLD.id;
    DELETE FROM cart_hour_month_rollups WHERE restaurant_id = OLD.id;
    DELETE FROM cart_hour_rollup_deltas WHERE restaurant_id = OLD.id;
    DELETE FROM cart_vat_rollups WHERE restaurant_id = OLD.id;
    DELETE FROM cart_vat_month_rollups WHERE restaurant_id = OLD.id;
    DELETE FROM cart_vat_rollup_deltas WHERE restaurant_id = OLD.id;
  ELSIF OLD.timezone IS DISTINCT FROM NEW.timezone THEN
    PERFORM cart_rollup_delta(array(SELECT c FROM carts c WHERE c.restaurant_id = NEW.id),
      array(SELECT c FROM carts c WHERE c.restaurant_id = NEW.id), OLD.timezone);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The month level of what is folded already, while no fold runs: the rows of the days, summed per month.
SELECT pg_advisory_xact_lock(4242002);
--> statement-breakpoint
INSERT INTO cart_month_rollups (restaurant_id, local_month, company_id, platform, orders, with_image, kept_orders,
  new_clients, kept_subtotal, kept_promo, kept_total, kept_platform_fee, kept_vat_platform_fee, kept_paid,
  canceled_orders, canceled_total)
SELECT restaurant_id, date_trunc('month', local_day::timestamp)::date, company_id, platform, sum(orders),
  sum(with_image), sum(kept_orders), sum(new_clients), sum(kept_subtotal), sum(kept_promo), sum(kept_total),
  sum(kept_platform_fee), sum(kept_vat_platform_fee), sum(kept_paid), sum(canceled_orders), sum(canceled_total)
FROM cart_day_rollups GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO cart_hour_month_rollups (restaurant_id, local_month, iso_weekday, hour, company_id, platform, kept_orders,
  kept_total)
SELECT restaurant_id, date_trunc('month', local_day::timestamp)::date, extract(isodow from local_day)::smallint, hour,
  company_id, platform, sum(kept_orders), sum(kept_total)
FROM cart_hour_rollups GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO cart_vat_month_rollups (restaurant_id, local_month, company_id, platform, rate, ttc, ht)
SELECT restaurant_id, date_trunc('month', local_day::timestamp)::date, company_id, platform, rate, sum(ttc), sum(ht)
FROM cart_vat_rollups GROUP BY 1, 2, 3, 4, 5;
