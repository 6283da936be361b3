import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INQUIRY_COMMENT_MAX } from '@comptoir/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL, renderWithProviders } from '../../../test/render';
import { GateMessage } from './gate-message';

describe('the menu maker’s activation request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says a comment is too long under the field and sends nothing, then sends the shortened one', async () => {
    const sent: unknown[] = [];
    mockGraphQL(({ variables }) => {
      sent.push(variables);
      return { json: { data: { serviceInquiry: { id: 7 } } } };
    });
    renderWithProviders(<GateMessage />);
    const comment = screen.getByRole('textbox', { name: 'Comment (optional)' });
    fireEvent.change(comment, { target: { value: 'x'.repeat(INQUIRY_COMMENT_MAX + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Ask for activation' }));
    expect(await screen.findByText('This text is too long')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(comment, { target: { value: '  Three restaurants to set up  ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Ask for activation' }));
    expect(await screen.findByText('Your request was sent: support will contact you.')).toBeInTheDocument();
    expect(sent).toEqual([{ services: ['MENU_MAKER'], comment: 'Three restaurants to set up' }]);
  });
});
