import { sql, type SQL } from 'drizzle-orm';

// How an order's total splits into VAT rates (French rules; every figure in minor units, per order):
// - goods = total − deliveryPrice − tips, which is subtotal − promo (carts schema): the food and drinks as paid, promo
//   taken off. It is shared between the rates of the order's lines in proportion to what each rate weighs in the
//   lines (Σ price × quantity of the lines at that rate + Σ their customisations, which take their line's rate), by
//   largest remainder: each rate gets the floor of its exact share, then the cents left go one by one to the largest
//   remainders (ties to the lower rate). So the promo is spread proportionally and the shares add up to goods exactly.
// - An order with no priced lines (an integration that sends totals only) has its goods at UNITEMISED_VAT_PERCENT.
// - deliveryPrice is a service at DELIVERY_VAT_PERCENT; tips go to the staff and are outside VAT (TIPS_VAT_PERCENT).
// - Per rate of an order: ht = round(ttc / (1 + rate / 100)) (half away from zero), tva = ttc − ht, so ht + tva = ttc
//   exactly, and the rates of an order add up to its total to the cent.
export const DELIVERY_VAT_PERCENT = 20;
export const TIPS_VAT_PERCENT = 0;
// France's rate for prepared food sold for immediate consumption, the bulk of what a restaurant sells.
export const UNITEMISED_VAT_PERCENT = 10;

/**
 * The VAT split of orders as rows of `split` (cart_id, platform, rate, ttc, ht), zero amounts left out. `orders` selects
 * (id, platform, total, delivery_price, tips) of the orders to split; `select` reads `split`. One statement, all in SQL:
 * no order is loaded. Built for millions of orders: the order's figures travel with its lines so nothing joins back,
 * the per-order steps are windows over one partition, only orders with cents to hand out (a promotion over several
 * rates) are ranked, and sums stay in integers (numeric only for the final rounding).
 */
export function vatSplitStatement(orders: SQL, select: SQL): SQL {
  return sql`
    with orders (id, platform, total, delivery_price, tips) as (${orders}),
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
             coalesce(bool_or(rate = ${DELIVERY_VAT_PERCENT}) over (partition by cart_id), false) as has_delivery_rate,
             coalesce(bool_or(rate = ${TIPS_VAT_PERCENT}) over (partition by cart_id), false) as has_tips_rate
        from weights
    ),
    floors as (
      -- An order without positive weight puts all its goods on its first row, at the unitemised rate. Otherwise
      -- integer floor division and its non-negative remainder (SQL's / and % truncate toward zero).
      select cart_id, platform, delivery_price, tips, goods, position = 1 as first_row,
             -- Whole shares, no cent to hand out: one rate, no weight, or goods equal to the weights (no promo).
             cart_weight <= 0 or rates = 1 or goods = cart_weight as exact,
             cart_weight > 0 and has_delivery_rate as has_delivery_rate, cart_weight > 0 and has_tips_rate as has_tips_rate,
             case when cart_weight > 0 then rate else ${UNITEMISED_VAT_PERCENT}::double precision end as rate,
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
             amount + case when rate = ${DELIVERY_VAT_PERCENT} then delivery_price else 0 end
                    + case when rate = ${TIPS_VAT_PERCENT} then tips else 0 end as ttc
        from shares
      union all
      select cart_id, platform, ${DELIVERY_VAT_PERCENT}::double precision, delivery_price
        from shares where first_row and not has_delivery_rate and delivery_price <> 0
      union all
      select cart_id, platform, ${TIPS_VAT_PERCENT}::double precision, tips
        from shares where first_row and not has_tips_rate and tips <> 0
    ),
    split as (
      select cart_id, platform, rate, ttc::bigint as ttc, round(ttc * 100 / (100 + rate::numeric))::bigint as ht
        from per_rate where ttc <> 0
    )
    ${select}`;
}
