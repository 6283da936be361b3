CREATE TABLE "cart_day_rollups" (
	"restaurant_id" integer NOT NULL,
	"local_day" date NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"orders" integer NOT NULL,
	"with_image" integer NOT NULL,
	"kept_orders" integer NOT NULL,
	"new_clients" integer NOT NULL,
	"kept_subtotal" bigint NOT NULL,
	"kept_promo" bigint NOT NULL,
	"kept_total" bigint NOT NULL,
	"canceled_orders" integer NOT NULL,
	"canceled_total" bigint NOT NULL,
	CONSTRAINT "cart_day_rollups_pkey" PRIMARY KEY("restaurant_id","local_day","company_id","platform")
);
--> statement-breakpoint
CREATE TABLE "cart_rollup_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_rollup_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"local_day" date NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"orders" integer NOT NULL,
	"with_image" integer NOT NULL,
	"kept_orders" integer NOT NULL,
	"new_clients" integer NOT NULL,
	"kept_subtotal" bigint NOT NULL,
	"kept_promo" bigint NOT NULL,
	"kept_total" bigint NOT NULL,
	"canceled_orders" integer NOT NULL,
	"canceled_total" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cart_day_rollups_company_day_idx" ON "cart_day_rollups" USING btree ("company_id","local_day");--> statement-breakpoint
CREATE INDEX "cart_rollup_deltas_company_day_idx" ON "cart_rollup_deltas" USING btree ("company_id","local_day");--> statement-breakpoint
-- docs/reports.md#rollups. The signed contributions of orders to the rollup: +1 for the rows added, −1 for the rows
-- removed (an update removes the old row and adds the new one), grouped, and only where something changes, so an
-- update that only prints an order or moves it between two kept statuses writes nothing. The canceled statuses are
-- CANCELED_STATUSES (packages/domain), which rollups.test.ts checks. removed_timezone is the restaurant's zone before
-- it changed.
CREATE FUNCTION "cart_rollup_delta"("added" "carts"[], "removed" "carts"[], "removed_timezone" text DEFAULT NULL)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO cart_rollup_deltas (restaurant_id, local_day, company_id, platform, orders, with_image, kept_orders,
    new_clients, kept_subtotal, kept_promo, kept_total, canceled_orders, canceled_total)
  SELECT * FROM (
    SELECT c.restaurant_id, (c.created_at at time zone c.timezone)::date, c.company_id, c.platform,
      sum(c.sign)::int AS orders,
      coalesce(sum(c.sign) filter (where c.has_image), 0)::int AS with_image,
      coalesce(sum(c.sign) filter (where not c.canceled), 0)::int AS kept_orders,
      coalesce(sum(c.sign) filter (where not c.canceled and c.order_count = 1), 0)::int AS new_clients,
      coalesce(sum(c.sign * c.subtotal::bigint) filter (where not c.canceled), 0)::bigint AS kept_subtotal,
      coalesce(sum(c.sign * c.promo::bigint) filter (where not c.canceled), 0)::bigint AS kept_promo,
      coalesce(sum(c.sign * c.total::bigint) filter (where not c.canceled), 0)::bigint AS kept_total,
      coalesce(sum(c.sign) filter (where c.canceled), 0)::int AS canceled_orders,
      coalesce(sum(c.sign * c.total::bigint) filter (where c.canceled), 0)::bigint AS canceled_total
    FROM (
      SELECT a.restaurant_id, a.created_at, a.company_id, a.platform, a.has_image, a.order_count, a.subtotal, a.promo,
        a.total, a.status IN ('CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR') AS canceled, 1 AS sign, r.timezone
      FROM unnest(added) a JOIN restaurants r ON r.id = a.restaurant_id
      UNION ALL
      SELECT o.restaurant_id, o.created_at, o.company_id, o.platform, o.has_image, o.order_count, o.subtotal, o.promo,
        o.total, o.status IN ('CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR'), -1,
        coalesce(removed_timezone, r.timezone)
      FROM unnest(removed) o JOIN restaurants r ON r.id = o.restaurant_id
    ) c
    GROUP BY 1, 2, 3, 4
  ) d
  WHERE (d.orders, d.with_image, d.kept_orders, d.new_clients, d.kept_subtotal, d.kept_promo, d.kept_total,
    d.canceled_orders, d.canceled_total) <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: a batch of orders written by one statement appends one grouped delta
-- per (restaurant, day), and every writer of carts, present or future, is covered.
CREATE FUNCTION "carts_rollup_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cart_rollup_delta(array(SELECT n::carts FROM new_carts n), '{}'::carts[]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cart_rollup_delta(array(SELECT n::carts FROM new_carts n), array(SELECT o::carts FROM old_carts o));
  ELSE
    PERFORM cart_rollup_delta('{}'::carts[], array(SELECT o::carts FROM old_carts o));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "carts_rollup_insert" AFTER INSERT ON "carts" REFERENCING NEW TABLE AS new_carts
  FOR EACH STATEMENT EXECUTE FUNCTION carts_rollup_trigger();
--> statement-breakpoint
CREATE TRIGGER "carts_rollup_update" AFTER UPDATE ON "carts" REFERENCING OLD TABLE AS old_carts NEW TABLE AS new_carts
  FOR EACH STATEMENT EXECUTE FUNCTION carts_rollup_trigger();
--> statement-breakpoint
CREATE TRIGGER "carts_rollup_delete" AFTER DELETE ON "carts" REFERENCING OLD TABLE AS old_carts
  FOR EACH STATEMENT EXECUTE FUNCTION carts_rollup_trigger();
--> statement-breakpoint
-- TRUNCATE fires no row-level change: the rollups go with the orders.
CREATE FUNCTION "carts_rollup_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE cart_day_rollups, cart_rollup_deltas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "carts_rollup_truncate" AFTER TRUNCATE ON "carts" FOR EACH STATEMENT EXECUTE FUNCTION carts_rollup_truncate();
--> statement-breakpoint
-- A restaurant's local days follow its time zone: its orders move from the old zone's days to the new one's.
-- A deleted restaurant's rows go with it (its orders' deltas, written after it is gone, find no zone and are not written).
CREATE FUNCTION "restaurants_rollup_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM cart_day_rollups WHERE restaurant_id = OLD.id;
    DELETE FROM cart_rollup_deltas WHERE restaurant_id = OLD.id;
  ELSIF OLD.timezone IS DISTINCT FROM NEW.timezone THEN
    PERFORM cart_rollup_delta(array(SELECT c FROM carts c WHERE c.restaurant_id = NEW.id),
      array(SELECT c FROM carts c WHERE c.restaurant_id = NEW.id), OLD.timezone);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "restaurants_rollup" AFTER UPDATE OF "timezone" OR DELETE ON "restaurants"
  FOR EACH ROW EXECUTE FUNCTION restaurants_rollup_trigger();
--> statement-breakpoint
-- Rows whose orders all left (deleted, or moved to another day) are dropped by the fold through this small index.
CREATE INDEX "cart_day_rollups_empty_idx" ON "cart_day_rollups" ("restaurant_id") WHERE "orders" = 0;
--> statement-breakpoint
-- Moves up to batch_size deltas (all when null), oldest first, into the rollup in one transaction, so that rollup +
-- deltas stays the same sum at every instant; returns how many it moved. One fold at a time across server processes
-- (the advisory lock): another pass finds the lock taken and leaves the work to the one running.
CREATE FUNCTION "fold_cart_rollup_deltas"("batch_size" integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
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
      sum(canceled_orders) AS canceled_orders, sum(canceled_total) AS canceled_total
    FROM moved GROUP BY 1, 2, 3, 4
  ), upserted AS (
    INSERT INTO cart_day_rollups (restaurant_id, local_day, company_id, platform, orders, with_image, kept_orders,
      new_clients, kept_subtotal, kept_promo, kept_total, canceled_orders, canceled_total)
    SELECT restaurant_id, local_day, company_id, platform, orders, with_image, kept_orders, new_clients,
      kept_subtotal, kept_promo, kept_total, canceled_orders, canceled_total
    FROM summed ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT cart_day_rollups_pkey DO UPDATE SET
      orders = cart_day_rollups.orders + excluded.orders,
      with_image = cart_day_rollups.with_image + excluded.with_image,
      kept_orders = cart_day_rollups.kept_orders + excluded.kept_orders,
      new_clients = cart_day_rollups.new_clients + excluded.new_clients,
      kept_subtotal = cart_day_rollups.kept_subtotal + excluded.kept_subtotal,
      kept_promo = cart_day_rollups.kept_promo + excluded.kept_promo,
      kept_total = cart_day_rollups.kept_total + excluded.kept_total,
      canceled_orders = cart_day_rollups.canceled_orders + excluded.canceled_orders,
      canceled_total = cart_day_rollups.canceled_total + excluded.canceled_total
  )
  -- The upsert runs to completion whether or not this reads it (a data-modifying WITH always does).
  SELECT coalesce(sum(deltas), 0) INTO folded FROM summed;
  DELETE FROM cart_day_rollups WHERE orders = 0;
  RETURN folded;
END $$;
--> statement-breakpoint
-- Recomputes the rollup from the orders (npm run db:rollups:rebuild, and this migration's backfill). Run in a
-- repeatable-read transaction while orders are written, it is exact: it replaces the rollup with the orders of its
-- snapshot and removes only the deltas that snapshot saw, leaving those of later changes to be folded.
CREATE FUNCTION "rebuild_cart_day_rollups"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4242002);
  DELETE FROM cart_rollup_deltas;
  DELETE FROM cart_day_rollups;
  PERFORM cart_rollup_delta(array(SELECT c FROM carts c WHERE c.restaurant_id = r.id), '{}'::carts[]) FROM restaurants r;
  PERFORM fold_cart_rollup_deltas(NULL);
END $$;
--> statement-breakpoint
SELECT rebuild_cart_day_rollups();
