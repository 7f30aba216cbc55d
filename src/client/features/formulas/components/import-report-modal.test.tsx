import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { ImportResult } from '../api/formula-files.ts';
import { ImportReportModal } from './import-report-modal.tsx';

const result = {
  formula: { id: 'f1', name: 'Sea study', ingredientCount: 3 },
  rejected: [{ index: 4, label: 'Row 4 (Bad)', reason: 'Amount must be 0 or more' }],
  skippedBlank: 0,
  unmatched: [
    { index: 2, name: 'Mystery base 7' },
    { index: 3, name: 'Grandma’s tincture' },
  ],
} as unknown as ImportResult;

describe('ImportReportModal', () => {
  it('lists the rows it could not match to the library, beside the rejected ones', async () => {
    renderApp(<ImportReportModal result={result} onClose={() => {}} onOpen={() => {}} />);
    const unmatched = await screen.findByTestId('import-unmatched');
    expect(unmatched.textContent).toBe('Row 2: Mystery base 7Row 3: Grandma’s tincture');
    expect(screen.getByText(/2 rows not found in the library/)).toBeTruthy();
    expect(screen.getByTestId('import-rejected').textContent).toBe('Row 4 (Bad): Amount must be 0 or more');
  });

  it('says nothing about matching when every row matched', async () => {
    renderApp(<ImportReportModal result={{ ...result, unmatched: [] }} onClose={() => {}} onOpen={() => {}} />);
    await screen.findByTestId('import-rejected');
    expect(screen.queryByTestId('import-unmatched')).toBeNull();
  });
});
