import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { BatchLabelsForm } from './batch-labels-form.tsx';

describe('BatchLabelsForm', () => {
  it('asks for sample labels on the roll with a volume and the certificate link', async () => {
    const onPrint = vi.fn(() => Promise.resolve());
    const { user } = renderApp(<BatchLabelsForm onPrint={onPrint} />);
    await user.click(screen.getByText('62 mm roll'));
    await user.click(screen.getByText('Sample'));
    const copies = screen.getByLabelText('Copies');
    await user.clear(copies);
    await user.type(copies, '3');
    // A decimal typed key by key ("2." on the way) arrives whole.
    await user.type(screen.getByLabelText(/Volume or weight/), '2.5');
    await user.type(screen.getByLabelText(/Certificate link/), 'https://sillage.example/c/abcdefghijklmnopqrstuvwxyz');
    await user.click(screen.getByRole('button', { name: 'Download labels (PDF)' }));
    expect(onPrint).toHaveBeenCalledWith({
      format: 'roll-62',
      kind: 'sample',
      copies: 3,
      quantity: { amount: 2.5, unit: 'ml' },
      certificateUrl: 'https://sillage.example/c/abcdefghijklmnopqrstuvwxyz',
    });
  });

  it("shows the server's refusal", async () => {
    const onPrint = vi.fn(() => Promise.reject(new Error('This is not a live certificate link of Chypre study')));
    const { user } = renderApp(<BatchLabelsForm onPrint={onPrint} />);
    await user.click(screen.getByRole('button', { name: 'Download labels (PDF)' }));
    expect(onPrint).toHaveBeenCalledWith({ format: 'a4', kind: 'bottle', copies: 1 });
    expect((await screen.findByRole('alert')).textContent).toContain('not a live certificate link');
  });
});
