import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { PendingConfirmation } from '../hooks/use-resolve-pasted-materials.ts';
import { MaterialConfirmations } from './material-confirmations.tsx';

const citronellol: PendingConfirmation = {
  line: 'Citronelol',
  suggestions: [
    {
      id: 'c',
      name: 'Citronellol',
      cas: '106-22-9',
      isOwn: false,
      matchKind: 'fuzzy',
      matchedText: 'Citronellol',
      naturalType: null,
    },
    {
      id: 'r',
      name: 'Rhodinol',
      cas: '6812-78-8',
      isOwn: false,
      matchKind: 'synonym',
      matchedText: 'Citronellol',
      naturalType: null,
    },
  ],
};
const lavender: PendingConfirmation = {
  line: 'Lavender',
  suggestions: [
    {
      id: 'o',
      name: 'Lavender oil',
      cas: '8000-28-0',
      isOwn: false,
      matchKind: 'prefix',
      matchedText: 'Lavender oil',
      naturalType: 'essential oil',
    },
  ],
};

describe('MaterialConfirmations (issue 26: never a silent substitution)', () => {
  it('lists each uncertain line with its candidates and why each matched', () => {
    renderApp(
      <MaterialConfirmations confirmations={[citronellol, lavender]} onConfirm={vi.fn()} onKeepAsText={vi.fn()} />,
    );
    expect(screen.getByText('2 lines need their material confirmed')).toBeTruthy();
    const select = screen.getByLabelText('Material for “Citronelol”') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Citronellol · 106-22-9 — close spelling',
      'Rhodinol · 6812-78-8 — synonym “Citronellol”',
    ]);
    expect(screen.getByText(/Lavender oil \(essential oil\) · 8000-28-0 — name starts with it/)).toBeTruthy();
  });

  it('uses the candidate the user picks, and only then', async () => {
    const onConfirm = vi.fn();
    const { user } = renderApp(
      <MaterialConfirmations confirmations={[citronellol]} onConfirm={onConfirm} onKeepAsText={vi.fn()} />,
    );
    expect(onConfirm).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Material for “Citronelol”'), 'r');
    await user.click(screen.getByRole('button', { name: 'Use it' }));
    expect(onConfirm).toHaveBeenCalledWith('Citronelol', citronellol.suggestions[1]);
  });

  it('keeps the text when asked, and shows nothing when no line waits', async () => {
    const onKeepAsText = vi.fn();
    const { user } = renderApp(
      <MaterialConfirmations confirmations={[lavender]} onConfirm={vi.fn()} onKeepAsText={onKeepAsText} />,
    );
    const line = screen.getByTestId('material-confirmation');
    await user.click(within(line).getByRole('button', { name: 'Keep as text' }));
    expect(onKeepAsText).toHaveBeenCalledWith('Lavender');
    const empty = renderApp(<MaterialConfirmations confirmations={[]} onConfirm={vi.fn()} onKeepAsText={vi.fn()} />);
    expect(empty.container.querySelector('[data-testid="material-confirmations"]')).toBeNull();
  });
});
