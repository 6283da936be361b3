import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { ReviewItem } from '../api/reviews-query';
import { ReviewDialog } from './review-dialog';

function aReview(patch: Partial<ReviewItem> = {}): ReviewItem {
  return {
    uuid: 'rv-1',
    rating: 2,
    price: 2450,
    orderNumber: 'BC953',
    workflowUuid: 'wf-1',
    message: null,
    giftPrice: null,
    comment: null,
    reviewAt: '2026-03-05T18:07:00Z',
    withResponse: false,
    replyStatus: null,
    replyPublishable: false,
    platform: 'PLATFORM_UBER_EAT',
    restaurant: { uuid: 'r-1', title: 'Demo Burger Bastille' },
    client: { platformId: 'eater-1', firstName: 'Camille', picture: null },
    ...patch,
  };
}

type Sent = { query: string; variables: Record<string, unknown> };

const ANSWERED = {
  data: { review: { uuid: 'rv-1', message: 'Merci', giftPrice: 10, withResponse: true, replyStatus: 'RECORDED_ONLY' } },
};

function serveReply() {
  const sent: Sent[] = [];
  mockGraphQL((body) => {
    sent.push(body);
    return { json: ANSWERED };
  });
  return sent;
}

/** The server answers only when the test says so, to see the dialog while the call runs. */
function serveLater(): (json: unknown) => void {
  let answer: (json: unknown) => void = () => undefined;
  const pending = new Promise<unknown>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(await pending), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  return (json) => answer(json);
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the review dialog (docs/screens.md#review-dialog)', () => {
  it('shows an unanswered review and sends the reply with the chosen promotion, then closes', async () => {
    const sent = serveReply();
    const onClose = vi.fn();
    renderWithProviders(<ReviewDialog review={aReview()} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Camille' });
    expect(dialog).toHaveTextContent('No comment added');
    expect(dialog).toHaveTextContent('No reply sent');
    expect(dialog).toHaveTextContent('Demo Burger Bastille');
    expect(screen.getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Uber Eats offers no way to publish replies');
    const textarea = screen.getByRole('textbox', { name: 'Your reply' });
    expect(textarea).toHaveAttribute('placeholder', 'Add a reply...');
    expect(textarea).toHaveAttribute('rows', '3');
    expect(screen.getByRole('radio', { name: 'Nothing' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'NONE',
      'TIER_1',
      'TIER_2',
      'TIER_3',
    ]);
    const reply = screen.getByRole('button', { name: 'Reply' });
    expect(reply).toBeDisabled();

    await userEvent.type(textarea, 'Désolés !');
    await userEvent.click(screen.getByRole('radio', { name: '€10' }));
    await userEvent.click(reply);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.variables).toEqual({
      workflowUUID: 'wf-1',
      eaterUUID: 'eater-1',
      restaurantUUID: 'r-1',
      promotion: { token: 'TIER_2' },
      message: 'Désolés !',
    });
  }, 15_000);

  it('shows an answered review read-only, with its promotion, and offers no Reply', async () => {
    serveReply();
    renderWithProviders(
      <ReviewDialog
        review={aReview({
          message: 'Merci beaucoup !',
          giftPrice: 18,
          withResponse: true,
          replyStatus: 'RECORDED_ONLY',
          comment: 'Froid.',
        })}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Camille' });
    expect(dialog).toHaveTextContent('Froid.');
    expect(dialog).not.toHaveTextContent('No reply sent');
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Merci beaucoup !');
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '€18' })).toBeChecked();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('this reply is kept in Comptoir only');
  });

  it('shows it is working while the reply is sent, and keeps the dialog open with the reason when it fails', async () => {
    const answer = serveLater();
    const onClose = vi.fn();
    renderWithProviders(<ReviewDialog review={aReview()} onClose={onClose} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Merci');
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reply' })).toHaveAttribute('data-loading', 'true'));
    answer({
      data: null,
      errors: [{ message: 'This review has already been answered', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The reply could not be sent.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks the product’s French', async () => {
    serveReply();
    await act(() => i18n.changeLanguage('fr'));
    renderWithProviders(<ReviewDialog review={aReview({ giftPrice: 5 })} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Camille' });
    expect(dialog).toHaveTextContent('Aucun commentaire ajouté');
    expect(dialog).toHaveTextContent('Aucune réponse envoyée');
    expect(screen.getByRole('textbox', { name: 'Votre réponse' })).toHaveAttribute(
      'placeholder',
      'Ajoutez une réponse...',
    );
    expect(
      screen
        .getAllByRole('radio')
        .map((radio) => radio.closest('.mantine-Radio-root')?.textContent?.replace(/\u202f|\u00a0/g, ' ')),
    ).toEqual(['Rien', '5 €', '10 €', '18 €']);
    expect(screen.getByRole('radio', { name: /^5/ })).toBeChecked();
    expect(dialog).toHaveTextContent(/5 mars 2026 \d\d:07/);
  });
});
