CREATE TABLE "cart_item_month_rollups" (
	"local_month" date NOT NULL,
	"restaurant_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"is_option" boolean NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"vat" double precision NOT NULL,
	"entries" integer NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"additional" bigint NOT NULL,
	CONSTRAINT "cart_item_month_rollups_pkey" PRIMARY KEY("restaurant_id","local_month","company_id","platform","is_option","item_id","title","vat")
);
--> statement-breakpoint
CREATE TABLE "cart_item_rollup_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_item_rollup_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"local_day" date NOT NULL,
	"restaurant_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"is_option" boolean NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"vat" double precision NOT NULL,
	"entries" integer NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"additional" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_item_rollups" (
	"local_day" date NOT NULL,
	"restaurant_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"is_option" boolean NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"vat" double precision NOT NULL,
	"entries" integer NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"additional" bigint NOT NULL,
	CONSTRAINT "cart_item_rollups_pkey" PRIMARY KEY("restaurant_id","local_day","company_id","platform","is_option","item_id","title","vat")
);
--> statement-breakpoint
CREATE TABLE "cart_item_company_month_rollups" (
	"local_month" date NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"is_option" boolean NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"vat" double precision NOT NULL,
	"entries" integer NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"additional" bigint NOT NULL,
	CONSTRAINT "cart_item_company_month_rollups_pkey" PRIMARY KEY("company_id","local_month","platform","is_option","item_id","title","vat")
);
--> statement-breakpoint
CREATE TABLE "cart_item_company_rollups" (
	"local_day" date NOT NULL,
	"company_id" integer NOT NULL,
	"platform" "platform_code" NOT NULL,
	"is_option" boolean NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"vat" double precision NOT NULL,
	"entries" integer NOT NULL,
	"units" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"additional" bigint NOT NULL,
	CONSTRAINT "cart_item_company_rollups_pkey" PRIMARY KEY("company_id","local_day","platform","is_option","item_id","title","vat")
);
--> statement-breakpoint
CREATE INDEX "cart_item_month_rollups_company_month_idx" ON "cart_item_month_rollups" USING btree ("company_id","local_month");--> statement-breakpoint
CREATE INDEX "cart_item_rollup_deltas_company_day_idx" ON "cart_item_rollup_deltas" USING btree ("company_id","local_day");--> statement-breakpoint
CREATE INDEX "cart_item_rollups_company_day_idx" ON "cart_item_rollups" USING btree ("company_id","local_day");--> statement-breakpoint
CREATE INDEX "cart_item_rollups_empty_idx" ON "cart_item_rollups" ("restaurant_id")
  WHERE "entries" = 0 AND "units" = 0 AND "revenue" = 0 AND "additional" = 0;
--> statement-breakpoint
CREATE INDEX "cart_item_month_rollups_empty_idx" ON "cart_item_month_rollups" ("restaurant_id")
  WHERE "entries" = 0 AND "units" = 0 AND "revenue" = 0 AND "additional" = 0;
--> statement-breakpoint
CREATE INDEX "cart_item_company_rollups_empty_idx" ON "cart_item_company_rollups" ("company_id")
  WHERE "entries" = 0 AND "units" = 0 AND "revenue" = 0 AND "additional" = 0;
--> statement-breakpoint
CREATE INDEX "cart_item_company_month_rollups_empty_idx" ON "cart_item_company_month_rollups" ("company_id")
  WHERE "entries" = 0 AND "units" = 0 AND "revenue" = 0 AND "additional" = 0;
--> statement-breakpoint
-- docs/reports.md#best-item-rollups. What some orders' lines and options count for the best items, whatever their
-- status: a line's units, revenue and the options' extras; each option (any depth, with a name) as an item sold at its
-- line's rate, its units its own quantity times its parents' and its line's. Names and ids are cut to 200 characters,
-- as the rollup's key holds them.
CREATE FUNCTION "cart_item_rows"("cart_ids" integer[])
RETURNS TABLE (cart_id integer, is_option boolean, item_id text, title text, vat double precision, entries integer,
  units bigint, revenue bigint, additional bigint)
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE options (id, cart_id, item_id, title, vat, units, revenue) AS (
    SELECT o.id, l.cart_id, o.item_platform_id, coalesce(o.item_title, o.customisation_title, o.item_platform_id),
      l.item_vat_purcent, o.quantity::bigint * l.quantity, o.price::bigint
    FROM cart_lines l JOIN cart_customisations o ON o.cart_line_id = l.id
    WHERE l.cart_id = ANY (cart_ids) AND o.parent_id IS NULL
    UNION ALL
    SELECT child.id, parent.cart_id, child.item_platform_id,
      coalesce(child.item_title, child.customisation_title, child.item_platform_id), parent.vat,
      child.quantity::bigint * parent.units, child.price::bigint
    -- Through the parent index, a few orders' options at a time (OFFSET 0 keeps the lookup a lateral one).
    FROM options parent CROSS JOIN LATERAL (
      SELECT o.* FROM cart_customisations o WHERE o.parent_id = parent.id OFFSET 0
    ) child
  )
  SELECT l.cart_id, false, left(coalesce(l.item_platform_id, ''), 200), left(l.item_title, 200), l.item_vat_purcent, 1,
    l.quantity::bigint, l.price::bigint * l.quantity,
    (SELECT coalesce(sum(o.price), 0) FROM cart_customisations o WHERE o.cart_line_id = l.id)::bigint
  FROM cart_lines l WHERE l.cart_id = ANY (cart_ids)
  UNION ALL
  SELECT cart_id, true, left(coalesce(item_id, ''), 200), left(title, 200), vat, 1, units, revenue, 0
  FROM options WHERE title IS NOT NULL
$$;
--> statement-breakpoint
-- The signed contributions of whole orders (+ added, − removed, each in its restaurant's zone, as cart_rollup_rows),
-- grouped per rollup row, for the orders that are not canceled.
CREATE FUNCTION "cart_item_rollup_delta"("added" "carts"[], "removed" "carts"[], "removed_timezone" text DEFAULT NULL)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO cart_item_rollup_deltas (restaurant_id, local_day, company_id, platform, is_option, item_id, title, vat,
    entries, units, revenue, additional)
  SELECT * FROM (
    SELECT c.restaurant_id, c.local_at::date, c.company_id, c.platform, i.is_option, i.item_id, i.title, i.vat,
      sum(c.sign * i.entries)::int AS entries, sum(c.sign * i.units)::bigint AS units,
      sum(c.sign * i.revenue)::bigint AS revenue, sum(c.sign * i.additional)::bigint AS additional
    FROM cart_rollup_rows(added, removed, removed_timezone) c
    JOIN cart_item_rows(array(SELECT a.id FROM unnest(added) a UNION SELECT o.id FROM unnest(removed) o)) i
      ON i.cart_id = c.cart_id
    WHERE NOT c.canceled
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  ) d
  WHERE (d.entries, d.units, d.revenue, d.additional) <> (0, 0, 0, 0)
$$;
--> statement-breakpoint
-- An order that changes restaurant, company, platform, time or whether it is canceled takes its lines along. An update
-- that changes none of these (most: a status step, a print) reads no line.
CREATE FUNCTION "carts_item_rollup_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
BEGIN
  moved := array(
    SELECT n.id FROM new_carts n JOIN old_carts o ON o.id = n.id
    WHERE (n.restaurant_id, n.company_id, n.platform, n.created_at)
        IS DISTINCT FROM (o.restaurant_id, o.company_id, o.platform, o.created_at)
      OR (n.status IN ('CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR'))
        <> (o.status IN ('CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR')));
  IF cardinality(moved) > 0 THEN
    PERFORM cart_item_rollup_delta(array(SELECT n::carts FROM new_carts n WHERE n.id = ANY (moved)),
      array(SELECT o::carts FROM old_carts o WHERE o.id = ANY (moved)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "carts_item_rollup_update" AFTER UPDATE ON "carts"
  REFERENCING OLD TABLE AS old_carts NEW TABLE AS new_carts
  FOR EACH STATEMENT EXECUTE FUNCTION carts_item_rollup_update();
--> statement-breakpoint
-- A deleted order's lines, while they still exist (they go with it, before any statement trigger would see them). Row
-- by row, as carts_vat_rollup_delete: orders are deleted rarely and few at a time; those that go with their restaurant
-- need nothing (its rows go with it).
CREATE FUNCTION "carts_item_rollup_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status NOT IN ('CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR')
    AND EXISTS (SELECT 1 FROM restaurants r WHERE r.id = OLD.restaurant_id) THEN
    PERFORM cart_item_rollup_delta('{}'::carts[], ARRAY[OLD]);
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "carts_item_rollup_delete" BEFORE DELETE ON "carts"
  FOR EACH ROW EXECUTE FUNCTION carts_item_rollup_delete();
--> statement-breakpoint
-- New lines of orders that are not canceled. A new line has no option yet (options point to their line).
CREATE FUNCTION "cart_lines_item_rollup_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cart_item_rollup_deltas (restaurant_id, local_day, company_id, platform, is_option, item_id, title, vat,
    entries, units, revenue, additional)
  SELECT c.restaurant_id, (c.created_at at time zone r.timezone)::date, c.company_id, c.platform, false,
    left(coalesce(l.item_platform_id, ''), 200), left(l.item_title, 200), l.item_vat_purcent, count(*)::int,
    sum(l.quantity)::bigint, sum(l.price::bigint * l.quantity)::bigint, 0
  FROM new_lines l
  JOIN carts c ON c.id = l.cart_id
  JOIN restaurants r ON r.id = c.restaurant_id
  WHERE c.status NOT IN ('CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR')
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cart_lines_item_rollup_insert" AFTER INSERT ON "cart_lines" REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION cart_lines_item_rollup_insert();
--> statement-breakpoint
-- New options of orders that are not canceled: each adds its price to its line's extras and, when it has a name,
-- counts as an item, its units found by walking up to its line (its parents are written before it, at most in the
-- same statement).
CREATE FUNCTION "cart_customisations_item_rollup_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each step looks its parent up by id (LIMIT 1 keeps the lookup a lateral one: joined, the planner would hash the
  -- whole table for a few rows whose count it cannot know).
  WITH RECURSIVE chain (id, parent_id, factor) AS (
    SELECT n.id, n.parent_id, n.quantity::bigint FROM new_options n
    UNION ALL
    SELECT chain.id, p.parent_id, chain.factor * p.quantity
    FROM chain CROSS JOIN LATERAL (
      SELECT o.parent_id, o.quantity FROM cart_customisations o WHERE o.id = chain.parent_id LIMIT 1
    ) p
  ), sold (line_id, is_option, item_id, title, entries, units, revenue, additional) AS (
    SELECT n.cart_line_id, true, n.item_platform_id, coalesce(n.item_title, n.customisation_title, n.item_platform_id),
      1, chain.factor, n.price::bigint, 0::bigint
    FROM new_options n JOIN chain ON chain.id = n.id AND chain.parent_id IS NULL
    UNION ALL
    SELECT n.cart_line_id, false, NULL, NULL, 0, 0, 0, n.price::bigint FROM new_options n
  )
  INSERT INTO cart_item_rollup_deltas (restaurant_id, local_day, company_id, platform, is_option, item_id, title, vat,
    entries, units, revenue, additional)
  SELECT * FROM (
    SELECT c.restaurant_id, (c.created_at at time zone r.timezone)::date, c.company_id, c.platform, s.is_option,
      left(coalesce(CASE WHEN s.is_option THEN s.item_id ELSE l.item_platform_id END, ''), 200),
      left(CASE WHEN s.is_option THEN s.title ELSE l.item_title END, 200), l.item_vat_purcent,
      sum(s.entries)::int AS entries, sum(s.units * l.quantity)::bigint AS units, sum(s.revenue)::bigint AS revenue,
      sum(s.additional)::bigint AS additional
    FROM sold s
    JOIN cart_lines l ON l.id = s.line_id
    JOIN carts c ON c.id = l.cart_id
    JOIN restaurants r ON r.id = c.restaurant_id
    WHERE c.status NOT IN ('CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR')
      AND (NOT s.is_option OR s.title IS NOT NULL)
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  ) d
  WHERE (d.entries, d.units, d.revenue, d.additional) <> (0, 0, 0, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cart_customisations_item_rollup_insert" AFTER INSERT ON "cart_customisations"
  REFERENCING NEW TABLE AS new_options
  FOR EACH STATEMENT EXECUTE FUNCTION cart_customisations_item_rollup_insert();
--> statement-breakpoint
-- Lines and options are written once with their order and go with it (docs/reports.md#best-item-rollups): a change to
-- what the best items count, or a removal while the order stays, would leave the rollup wrong, so it is refused.
CREATE FUNCTION "cart_lines_written_once"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  refused boolean;
BEGIN
  -- Each query names only the transition tables its operation has.
  IF TG_OP = 'UPDATE' THEN
    refused := EXISTS (
      SELECT 1 FROM new_lines n JOIN old_lines o ON o.id = n.id
      WHERE (n.cart_id, n.quantity, n.price, n.item_platform_id, n.item_title, n.item_vat_purcent)
        IS DISTINCT FROM (o.cart_id, o.quantity, o.price, o.item_platform_id, o.item_title, o.item_vat_purcent));
  ELSE
    refused := EXISTS (SELECT 1 FROM old_lines o JOIN carts c ON c.id = o.cart_id);
  END IF;
  IF refused THEN
    RAISE EXCEPTION 'An order''s lines are written with it and go with it: % refused', lower(TG_OP)
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cart_lines_written_once_update" AFTER UPDATE ON "cart_lines"
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION cart_lines_written_once();
--> statement-breakpoint
CREATE TRIGGER "cart_lines_written_once_delete" AFTER DELETE ON "cart_lines" REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION cart_lines_written_once();
--> statement-breakpoint
CREATE FUNCTION "cart_customisations_written_once"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  refused boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    refused := EXISTS (
      SELECT 1 FROM new_options n JOIN old_options o ON o.id = n.id
      WHERE (n.cart_line_id, n.parent_id, n.quantity, n.price, n.item_platform_id, n.item_title, n.customisation_title)
        IS DISTINCT FROM
        (o.cart_line_id, o.parent_id, o.quantity, o.price, o.item_platform_id, o.item_title, o.customisation_title));
  ELSE
    refused := EXISTS (SELECT 1 FROM old_options o JOIN cart_lines l ON l.id = o.cart_line_id);
  END IF;
  IF refused THEN
    RAISE EXCEPTION 'An order''s options are written with it and go with it: % refused', lower(TG_OP)
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cart_customisations_written_once_update" AFTER UPDATE ON "cart_customisations"
  REFERENCING OLD TABLE AS old_options NEW TABLE AS new_options
  FOR EACH STATEMENT EXECUTE FUNCTION cart_customisations_written_once();
--> statement-breakpoint
CREATE TRIGGER "cart_customisations_written_once_delete" AFTER DELETE ON "cart_customisations"
  REFERENCING OLD TABLE AS old_options
  FOR EACH STATEMENT EXECUTE FUNCTION cart_customisations_written_once();
--> statement-breakpoint
-- A restaurant's new time zone moves its orders' lines to the new zone's days; a deleted restaurant's rows go with it,
-- and what they added to its company's rows is taken out of them (its pending deltas go unfolded).
CREATE FUNCTION "restaurants_item_rollup_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_advisory_xact_lock(4242002);
    UPDATE cart_item_company_rollups c SET entries = c.entries - r.entries, units = c.units - r.units,
      revenue = c.revenue - r.revenue, additional = c.additional - r.additional
    FROM cart_item_rollups r
    WHERE r.restaurant_id = OLD.id AND (c.company_id, c.local_day, c.platform, c.is_option, c.item_id, c.title, c.vat)
      = (r.company_id, r.local_day, r.platform, r.is_option, r.item_id, r.title, r.vat);
    UPDATE cart_item_company_month_rollups c SET entries = c.entries - r.entries, units = c.units - r.units,
      revenue = c.revenue - r.revenue, additional = c.additional - r.additional
    FROM cart_item_month_rollups r
    WHERE r.restaurant_id = OLD.id
      AND (c.company_id, c.local_month, c.platform, c.is_option, c.item_id, c.title, c.vat)
      = (r.company_id, r.local_month, r.platform, r.is_option, r.item_id, r.title, r.vat);
    DELETE FROM cart_item_company_rollups WHERE entries = 0 AND units = 0 AND revenue = 0 AND additional = 0;
    DELETE FROM cart_item_company_month_rollups WHERE entries = 0 AND units = 0 AND revenue = 0 AND additional = 0;
    DELETE FROM cart_item_rollups WHERE restaurant_id = OLD.id;
    DELETE FROM cart_item_month_rollups WHERE restaurant_id = OLD.id;
    DELETE FROM cart_item_rollup_deltas WHERE restaurant_id = OLD.id;
  ELSIF OLD.timezone IS DISTINCT FROM NEW.timezone THEN
    PERFORM cart_item_rollup_delta(array(SELECT c FROM carts c WHERE c.restaurant_id = NEW.id),
      array(SELECT c FROM carts c WHERE c.restaurant_id = NEW.id), OLD.timezone);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "restaurants_item_rollup" AFTER UPDATE OF "timezone" OR DELETE ON "restaurants"
  FOR EACH ROW EXECUTE FUNCTION restaurants_item_rollup_trigger();
--> statement-breakpoint
-- Moves up to batch_size item deltas (all when null), oldest first, into the days and their months, per restaurant
-- and per company, as fold_cart_rollup_deltas does for the other rollups and under the same lock.
CREATE FUNCTION "fold_cart_item_rollup_deltas"("batch_size" integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  items integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(4242002) THEN
    RETURN 0;
  END IF;
  WITH moved AS (
    DELETE FROM cart_item_rollup_deltas
    WHERE id IN (SELECT id FROM cart_item_rollup_deltas ORDER BY id LIMIT batch_size)
    RETURNING *
  ), summed AS (
    SELECT restaurant_id, local_day, company_id, platform, is_option, item_id, title, vat, count(*) AS deltas,
      sum(entries) AS entries, sum(units) AS units, sum(revenue) AS revenue, sum(additional) AS additional
    FROM moved GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  ), upserted AS (
    INSERT INTO cart_item_rollups (restaurant_id, local_day, company_id, platform, is_option, item_id, title, vat,
      entries, units, revenue, additional)
    SELECT restaurant_id, local_day, company_id, platform, is_option, item_id, title, vat, entries, units, revenue,
      additional
    FROM summed ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT cart_item_rollups_pkey DO UPDATE SET
      entries = cart_item_rollups.entries + excluded.entries,
      units = cart_item_rollups.units + excluded.units,
      revenue = cart_item_rollups.revenue + excluded.revenue,
      additional = cart_item_rollups.additional + excluded.additional
  ), upserted_months AS (
    INSERT INTO cart_item_month_rollups (restaurant_id, local_month, company_id, platform, is_option, item_id, title,
      vat, entries, units, revenue, additional)
    SELECT restaurant_id, date_trunc('month', local_day::timestamp)::date, company_id, platform, is_option, item_id,
      title, vat, sum(entries), sum(units), sum(revenue), sum(additional)
    FROM summed GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT cart_item_month_rollups_pkey DO UPDATE SET
      entries = cart_item_month_rollups.entries + excluded.entries,
      units = cart_item_month_rollups.units + excluded.units,
      revenue = cart_item_month_rollups.revenue + excluded.revenue,
      additional = cart_item_month_rollups.additional + excluded.additional
  ), upserted_company_days AS (
    INSERT INTO cart_item_company_rollups (company_id, local_day, platform, is_option, item_id, title, vat, entries,
      units, revenue, additional)
    SELECT company_id, local_day, platform, is_option, item_id, title, vat, sum(entries), sum(units), sum(revenue),
      sum(additional)
    FROM summed GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT cart_item_company_rollups_pkey DO UPDATE SET
      entries = cart_item_company_rollups.entries + excluded.entries,
      units = cart_item_company_rollups.units + excluded.units,
      revenue = cart_item_company_rollups.revenue + excluded.revenue,
      additional = cart_item_company_rollups.additional + excluded.additional
  ), upserted_company_months AS (
    INSERT INTO cart_item_company_month_rollups (company_id, local_month, platform, is_option, item_id, title, vat,
      entries, units, revenue, additional)
    SELECT company_id, date_trunc('month', local_day::timestamp)::date, platform, is_option, item_id, title, vat,
      sum(entries), sum(units), sum(revenue), sum(additional)
    FROM summed GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT cart_item_company_month_rollups_pkey DO UPDATE SET
      entries = cart_item_company_month_rollups.entries + excluded.entries,
      units = cart_item_company_month_rollups.units + excluded.units,
      revenue = cart_item_company_month_rollups.revenue + excluded.revenue,
      additional = cart_item_company_month_rollups.additional + excluded.additional
  )
  SELECT coalesce(sum(deltas), 0) INTO items FROM summed;
  -- Only rows that add nothing: a row's count can reach 0 before the extras of its lines' options are folded.
  DELETE FROM cart_item_rollups WHERE entries = 0 AND units = 0 AND revenue = 0 AND additional = 0;
  DELETE FROM cart_item_month_rollups WHERE entries = 0 AND units = 0 AND revenue = 0 AND additional = 0;
  DELETE FROM cart_item_company_rollups WHERE entries = 0 AND units = 0 AND revenue = 0 AND additional = 0;
  DELETE FROM cart_item_company_month_rollups WHERE entries = 0 AND units = 0 AND revenue = 0 AND additional = 0;
  RETURN items;
END $$;
--> statement-breakpoint
-- Recomputes the item rollup from the orders, as rebuild_cart_day_rollups does the others (in the caller's snapshot).
CREATE FUNCTION "rebuild_cart_item_rollups"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4242002);
  DELETE FROM cart_item_rollup_deltas;
  DELETE FROM cart_item_rollups;
  DELETE FROM cart_item_month_rollups;
  DELETE FROM cart_item_company_rollups;
  DELETE FROM cart_item_company_month_rollups;
  PERFORM cart_item_rollup_delta(array(SELECT c FROM carts c WHERE c.restaurant_id = r.id), '{}'::carts[])
  FROM restaurants r;
  PERFORM fold_cart_item_rollup_deltas(NULL);
END $$;
--> statement-breakpoint
-- Emptied lines or options leave the rollup to recompute from what remains (nothing, when the orders went too).
CREATE FUNCTION "cart_lines_item_rollup_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_cart_item_rollups();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cart_lines_item_rollup_truncate" AFTER TRUNCATE ON "cart_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION cart_lines_item_rollup_truncate();
--> statement-breakpoint
CREATE TRIGGER "cart_customisations_item_rollup_truncate" AFTER TRUNCATE ON "cart_customisations"
  FOR EACH STATEMENT EXECUTE FUNCTION cart_lines_item_rollup_truncate();
--> statement-breakpoint
SELECT rebuild_cart_item_rollups();
