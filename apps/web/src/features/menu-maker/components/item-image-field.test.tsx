import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { ItemImageField } from './item-image-field';

type Sent = { variables: Record<string, unknown>; map: Record<string, string[]>; file: File | null };

function serve(answer: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const form = init?.body as FormData;
      const operations = JSON.parse(String(form.get('operations'))) as { variables: Record<string, unknown> };
      sent.push({
        variables: operations.variables,
        map: JSON.parse(String(form.get('map'))),
        file: form.get('0') as File | null,
      });
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function Field({ itemId, initial = '' }: { itemId: number | null; initial?: string }) {
  const [imageUrl, setImageUrl] = useState(initial);
  return <ItemImageField itemId={itemId} imageUrl={imageUrl} onUploaded={setImageUrl} />;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const png = () => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'burger.png', { type: 'image/png' });

describe('ItemImageField', () => {
  it('uploads the chosen picture at once as a multipart request and previews the stored one', async () => {
    const sent = serve({
      data: { uploadMenuItemImage: { id: 12, imageUrl: '/uploads/menus/12-abc.png', menuConfiguration: { id: 3 } } },
    });
    renderWithProviders(<Field itemId={12} initial="https://cdn.example/old.jpg" />, new QueryClient());
    expect(screen.getByRole('img', { name: 'The item’s picture' })).toHaveAttribute(
      'src',
      'https://cdn.example/old.jpg',
    );
    await userEvent.upload(fileInput(), png());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'The item’s picture' })).toHaveAttribute(
        'src',
        '/uploads/menus/12-abc.png',
      ),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables).toEqual({ itemId: 12, image: null });
    expect(sent[0]?.map).toEqual({ 0: ['variables.image'] });
    expect(sent[0]?.file?.name).toBe('burger.png');
  });

  it('shows the server’s refusal, translated, and keeps the previous picture', async () => {
    serve({
      data: null,
      errors: [
        {
          message: 'The image must be a JPEG, PNG or WebP image',
          extensions: { code: 'BAD_USER_INPUT', reason: 'IMAGE_TYPE' },
        },
      ],
    });
    renderWithProviders(<Field itemId={12} />, new QueryClient());
    await userEvent.upload(fileInput(), png());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Picture not saved');
    expect(alert).toHaveTextContent('Only JPEG, PNG or WebP pictures are accepted.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says why a picture was refused in the interface language', async () => {
    serve({
      data: null,
      errors: [
        {
          message: 'The image is larger than 10 MB',
          extensions: { code: 'BAD_USER_INPUT', reason: 'IMAGE_TOO_LARGE', maxBytes: 10_485_760 },
        },
      ],
    });
    await act(() => i18n.changeLanguage('fr'));
    try {
      renderWithProviders(<Field itemId={12} />, new QueryClient());
      await userEvent.upload(fileInput(), png());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Cette photo dépasse 10 Mo. Choisissez-en une plus légère.',
      );
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says another refused input by its code, never in the server’s own English', async () => {
    serve({ data: null, errors: [{ message: 'itemId is not a menu item', extensions: { code: 'BAD_USER_INPUT' } }] });
    renderWithProviders(<Field itemId={12} />, new QueryClient());
    await userEvent.upload(fileInput(), png());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check the information you entered.');
    expect(alert).not.toHaveTextContent('itemId is not a menu item');
  });

  it('asks to save a new item before it can have a picture', () => {
    const sent = serve({});
    renderWithProviders(<Field itemId={null} />, new QueryClient());
    // Mantine's FileInput is a button opening the hidden file input.
    expect(screen.getByRole('button', { name: 'Picture' })).toBeDisabled();
    expect(screen.getByText('Save the item first, then add its picture.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
