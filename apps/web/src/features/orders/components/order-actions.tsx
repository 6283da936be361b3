import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  availableActions,
  EXTRA_COURIER_CHOICES,
  EXTRA_PREPARATION_CHOICES,
  resultingRunnerIsReady,
  resultingStatus,
  type OrderAction,
  type OrderFacts,
} from '@comptoir/domain';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/api/profile';
import type { Cart } from '../api/cart-fields';
import { useCartEvent } from '../api/cart-event';
import { useCancelOrder } from '../api/cancel-order';
import { useRateCourier, type CourierRating as Rating } from '../api/note-deliverer';
import { useSetCouriers } from '../api/set-couriers';
import { fetchTicketImage } from '../api/ticket-image';
import { printImage } from '../lib/print-ticket';
import { ticketLanguage } from '../lib/ticket-language';
import { readTicketCopies, readTicketOptions, rememberPrintedOrder } from '../lib/printed-orders';
import { useOrderAction } from '../lib/use-order-action';
import { ChoiceDialog } from './choice-dialog';
import { CourierRating } from './courier-rating';

// Actions that only change the status (and the runner flag) through cartEvent.
const STATUS_ACTIONS: readonly OrderAction[] = ['accept', 'ready', 'run', 'inTransit', 'delivered'];
type Dialog = 'cancel' | 'couriers' | 'minutes' | null;

export function OrderActions({ cart, facts }: { cart: Cart; facts: OrderFacts }) {
  const { t, i18n } = useTranslation();
  const { data: profile } = useProfile();
  const { pending, feedback, run } = useOrderAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const cartEvent = useCartEvent();
  const cancelOrder = useCancelOrder();
  const setCouriers = useSetCouriers();
  const rateCourier = useRateCourier();
  const actions = availableActions(facts);
  const busy = pending !== null;
  const done = (action: OrderAction) => t(`orders.done.${action}`, { displayId: cart.displayId });

  function changeStatus(action: OrderAction) {
    void run(
      action,
      () =>
        cartEvent.mutateAsync({
          cart: cart.id,
          status: resultingStatus(action, facts),
          runnerIsReady: resultingRunnerIsReady(action, facts),
          print: false,
        }),
      done(action),
    );
  }

  function print() {
    void run(
      'print',
      async () => {
        const { cartEvent: printed } = await cartEvent.mutateAsync({ cart: cart.id, print: true });
        // With cloud printers the server queued the ticket for them; without, this tablet prints it (docs/printing.md).
        if (printed.ticketState === 'QUEUED') return;
        const lang = ticketLanguage(profile, i18n.language);
        await printImage(await fetchTicketImage(cart.id, readTicketOptions(), lang), readTicketCopies());
        rememberPrintedOrder(cart.id);
      },
      done('print'),
    );
  }

  async function confirmIn(dialogAction: OrderAction, action: () => Promise<unknown>) {
    if (await run(dialogAction, action, done(dialogAction))) setDialog(null);
  }

  function rate(rating: Rating) {
    if (!cart.rushJob) return;
    const input = {
      restaurantUuid: cart.restaurant.uuid,
      delivererUuid: cart.courser?.platformId ?? null,
      jobUuid: cart.rushJob.uuid,
      cartUuid: cart.uuid,
      rating,
    };
    void run('rateCourier', () => rateCourier.mutateAsync(input), done('rateCourier'));
  }

  const button = (action: OrderAction, onClick: () => void, color = 'indigo') => (
    <Button
      key={action}
      mih={48}
      size="md"
      color={color}
      loading={pending === action}
      disabled={busy && pending !== action}
      onClick={onClick}
    >
      {t(`orders.actions.${action}`)}
    </Button>
  );

  return (
    <Stack gap="sm" component="section" aria-label={t('orders.detail.actions')}>
      <Group gap="sm">
        {actions
          .filter((action) => STATUS_ACTIONS.includes(action))
          .map((action) => button(action, () => changeStatus(action), action === 'accept' ? 'green.8' : 'indigo'))}
        {actions.includes('cancel') ? button('cancel', () => setDialog('cancel'), 'red.8') : null}
        {actions.includes('extraCouriers') ? button('extraCouriers', () => setDialog('couriers'), 'dark') : null}
        {actions.includes('extraPreparation') ? button('extraPreparation', () => setDialog('minutes'), 'dark') : null}
        {actions.includes('print') ? button('print', print, 'dark') : null}
      </Group>
      {cart.ticketState === 'FAILED' ? (
        <Alert color="orange" role="alert">
          {t('orders.ticketFailed')}
        </Alert>
      ) : null}
      {cart.rushJob ? <CourierRating enabled={actions.includes('rateCourier')} busy={busy} onRate={rate} /> : null}
      {feedback ? (
        <Alert
          color={feedback.kind === 'success' ? 'green' : 'red'}
          role={feedback.kind === 'success' ? 'status' : 'alert'}
        >
          {feedback.message}
        </Alert>
      ) : null}
      <Modal opened={dialog === 'cancel'} onClose={() => setDialog(null)} title={t('orders.actions.cancel')} centered>
        <Text>{t('orders.cancelQuestion')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" mih={48} onClick={() => setDialog(null)}>
            {t('orders.no')}
          </Button>
          <Button
            color="red.8"
            mih={48}
            loading={pending === 'cancel'}
            onClick={() => void confirmIn('cancel', () => cancelOrder.mutateAsync(cart.id))}
          >
            {t('orders.yes')}
          </Button>
        </Group>
      </Modal>
      <ChoiceDialog
        opened={dialog === 'couriers'}
        title={t('orders.actions.extraCouriers')}
        choices={EXTRA_COURIER_CHOICES.map((value) => ({ label: String(value), value }))}
        busy={pending === 'extraCouriers'}
        onClose={() => setDialog(null)}
        onConfirm={(extraCouriers) =>
          void confirmIn('extraCouriers', () => setCouriers.mutateAsync({ cart: cart.id, extraCouriers }))
        }
      />
      <ChoiceDialog
        opened={dialog === 'minutes'}
        title={t('orders.actions.extraPreparation')}
        choices={EXTRA_PREPARATION_CHOICES.map((choice) => ({
          label: t('orders.minutes', { number: choice.label }),
          value: choice.value,
        }))}
        busy={pending === 'extraPreparation'}
        onClose={() => setDialog(null)}
        onConfirm={(preparationTime) =>
          void confirmIn('extraPreparation', () => cartEvent.mutateAsync({ cart: cart.id, preparationTime }))
        }
      />
    </Stack>
  );
}
