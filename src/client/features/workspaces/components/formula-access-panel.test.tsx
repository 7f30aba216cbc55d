import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { client } from '../../../lib/api-client.ts';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { FormulaAccessPanel } from './formula-access-panel.tsx';

const FORMULA = '00000000-0000-4000-8000-0000000000f1';
const access = { isConfidential: false, authorId: 'u1', memberIds: [] as string[] };

describe('FormulaAccessPanel', () => {
  it('makes an open formula confidential with a PUT of its new access', async () => {
    const { user, requests } = renderApp(<FormulaAccessPanel formulaId={FORMULA} />, {
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
      api: [
        answer<(typeof client.formulas)[':id']['access']['$get']>('GET', `/api/formulas/${FORMULA}/access`, {
          access,
        }),
        answer<(typeof client.formulas)[':id']['access']['$put']>('PUT', `/api/formulas/${FORMULA}/access`, {
          access: { ...access, isConfidential: true },
        }),
      ],
    });
    await user.click(await screen.findByRole('switch', { name: /Confidential/ }));
    expect(screen.getByText('Members who may open it')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        isConfidential: true,
        memberIds: [],
      }),
    );
  });
});
