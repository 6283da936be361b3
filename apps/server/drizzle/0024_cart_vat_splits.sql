CREATE TABLE "cart_vat_splits" (
	"cart_id" integer NOT NULL,
	"rate" double precision NOT NULL,
	"ttc" integer NOT NULL,
	"ht" integer NOT NULL,
	CONSTRAINT "cart_vat_splits_pkey" PRIMARY KEY("cart_id","rate")
);
--> statement-breakpoint
ALTER TABLE "cart_vat_splits" ADD CONSTRAINT "cart_vat_splits_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: every stored order gets its VAT split, by the statement the VAT report used to run on the fly
-- (docs/money.md#one-vat-split-per-order), so the report's figures do not change. From now on splitOrderVat
-- (packages/domain) writes each order's rows with the order.
INSERT INTO "cart_vat_splits" ("cart_id", "rate", "ttc", "ht")
with orders (id, platform, total, delivery_price, tips) as (select id, platform, total, delivery_price, tips from carts),
amounts as (
  -- The order's own figures ride along, so that nothing joins back to the orders; an order without lines keeps
  -- one row with no rate.
  select o.id as cart_id, o.platform, o.total - o.delivery_price - o.tips as goods, o.delivery_price, o.tips,
         l.item_vat_purcent as rate, coalesce(l.price * l.quantity, 0) as amount
    from orders o left join cart_lines l on l.cart_id = o.id
  union all
  select o.id, o.platform, o.total - o.delivery_price - o.tips, o.delivery_price, o.tips, l.item_vat_purcent, c.price
    from cart_customisations c join cart_lines l on l.id = c.cart_line_id join orders o on o.id = l.cart_id
),
weights as (
  select cart_id, platform, goods, delivery_price, tips, rate, sum(amount)::int as weight
    from amounts group by cart_id, platform, goods, delivery_price, tips, rate
),
goods as (
  select cart_id, platform, delivery_price, tips, rate, weight, goods,
         sum(weight) over (partition by cart_id) as cart_weight,
         row_number() over (partition by cart_id order by rate) as position,
         count(*) over (partition by cart_id) as rates,
         coalesce(bool_or(rate = 20) over (partition by cart_id), false) as has_delivery_rate,
         coalesce(bool_or(rate = 0) over (partition by cart_id), false) as has_tips_rate
    from weights
),
floors as (
  -- An order without positive weight puts all its goods on its first row, at the unitemised rate. Otherwise
  -- integer floor division and its non-negative remainder (SQL's / and % truncate toward zero).
  select cart_id, platform, delivery_price, tips, goods, position = 1 as first_row,
         -- Whole shares, no cent to hand out: one rate, no weight, or goods equal to the weights (no promo).
         cart_weight <= 0 or rates = 1 or goods = cart_weight as exact,
         cart_weight > 0 and has_delivery_rate as has_delivery_rate, cart_weight > 0 and has_tips_rate as has_tips_rate,
         case when cart_weight > 0 then rate else 10::double precision end as rate,
         case when cart_weight <= 0 then case when position = 1 then goods else 0 end
              else goods::bigint * weight / cart_weight - case when goods::bigint * weight % cart_weight < 0 then 1 else 0 end end::int as base,
         case when cart_weight <= 0 then 0
              else goods::bigint * weight % cart_weight + case when goods::bigint * weight % cart_weight < 0 then cart_weight else 0 end end as remainder
    from goods
),
shares as (
  select cart_id, platform, delivery_price, tips, rate, first_row, has_delivery_rate, has_tips_rate, base as amount
    from floors where exact
  union all
  -- Most orders have no promotion: only the others pay for the sort that ranks the remainders.
  select cart_id, platform, delivery_price, tips, rate, first_row, has_delivery_rate, has_tips_rate,
         base + case when row_number() over (partition by cart_id order by remainder desc, rate)
                          <= goods - sum(base) over (partition by cart_id) then 1 else 0 end
    from floors where not exact
),
per_rate as (
  -- Delivery and tips join the goods of their rate in the same order, or make a row of their own.
  select cart_id, platform, rate,
         amount + case when rate = 20 then delivery_price else 0 end
                + case when rate = 0 then tips else 0 end as ttc
    from shares
  union all
  select cart_id, platform, 20::double precision, delivery_price
    from shares where first_row and not has_delivery_rate and delivery_price <> 0
  union all
  select cart_id, platform, 0::double precision, tips
    from shares where first_row and not has_tips_rate and tips <> 0
),
split as (
  select cart_id, platform, rate, ttc::bigint as ttc, round(ttc * 100 / (100 + rate::numeric))::bigint as ht
    from per_rate where ttc <> 0
)

select cart_id, rate, ttc, ht from split;