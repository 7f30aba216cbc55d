import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { InviteForm } from './invite-form.tsx';

const camille = { id: 'u1', email: 'camille@sillage.test', name: 'Camille' };

describe('InviteForm (invite a colleague)', () => {
  it('keeps the button off until an address is typed', async () => {
    const { user } = renderApp(<InviteForm />, { user: camille });
    const send = screen.getByRole('button', { name: 'Send invitation' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(/Their e-mail/), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText(/Their e-mail/), 'lou@maison.example');
    expect(send).toBeEnabled();
  });

  it('sends the trimmed address and note, says so and empties the form', async () => {
    const { user, requests } = renderApp(<InviteForm />, {
      user: camille,
      api: [{ method: 'POST', path: '/api/invites', status: 201, body: { invite: { id: 'i1' } } }],
    });
    await user.type(screen.getByLabelText(/Their e-mail/), ' lou@maison.example ');
    await user.type(screen.getByLabelText('A note (optional)'), ' Welcome to the lab ');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to lou@maison.example')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'lou@maison.example',
      message: 'Welcome to the lab',
    });
    await waitFor(() => expect(screen.getByLabelText(/Their e-mail/)).toHaveValue(''));
  });

  it('sends no note when none is written, and shows the server’s refusal', async () => {
    const { user, requests } = renderApp(<InviteForm />, {
      user: camille,
      api: [
        {
          method: 'POST',
          path: '/api/invites',
          status: 409,
          body: { error: { code: 'CONFLICT', message: 'lou@maison.example already has an account' } },
        },
      ],
    });
    await user.type(screen.getByLabelText(/Their e-mail/), 'lou@maison.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('lou@maison.example already has an account')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ email: 'lou@maison.example' });
    expect(screen.getByLabelText(/Their e-mail/)).toHaveValue('lou@maison.example');
  });
});
