import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@comptoir/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '../../../lib/session';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import type { Printer } from '../api/printers';
import { PrintersPage } from './printers-page';

const RESTAURANT = {
  uuid: '5b1f7c9e-3c1d-4f53-9c55-0d6f4b2a7e10',
  title: 'Demo Burger Bastille',
  company: { id: 1, name: 'Demo Burger Co' },
  platform: { name: 'Uber Eats' },
};
const PIZZA = {
  uuid: '7c2e8d0f-4d2e-4a64-8d66-1e7f5c3b8f21',
  title: 'Corner Pizza Nation',
  company: { id: 2, name: 'Corner Pizza' },
  platform: { name: 'Deliveroo' },
};

function aPrinter(overrides: Partial<Printer>): Printer {
  return {
    id: 1,
    companyId: 1,
    label: 'Cuisine',
    mac: '00:11:62:1a:2b:3c',
    brand: 'mC-Print',
    clientType: 'Star mC-Print3',
    clientVersion: '5.2.1',
    lastPing: new Date(Date.now() - 120_000).toISOString(),
    pollInterval: 5,
    width: 576,
    status: '200 OK',
    resolution: 203,
    cloudPrintEnabled: true,
    online: true,
    restaurants: [
      {
        restaurant: { uuid: RESTAURANT.uuid, title: RESTAURANT.title },
        nbPrint: 1,
        customTitlePrint: null,
        showCategory: true,
        clientTicket: false,
      },
    ],
    connection: { url: 'https://pos.example.com/cloudprnt', username: '00:11:62:1a:2b:3c', password: 'f00dcafe' },
    recentJobs: [],
    ...overrides,
  };
}

type Call = { query: string; variables: Record<string, unknown> };

function serve(printers: Printer[], answer: (call: Call) => unknown = () => ({}), restaurants = [RESTAURANT]) {
  const calls: Call[] = [];
  mockGraphQL((call) => {
    if (call.query.includes('query Profile'))
      return { json: { data: { init: { connected: true, me: null, switchedUser: null, platforms: [], printers } } } };
    if (call.query.includes('query Printers')) return { json: { data: { printers } } };
    if (call.query.includes('query PrinterRestaurants'))
      return { json: { data: { restaurants: { edges: restaurants.map((node) => ({ node })) } } } };
    calls.push(call);
    return { json: { data: answer(call) } };
  });
  return calls;
}

const render = () =>
  renderWithProviders(<PrintersPage />, new QueryClient({ defaultOptions: { queries: { retry: false } } }));

describe('PrintersPage', () => {
  it('shows each printer online or offline, its last contact, and paper out or cover open as a warning', async () => {
    serve([
      aPrinter({}),
      aPrinter({ id: 2, label: 'Comptoir', mac: '00:11:62:4d:5e:6f', online: false, status: '410 Paper Out' }),
      aPrinter({
        id: 3,
        label: 'Bar',
        mac: '00:11:62:4d:5e:70',
        online: false,
        status: '420%20Cover%20Open',
        lastPing: null,
      }),
    ]);
    render();
    const kitchen = await screen.findByRole('region', { name: 'Cuisine' });
    expect(within(kitchen).getByText('Online')).toBeInTheDocument();
    expect(within(kitchen).getByText('Last contact 2 min. ago')).toBeInTheDocument();
    expect(within(kitchen).queryByText('Out of paper')).not.toBeInTheDocument();
    const counter = screen.getByRole('region', { name: 'Comptoir' });
    expect(within(counter).getByText('Offline')).toBeInTheDocument();
    expect(within(counter).getByText('Out of paper')).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Bar' });
    expect(within(bar).getByText('Cover open')).toBeInTheDocument();
    expect(within(bar).getByText('Has never contacted Comptoir')).toBeInTheDocument();
  });

  it("lists each printer's last tickets: the order's number or a test page, waiting, printed, or failed with the printer's code", async () => {
    const at = '2026-03-12T13:05:00.000Z';
    const job = { resultCode: null, createdAt: at, printedAt: null, order: null };
    serve([
      aPrinter({
        recentJobs: [
          { ...job, id: 3, kind: 'ORDER', status: 'QUEUED', order: { id: 7, displayId: 'B7C2' } },
          {
            ...job,
            id: 2,
            kind: 'ORDER',
            status: 'FAILED',
            resultCode: '410%20Paper%20Out',
            order: { id: 6, displayId: 'A1F9' },
          },
          { ...job, id: 1, kind: 'TEST', status: 'PRINTED', resultCode: '200 OK', printedAt: at },
        ],
      }),
      aPrinter({ id: 2, label: 'Comptoir', mac: '00:11:62:4d:5e:6f' }),
    ]);
    render();
    const kitchen = await screen.findByRole('region', { name: 'Cuisine' });
    const tickets = within(within(kitchen).getByRole('list', { name: 'Last tickets' })).getAllByRole('listitem');
    expect(tickets.map((ticket) => ticket.textContent)).toEqual([
      expect.stringMatching(/^Order #B7C2 · .*Waiting$/),
      expect.stringMatching(/^Order #A1F9 · .*Failed: 410 Paper Out$/),
      expect.stringMatching(/^Test page · .*Printed$/),
    ]);
    expect(tickets[0]).toHaveTextContent('12-03-2026');
    expect(within(screen.getByRole('region', { name: 'Comptoir' })).getByText('No ticket yet.')).toBeInTheDocument();
  });

  it('refuses a malformed or already added MAC before sending anything, then adds the printer by its MAC as printers report it', async () => {
    const calls = serve([aPrinter({})], () => ({ printer: { id: 9, label: 'Pass', mac: '00:11:62:aa:bb:01' } }));
    render();
    await screen.findByRole('region', { name: 'Cuisine' });
    const form = screen.getByRole('region', { name: 'Add a printer' });
    const mac = within(form).getByLabelText('MAC address', { exact: false });
    await userEvent.type(mac, '00:11:62:aa:bb');
    await userEvent.type(within(form).getByLabelText('Name'), 'Pass');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the printer' }));
    expect(
      within(form).getByText('Enter the 12 characters of a MAC address, e.g. 00:11:62:1A:2B:3C'),
    ).toBeInTheDocument();
    await userEvent.clear(mac);
    await userEvent.type(mac, '00-11-62-1A-2B-3C');
    expect(await within(form).findByText('This printer is already added')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(mac);
    await userEvent.type(mac, '00-11-62-AA-BB-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the printer' }));
    await waitFor(() =>
      expect(calls[0]?.variables).toEqual({ input: { mac: '00:11:62:aa:bb:01', label: 'Pass', brand: 'mC-Print' } }),
    );
  });

  it('asks an account manager of several companies which one the printer joins, and takes the same MAC in another company', async () => {
    const calls = serve([aPrinter({})], () => ({ printer: { id: 9, label: 'Four', mac: '00:11:62:1a:2b:3c' } }), [
      RESTAURANT,
      PIZZA,
    ]);
    render();
    await screen.findByRole('region', { name: 'Cuisine' });
    const form = screen.getByRole('region', { name: 'Add a printer' });
    await userEvent.type(within(form).getByLabelText('MAC address', { exact: false }), '00:11:62:1a:2b:3c');
    await userEvent.type(within(form).getByLabelText('Name'), 'Four');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the printer' }));
    expect(within(form).getByText('Choose the company the printer belongs to')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.click(within(form).getByLabelText('Company'));
    await userEvent.click(await screen.findByRole('option', { name: 'Demo Burger Co', hidden: true }));
    expect(await within(form).findByText('This printer is already added')).toBeInTheDocument();
    await userEvent.click(within(form).getByLabelText('Company'));
    await userEvent.click(await screen.findByRole('option', { name: 'Corner Pizza', hidden: true }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add the printer' }));
    await waitFor(() =>
      expect(calls[0]?.variables).toEqual({
        input: { mac: '00:11:62:1a:2b:3c', label: 'Four', brand: 'mC-Print', company: 2 },
      }),
    );
  });

  it('sends a test page and says it is on its way', async () => {
    const calls = serve([aPrinter({})], () => ({ printTestPage: { id: 4, status: 'queued' } }));
    render();
    const kitchen = await screen.findByRole('region', { name: 'Cuisine' });
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Test print' }));
    expect(await within(kitchen).findByRole('status')).toHaveTextContent(
      "Test page sent to Cuisine: it prints at the printer's next contact.",
    );
    expect(calls[0]?.variables).toEqual({ printerId: 1 });
  });

  it('gives the URL, user name and password to type into the printer, and the URL for an Epson printer', async () => {
    serve([aPrinter({})]);
    render();
    const kitchen = await screen.findByRole('region', { name: 'Cuisine' });
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Connect your printer' }));
    expect(within(kitchen).getByText('https://pos.example.com/cloudprnt')).toBeInTheDocument();
    expect(within(kitchen).getByText('f00dcafe')).toBeInTheDocument();
    expect(within(kitchen).getByRole('button', { name: 'Copy the Password' })).toBeInTheDocument();
    expect(within(kitchen).getByText('https://pos.example.com/epson-sdp')).toBeInTheDocument();
    expect(within(kitchen).getByRole('button', { name: 'Copy the Server URL for Epson' })).toBeInTheDocument();
    expect(within(kitchen).getByText(/Epson uses Digest authentication/)).toBeInTheDocument();
  });

  it("saves the printer's restaurants with their copies and ticket options", async () => {
    const calls = serve([aPrinter({})], () => ({ printer: { id: 1, label: 'Cuisine', mac: '00:11:62:1a:2b:3c' } }));
    render();
    const kitchen = await screen.findByRole('region', { name: 'Cuisine' });
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Settings and restaurants' }));
    const copies = await within(kitchen).findByLabelText('Copies');
    await userEvent.clear(copies);
    await userEvent.type(copies, '2');
    await userEvent.click(within(kitchen).getByLabelText('Customer ticket (with prices)'));
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls[0]?.variables).toEqual({
        input: {
          id: 1,
          label: 'Cuisine',
          brand: 'mC-Print',
          cloudPrintEnabled: true,
          restaurants: [
            { restaurant: RESTAURANT.uuid, nbPrint: 2, customTitlePrint: null, showCategory: true, clientTicket: true },
          ],
        },
      }),
    );
  });

  it("says whose tickets the cloud printers print and that this tablet prints the others'", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'the-token');
    refreshSession();
    serve([
      aPrinter({}),
      aPrinter({
        id: 2,
        label: 'Off',
        mac: '00:11:62:4d:5e:6f',
        cloudPrintEnabled: false,
        restaurants: [
          {
            restaurant: { uuid: 'other', title: 'Demo Burger Nation' },
            nbPrint: 1,
            customTitlePrint: null,
            showCategory: true,
            clientTicket: false,
          },
        ],
      }),
    ]);
    render();
    expect(
      await screen.findByText(/^Cloud printers print the tickets of Demo Burger Bastille: Print sends those there\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Demo Burger Nation:/)).not.toBeInTheDocument();
  });

  it('says every ticket is printed from this tablet when no cloud printer prints', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'the-token');
    refreshSession();
    serve([]);
    render();
    expect(await screen.findByText(/^No cloud printer prints for you yet/)).toBeInTheDocument();
  });

  it("keeps this tablet's printing options where the orders screen reads them", async () => {
    serve([]);
    render();
    await screen.findByText('No printer yet');
    await userEvent.click(screen.getByLabelText('Show custom labels'));
    await userEvent.click(screen.getByRole('button', { name: 'Save for this tablet' }));
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.printers) ?? '[]') as unknown[];
    expect(stored).toEqual([
      expect.objectContaining({ isActive: true, showCategory: true, showCustomLabels: true, numberOfTickets: 1 }),
    ]);
  });
});
