import { lineTotal, type DraftModifier, type DraftOrder } from '../draft-order';
import { PLATFORM_FULFILMENTS } from '../fulfilment';
import { amountE5, includedTax, uberV2Money } from '../money';

// Uber Eats (docs/platforms.md#uber-eats): webhooks carry ids only; the order itself is served by GET
// /v2/eats/order/{id} (legacy) and GET /v1/delivery/order/{id} (Order Fulfillment API), both from the same draft.
export type UberOrderState = {
  platformOrderId: string;
  displayId: string;
  state: string;
  preparationStatus: string;
  failureReason: string | null;
  readyForPickupAt: Date | null;
};

const V2_TYPES: Readonly<Record<string, string>> = {
  DELIVERY: 'DELIVERY_BY_UBER',
  DELIVERY_BY_RESTAURANT: 'DELIVERY_BY_RESTAURANT',
  PICKUP: 'PICK_UP',
  DINE_IN: 'DINE_IN',
};

export function uberFulfilment(draft: DraftOrder): string {
  return PLATFORM_FULFILMENTS.PLATFORM_UBER_EAT[draft.fulfillmentType] ?? 'DELIVERY';
}

/** `orders.notification` and friends: `meta.resource_id` is the order to GET. */
export function uberWebhook(input: {
  eventId: string;
  eventType: string;
  storeId: string;
  orderId: string;
  status: string;
  at: Date;
  apiBase: string;
}) {
  return {
    event_id: input.eventId,
    event_type: input.eventType,
    event_time: Math.floor(input.at.getTime() / 1000),
    meta: { user_id: input.storeId, resource_id: input.orderId, status: input.status },
    resource_href: `${input.apiBase}/v2/eats/order/${input.orderId}`,
  };
}

/**
 * `store.provisioned` / `store.deprovisioned`: the store in `meta.user_id` (and `meta.resource_id`), its pos_data to
 * read back at `resource_href` (docs/platforms.md#connecting-uber-eats).
 */
export function uberStoreWebhook(input: {
  eventId: string;
  eventType: string;
  storeId: string;
  at: Date;
  apiBase: string;
}) {
  return {
    event_id: input.eventId,
    event_type: input.eventType,
    event_time: Math.floor(input.at.getTime() / 1000),
    meta: { user_id: input.storeId, resource_id: input.storeId },
    resource_href: `${input.apiBase}/v1/eats/stores/${input.storeId}/pos_data`,
  };
}

export function uberV2Order(draft: DraftOrder, state: UberOrderState, storeName: string) {
  const v2State = state.state === 'OFFERED' ? 'CREATED' : state.state;
  return {
    id: state.platformOrderId,
    display_id: state.displayId,
    external_reference_id: null,
    current_state: state.failureReason === 'POS_DENIED' ? 'DENIED' : v2State === 'FAILED' ? 'CANCELED' : v2State,
    type: V2_TYPES[uberFulfilment(draft)] ?? 'DELIVERY_BY_UBER',
    store: { id: draft.storeId, name: storeName, external_reference_id: null },
    eater: {
      id: `eater-${state.platformOrderId.slice(0, 8)}`,
      first_name: draft.customer.firstName,
      last_name: draft.customer.lastName.slice(0, 1),
      phone: draft.customer.phone,
      phone_code: draft.customer.phoneCode,
    },
    eaters: [{ id: `eater-${state.platformOrderId.slice(0, 8)}`, first_name: draft.customer.firstName }],
    cart: {
      items: draft.lines.map((line) => ({
        id: line.itemId,
        instance_id: line.instanceId,
        title: line.title,
        external_data: line.itemId,
        quantity: line.quantity,
        price: {
          unit_price: uberV2Money(line.unitPrice),
          total_price: uberV2Money(lineTotal(line)),
          base_unit_price: uberV2Money(line.unitPrice),
          base_total_price: uberV2Money(line.unitPrice * line.quantity),
        },
        special_instructions: line.note ?? '',
        selected_modifier_groups: v2Groups(line.modifiers),
      })),
      special_instructions: draft.note ?? '',
    },
    payment: {
      charges: {
        sub_total: uberV2Money(draft.subtotal),
        tax: uberV2Money(includedTax(draft.subtotal, 10)),
        total: uberV2Money(draft.total),
        total_fee: uberV2Money(draft.serviceFee),
        total_fee_tax: uberV2Money(includedTax(draft.serviceFee, 20)),
        delivery_fee: uberV2Money(draft.deliveryFee),
        tip: uberV2Money(draft.tip),
        sub_total_promo_applied: uberV2Money(-draft.promo),
        total_promo_applied: uberV2Money(-draft.promo),
        bag_fee: uberV2Money(0),
        cash_amount_due: uberV2Money(0),
      },
    },
    packaging: { disposable_items: { should_include: draft.cutlery } },
    courier: draft.courier
      ? {
          id: `courier-${state.platformOrderId.slice(0, 8)}`,
          first_name: draft.courier.name,
          phone: draft.courier.phone,
          phone_code: draft.customer.phoneCode,
          picture_url: null,
        }
      : null,
    placed_at: draft.placedAt.toISOString(),
    estimated_ready_for_pickup_at: (
      state.readyForPickupAt ?? new Date(draft.placedAt.getTime() + 15 * 60_000)
    ).toISOString(),
  };
}

// v2: a selected item's `total_price` covers its own quantity, not its parents'.
function v2Groups(modifiers: readonly DraftModifier[]): unknown[] {
  return groupModifiers(modifiers).map(({ groupId, groupTitle, items }) => ({
    id: groupId,
    title: groupTitle,
    external_data: groupId,
    selected_items: items.map((modifier) => ({
      id: modifier.id,
      title: modifier.title,
      external_data: modifier.id,
      quantity: modifier.quantity,
      price: {
        unit_price: uberV2Money(modifier.unitPrice),
        total_price: uberV2Money(modifier.unitPrice * modifier.quantity),
      },
      selected_modifier_groups: v2Groups(modifier.modifiers),
    })),
  }));
}

/** GET /v1/delivery/order/{id}?expand=carts,deliveries,payment answers `{order: {…}}` with amount_e5 money. */
export function uberFulfillmentOrder(draft: DraftOrder, state: UberOrderState) {
  const breakdown: { cart_item_id: string; unit: unknown; total: unknown }[] = [];
  let counter = 0;
  const nextId = (): string => `${state.platformOrderId.slice(0, 8)}-${(counter += 1)}`;
  const gross = (cents: number, vat = 10) => ({
    gross: amountE5(cents),
    net: amountE5(cents - includedTax(cents, vat)),
    tax: amountE5(includedTax(cents, vat)),
  });

  // The breakdown's total holds every quantity, parents' included.
  const modifierGroups = (modifiers: readonly DraftModifier[], parentUnits: number): unknown[] =>
    groupModifiers(modifiers).map(({ groupId, groupTitle, items }) => ({
      id: groupId,
      title: groupTitle,
      selected_items: items.map((modifier) => {
        const cartItemId = nextId();
        breakdown.push({
          cart_item_id: cartItemId,
          unit: gross(modifier.unitPrice),
          total: gross(modifier.unitPrice * modifier.quantity * parentUnits),
        });
        return {
          cart_item_id: cartItemId,
          id: modifier.id,
          title: modifier.title,
          external_data: modifier.id,
          quantity: { amount: modifier.quantity },
          selected_modifier_groups: modifierGroups(modifier.modifiers, parentUnits * modifier.quantity),
        };
      }),
    }));

  const items = draft.lines.map((line) => {
    const cartItemId = nextId();
    breakdown.push({
      cart_item_id: cartItemId,
      unit: gross(line.unitPrice, line.vatPercent),
      total: gross(line.unitPrice * line.quantity, line.vatPercent),
    });
    return {
      cart_item_id: cartItemId,
      id: line.itemId,
      title: line.title,
      external_data: line.itemId,
      quantity: { amount: line.quantity },
      tax_info: { tax_rate: line.vatPercent },
      customer_request: { special_instructions: line.note, allergy: null },
      selected_modifier_groups: modifierGroups(line.modifiers, line.quantity),
    };
  });
  const customer = {
    id: `eater-${state.platformOrderId.slice(0, 8)}`,
    name: {
      display_name: `${draft.customer.firstName} ${draft.customer.lastName.slice(0, 1)}.`,
      first_name: draft.customer.firstName,
      last_name: draft.customer.lastName.slice(0, 1),
    },
    contact: { phone: { number: draft.customer.phone, pin_code: draft.customer.phoneCode } },
    is_primary_customer: true,
  };
  const readyAt = state.readyForPickupAt ?? new Date(draft.placedAt.getTime() + 15 * 60_000);
  return {
    order: {
      id: state.platformOrderId,
      display_id: state.displayId,
      state: state.state,
      preparation_status: state.preparationStatus,
      ...(state.failureReason ? { failure_info: { reason: state.failureReason } } : {}),
      fulfillment_type: uberFulfilment(draft),
      store: { id: draft.storeId },
      customers: [customer],
      carts: [
        {
          id: `cart-${state.platformOrderId.slice(0, 8)}`,
          items,
          special_instructions: draft.note,
          include_single_use_items: draft.cutlery,
        },
      ],
      deliveries: draft.courier
        ? [
            {
              status: 'SCHEDULED',
              estimated_pick_up_time: readyAt.toISOString(),
              estimated_dropoff_time: new Date(readyAt.getTime() + 20 * 60_000).toISOString(),
              location: {
                notes: draft.address?.instructions ?? null,
                street_address_line_one: draft.address?.street,
                city: draft.address?.city,
                postal_code: draft.address?.postcode,
                latitude: draft.address?.latitude,
                longitude: draft.address?.longitude,
              },
              delivery_partner: {
                id: `courier-${state.platformOrderId.slice(0, 8)}`,
                name: draft.courier.name,
                contact: { phone: { number: draft.courier.phone } },
                vehicle: { type: draft.courier.vehicle },
                picture_url: null,
              },
            },
          ]
        : [],
      payment: {
        payment_detail: {
          order_total: gross(draft.total),
          item_charges: { total: gross(draft.subtotal), price_breakdown: breakdown },
          promotions: { total: gross(-draft.promo) },
          fees: { total: gross(draft.serviceFee, 20) },
          delivery_fee: { total: gross(draft.deliveryFee, 20) },
          tips: { total: gross(draft.tip, 0) },
        },
      },
      ...(draft.scheduledFor
        ? {
            scheduled_order_target_delivery_time_range: {
              start_time: draft.scheduledFor.toISOString(),
              end_time: new Date(draft.scheduledFor.getTime() + 15 * 60_000).toISOString(),
            },
          }
        : {}),
      created_time: draft.placedAt.toISOString(),
      preparation_time: { ready_for_pickup_time: readyAt.toISOString() },
    },
  };
}

function groupModifiers(
  modifiers: readonly DraftModifier[],
): { groupId: string; groupTitle: string; items: DraftModifier[] }[] {
  const groups = new Map<string, { groupId: string; groupTitle: string; items: DraftModifier[] }>();
  for (const modifier of modifiers) {
    const group = groups.get(modifier.groupId) ?? {
      groupId: modifier.groupId,
      groupTitle: modifier.groupTitle,
      items: [],
    };
    group.items.push(modifier);
    groups.set(modifier.groupId, group);
  }
  return [...groups.values()];
}
