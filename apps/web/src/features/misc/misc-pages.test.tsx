import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anAccount } from '../../test/accounts';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/sign-in';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import { UpgradePage } from './upgrade-page';

function renderPage(page: React.ReactElement) {
  return renderWithProviders(<MemoryRouter>{page}</MemoryRouter>);
}

describe('misc pages', () => {
  it('not-found page says so and leads a visitor through / to sign in', () => {
    renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it("error page shows 'Oh no !', the message and a way back to the account's landing page", async () => {
    signInAs(anAccount('User', ['ROLE_ACCOUNT_MANAGER']));
    renderPage(<ErrorPage message="Cannot read properties of undefined" />);
    expect(screen.getByRole('heading', { name: 'Oh no !' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    // An account manager may not open /home: its home is the companies list (docs/roles.md).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/companys'),
    );
  });

  it('upgrade page leads a company back to its orders', async () => {
    signInAs(anAccount('Company', ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER']));
    renderPage(<UpgradePage from="/analytics" />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home'));
  });

  it('error page without a message still explains', () => {
    renderPage(<ErrorPage />);
    expect(screen.getByText('Something went wrong while showing this page.')).toBeInTheDocument();
  });

  it('upgrade page names the page that was asked for', () => {
    renderPage(<UpgradePage from="/analytics" />);
    expect(screen.getByText('Analytics is not included in your subscription.')).toBeInTheDocument();
    expect(screen.getByText('Contact customer service to add it.')).toBeInTheDocument();
    expect(screen.getByText('/analytics')).toBeInTheDocument();
  });
});
