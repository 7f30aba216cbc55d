import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { RecordedRequest, StubRoute } from '../../../../../tests/dom/stub-api.ts';
import { BrandingForm } from './branding-form.tsx';

const owner = { id: 'u1', email: 'maison@sillage.test', name: 'Maison' };
const stored = { brandName: 'Maison Iris', accentColor: '#5b4a8a', logoDataUrl: null };

function renderForm(options: { enabled?: boolean; branding?: typeof stored | null; extra?: StubRoute[] } = {}) {
  const { enabled = true, branding = null, extra = [] } = options;
  return renderApp(<BrandingForm userId={owner.id} enabled={enabled} />, {
    user: owner,
    api: [...extra, { method: 'GET', path: '/api/branding', status: 200, body: { branding } }],
  });
}

const puts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'PUT' && request.path === '/api/branding');

describe('BrandingForm (white-label)', () => {
  it('points to the plans when white-label is not in the user’s plan', () => {
    renderForm({ enabled: false });
    expect(screen.getByText(/come with the Enterprise plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Save brand' })).not.toBeInTheDocument();
  });

  it('fills the form with the stored brand and offers to go back to Sillage’s', async () => {
    renderForm({ branding: stored });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Brand name/ })).toHaveValue('Maison Iris'));
    expect(screen.getByRole('textbox', { name: 'Accent colour' })).toHaveValue('#5b4a8a');
    expect(screen.getByRole('button', { name: "Back to Sillage's brand" })).toBeInTheDocument();
  });

  it('saves the brand name and colour', async () => {
    const { user, requests } = renderForm({
      extra: [{ method: 'PUT', path: '/api/branding', status: 200, body: { branding: stored } }],
    });
    await user.type(screen.getByRole('textbox', { name: /Brand name/ }), 'Maison Iris');
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    await waitFor(() =>
      expect(puts(requests)[0]?.body).toEqual({ brandName: 'Maison Iris', accentColor: '#8a6d4b', logoDataUrl: null }),
    );
    expect(await screen.findByText('Brand saved.')).toBeInTheDocument();
  });

  it('refuses an empty brand name before sending anything', async () => {
    const { user, requests } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(0);
  });

  it('refuses a colour that is not #rrggbb', async () => {
    const { user, requests } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Brand name/ }), 'Maison Iris');
    const colour = screen.getByRole('textbox', { name: 'Accent colour' });
    await user.clear(colour);
    await user.type(colour, 'purple');
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('An accent colour is #rrggbb')).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(0);
  });

  it('refuses a logo over 200 kB', async () => {
    const { user } = renderForm();
    const big = new File([new Uint8Array(201 * 1024)], 'logo.png', { type: 'image/png' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, big);
    expect(await screen.findByText('The logo may be at most 200 kB.')).toBeInTheDocument();
  });

  it('shows the server’s refusal when the plan no longer includes white-label', async () => {
    const { user } = renderForm({
      extra: [
        {
          method: 'PUT',
          path: '/api/branding',
          status: 403,
          body: { error: { code: 'FORBIDDEN', message: 'White-label branding is in the Enterprise plan.' } },
        },
      ],
    });
    await user.type(screen.getByRole('textbox', { name: /Brand name/ }), 'Maison Iris');
    await user.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('White-label branding is in the Enterprise plan.')).toBeInTheDocument();
  });

  it('goes back to Sillage’s brand', async () => {
    const { user, requests } = renderForm({
      branding: stored,
      extra: [{ method: 'DELETE', path: '/api/branding', status: 200, body: { branding: null } }],
    });
    await user.click(await screen.findByRole('button', { name: "Back to Sillage's brand" }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'DELETE' && request.path === '/api/branding')).toBe(true),
    );
  });
});
