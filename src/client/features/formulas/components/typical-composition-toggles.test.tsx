import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { createEmptyRow } from '../../../../domain/formulas/formula-row.ts';
import type { Material } from '../../../../domain/regulatory/regulatory-model.ts';
import { TypicalCompositionToggles } from './typical-composition-toggles.tsx';

const material = (id: string, extra: Partial<Material> = {}): Material => ({
  id,
  name: id,
  kind: 'substance',
  casNumbers: [],
  isFurocoumarinFree: false,
  isFoodGradeFlavour: false,
  composition: [],
  ...extra,
});
const materials = new Map([
  ['acetate', material('acetate')],
  [
    'typical:acetate',
    material('typical:acetate', { typicalComposition: 'typical composition, Good Scents, upper bound' }),
  ],
  ['vanillin', material('vanillin')],
]);

describe('TypicalCompositionToggles', () => {
  it('offers the toggle only for lines whose material has a typical composition, and reports the choice', async () => {
    const onChange = vi.fn();
    const rows = [
      { ...createEmptyRow('a'), name: 'Citronellyl acetate', materialId: 'acetate' },
      { ...createEmptyRow('v'), name: 'Vanillin', materialId: 'vanillin' },
    ];
    renderApp(<TypicalCompositionToggles rows={rows} materials={materials} onChange={onChange} />);
    const toggle = screen.getByRole('checkbox', {
      name: 'Citronellyl acetate: use its typical composition, Good Scents, upper bound for the allergens',
    });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Vanillin/ })).toBeNull();
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith('a', true);
  });

  it('shows nothing when no line has one', () => {
    renderApp(
      <TypicalCompositionToggles
        rows={[{ ...createEmptyRow('v'), name: 'Vanillin', materialId: 'vanillin' }]}
        materials={materials}
        onChange={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('typical-composition-toggles')).toBeNull();
  });
});
