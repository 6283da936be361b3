import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('The menu could not be drawn');
}

describe('the route error boundary', () => {
  it("shows the error page in the reader's words, and the next screen once another link is followed", async () => {
    // React reports the caught error on the console; the page is what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<h1>Fine</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    // The code's own English message is not the reader's language: the page says it in its own words.
    expect(await screen.findByText('Something went wrong while showing this page.')).toBeInTheDocument();
    expect(screen.queryByText('The menu could not be drawn')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong while showing this page.')).not.toBeInTheDocument();
  });
});
