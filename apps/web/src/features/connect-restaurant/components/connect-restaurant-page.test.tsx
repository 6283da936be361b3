import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@comptoir/domain';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockGraphQL, renderWithProviders, type GraphQLMock } from '../../../test/render';
import { ConnectRestaurantPage } from './connect-restaurant-page';

const COMPANY = { id: 7, name: 'Demo Burger Co', restaurants: [] };
const HUB = 'https://partner-hub.deliveroo.com/brands/4471/restaurants/90210/orders';

type Calls = { query: string; variables: Record<string, unknown> }[];
type Respond = (variables: Record<string, unknown>) => ReturnType<GraphQLMock>;

// The company query answers for the wizard's title; the operations named answer as the test says.
function serve(operations: Record<string, Respond> = {}): Calls {
  const calls: Calls = [];
  mockGraphQL((body) => {
    calls.push(body);
    if (body.query.includes('query WizardCompany')) return { json: { data: { company: COMPANY } } };
    const name = Object.keys(operations).find((operation) => body.query.includes(operation));
    const respond = name ? operations[name] : undefined;
    return respond ? respond(body.variables) : { json: { errors: [{ message: 'not mocked' }] } };
  });
  return calls;
}

function WizardRoute() {
  const { platform } = useParams();
  return <ConnectRestaurantPage companyId={7} platformSlug={platform} basePath="/company/7/restaurants/new" />;
}

function renderWizard(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/company/:id/restaurants/new/:platform?" element={<WizardRoute />} />
      </Routes>
    </MemoryRouter>,
    client,
  );
}

const refusal = (code: string) => () => ({
  json: { data: null, errors: [{ message: 'refused', extensions: { code, reason: code, params: { platform: 'x' } } }] },
});

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the integration wizard', () => {
  it('offers each platform as a link named as written on its card, its hint and activation read as its description', async () => {
    serve();
    renderWizard('/company/7/restaurants/new');
    const deliveroo = await screen.findByRole('link', { name: 'Deliveroo' });
    expect(deliveroo).toHaveAttribute('href', '/company/7/restaurants/new/deliveroo');
    expect(deliveroo).toHaveAccessibleDescription(
      'Link Comptoir in Partner Hub, then paste the Hub address. Reviewed by your account manager',
    );
    expect(screen.getByRole('link', { name: 'GET RESTO' })).toHaveAccessibleDescription(/Ready at once$/);
  });

  it('reads the brand and branch ids from a pasted Partner Hub address as it is typed, and says in French why one cannot be read', async () => {
    serve();
    await act(() => i18n.changeLanguage('fr'));
    renderWizard('/company/7/restaurants/new/deliveroo');
    const address = await screen.findByLabelText(/Adresse du Partner Hub/);

    await userEvent.click(address);
    await userEvent.paste(HUB);
    expect(screen.getByText('4471')).toBeInTheDocument();
    expect(screen.getByText('90210')).toBeInTheDocument();

    await userEvent.clear(address);
    await userEvent.paste('https://partner-hub.deliveroo.com/brands/4471/orders');
    await userEvent.tab();
    expect(
      screen.getByText(
        "Aucun identifiant d'établissement dans cette adresse : ouvrez la page du restaurant dans le Partner Hub et copiez son adresse.",
      ),
    ).toBeInTheDocument();

    await userEvent.clear(address);
    await userEvent.paste('https://deliveroo.com.evil.test/brands/1/restaurants/2');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText("Cette adresse n'est pas une page du Partner Hub de Deliveroo.")).toBeInTheDocument();
    expect(screen.getByText('Étape 1 sur 3')).toBeInTheDocument();
  }, 30_000);

  it('goes step by step, each checked before the next, and keeps its progress but never the password', async () => {
    const calls = serve({
      'mutation LoginPlatformCheck': () => ({ json: { data: { loginPlatformCheck: 'UNVERIFIABLE' } } }),
    });
    const view = renderWizard('/company/7/restaurants/new/deliveroo');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/Partner Hub address/));
    await userEvent.paste(HUB);
    await userEvent.type(screen.getByLabelText(/Name in Comptoir/), 'Burger Bastille');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Tablet login/), 'bastille@hub');
    await userEvent.type(screen.getByLabelText(/Tablet password/), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(calls.find((call) => call.query.includes('LoginPlatformCheck'))?.variables).toMatchObject({
      login: 'bastille@hub',
      password: 'secret-pass',
      platform: 'PLATFORM_DELIVEROO',
    });
    expect(screen.getByText('Brand id 4471, branch id 90210')).toBeInTheDocument();
    expect(screen.getByText(/Deliveroo offers no way to check a tablet login/)).toBeInTheDocument();

    const saved = localStorage.getItem(STORAGE_KEYS.restaurantWizard) ?? '';
    expect(saved).toContain('Burger Bastille');
    expect(saved).toContain('bastille@hub');
    expect(saved).not.toContain('secret-pass');

    // Back on the page later: the store is kept, and the wizard asks for the password again on the tablet step.
    view.unmount();
    renderWizard('/company/7/restaurants/new/deliveroo');
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText(/Tablet login/)).toHaveValue('bastille@hub');
    expect(screen.getByLabelText(/Tablet password/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Name in Comptoir/)).toHaveValue('Burger Bastille');
  }, 30_000);

  it('says a tablet login the platform refuses under the password, and the registration refusals in French as the product words them', async () => {
    let registration = refusal('RESTAURANT_NOT_FOUND');
    const calls = serve({
      'mutation LoginPlatformCheck': () => ({ json: { data: { loginPlatformCheck: 'REFUSED' } } }),
      'mutation RegisterPendingRestaurant': () => registration(),
    });
    await act(() => i18n.changeLanguage('fr'));
    renderWizard('/company/7/restaurants/new/uber-eats');
    await userEvent.click(await screen.findByRole('radio', { name: "Saisir l'UUID" }));
    await userEvent.click(screen.getByLabelText(/UUID de l'établissement/));
    await userEvent.paste('3f2c1a9e-0000-4000-8000-000000000001');
    await userEvent.type(screen.getByLabelText(/Nom dans Comptoir/), 'Burger Oberkampf');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));

    await userEvent.type(screen.getByLabelText(/Identifiant de la tablette/), 'oberkampf');
    await userEvent.type(screen.getByLabelText(/Mot de passe de la tablette/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(
      await screen.findByText('Uber Eats a refusé cet identifiant et ce mot de passe. Vérifiez-les et réessayez.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Étape 2 sur 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /mode sans tablette/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer pour validation' }));
    expect(
      await screen.findByText(
        "Restaurant introuvable : vérifiez l'UUID de l'établissement et que le compte de Comptoir a bien été ajouté comme gérant de l'établissement.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Le restaurant n'a pas été ajouté")).toBeInTheDocument();
    expect(calls.find((call) => call.query.includes('RegisterPendingRestaurant'))?.variables).toMatchObject({
      companyId: 7,
      platform: 'PLATFORM_UBER_EAT',
      platformId: '3f2c1a9e-0000-4000-8000-000000000001',
      storeName: 'Burger Oberkampf',
      isTabletLess: true,
    });

    for (const [code, sentence] of [
      ['RESTAURANT_ALREADY_EXISTS', 'Ce restaurant existe déjà dans Comptoir.'],
      ['RESTAURANT_NOT_INTEGRATED', "Ce restaurant n'est pas encore intégré à Comptoir sur sa plateforme"],
      ['RESTAURANT_CREATION_FAILED', "Le restaurant n'a pas pu être créé"],
    ] as const) {
      registration = refusal(code);
      await userEvent.click(screen.getByRole('button', { name: 'Envoyer pour validation' }));
      expect(await screen.findByText(new RegExp(sentence))).toBeInTheDocument();
    }
  }, 30_000);
});
