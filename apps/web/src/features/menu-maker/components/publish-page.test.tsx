import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { MenuMakerConfiguration } from '../api/configuration-fields';
import { PublishPage } from './publish-page';

const GLOVO = { uuid: 'r-glovo', title: 'Demo Burger Gare', platform: { name: 'PLATFORM_GLOVO' } };

// Only what the publish page reads of a configuration.
const CONFIGURATION = {
  id: 7,
  restaurant: GLOVO,
  company: { id: 1, restaurants: [GLOVO] },
} as unknown as MenuMakerConfiguration;

const ENGLISH =
  "Glovo's API only updates the products it already has: add Smash Burger in the Glovo partner portal, then publish again";

function serve(answer: unknown) {
  mockGraphQL((body) => ({
    json: body.query.includes('MenuMakerPublish(') ? answer : { data: { menuPublications: [] } },
  }));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('publishing a menu, in French', () => {
  it('says why a platform did not take the menu from the reason’s code, not the server’s English', async () => {
    serve({
      data: {
        menuToTablet: [
          {
            restaurant: { uuid: GLOVO.uuid, title: GLOVO.title },
            platform: 'PLATFORM_GLOVO',
            status: 'UNSUPPORTED',
            message: ENGLISH,
            reason: {
              code: 'NEW_PRODUCTS_IN_PARTNER_PORTAL',
              params: [
                { name: 'platform', value: 'Glovo' },
                { name: 'products', value: 'Smash Burger' },
              ],
            },
            at: '2026-11-27T10:00:00Z',
            problems: [],
          },
        ],
      },
    });
    await act(() => i18n.changeLanguage('fr'));
    renderWithProviders(<PublishPage configuration={CONFIGURATION} />, new QueryClient());
    await userEvent.click(screen.getByRole('button', { name: i18n.getFixedT('fr')('menuMaker.publish.submit') }));
    expect(
      await screen.findByText(
        "L'API de Glovo ne met à jour que les produits qu'elle connaît déjà : ajoutez Smash Burger dans son portail partenaire, puis publiez à nouveau.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(ENGLISH)).toBeNull();
  });

  it('says a refused publish by its reason, never the server’s English', async () => {
    serve({
      data: null,
      errors: [
        {
          message: 'Choose at least one restaurant to publish to',
          extensions: { code: 'BAD_USER_INPUT', reason: 'NO_RESTAURANT_CHOSEN' },
        },
      ],
    });
    await act(() => i18n.changeLanguage('fr'));
    renderWithProviders(<PublishPage configuration={CONFIGURATION} />, new QueryClient());
    await userEvent.click(screen.getByRole('button', { name: i18n.getFixedT('fr')('menuMaker.publish.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez au moins un restaurant.');
    expect(screen.queryByText(/Choose at least one/)).toBeNull();
  });
});
