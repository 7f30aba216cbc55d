import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { materialSearchApi, ownMaterial } from '../../../tests/dom/material-search-api.ts';
import { renderApp } from '../../../tests/dom/render-app.tsx';
import { MaterialPicker, type PickedMaterial } from './material-picker.tsx';

const API = materialSearchApi(
  [
    { id: 'linalool', name: 'Linalool', cas: '78-70-6', synonyms: ['Linalol'], sourceCount: 6 },
    { id: 'linalyl-acetate', name: 'Linalyl acetate', cas: '115-95-7', synonyms: [], sourceCount: 5 },
    { id: 'mdj', name: 'Methyl dihydrojasmonate', cas: '24851-98-7', synonyms: ['Hedione'], sourceCount: 5 },
  ],
  [ownMaterial('own-lin', 'Linalool 10% in DPG')],
);

/** The picker as a form holds it: the value it sends, and the free text typed. */
function Form(props: { excludeIds?: string[]; initialText?: string; showChosen?: boolean }) {
  const [value, setValue] = useState<PickedMaterial | null>(null);
  const [text, setText] = useState('');
  return (
    <div>
      <MaterialPicker label="Material" value={value} onChange={setValue} onTextChange={setText} {...props} />
      <output aria-label="Sent">{value ? `${value.id} ${value.name}` : 'nothing'}</output>
      <output aria-label="Typed">{text}</output>
    </div>
  );
}

// Mantine's dropdown keeps `display: none` in happy-dom (no transition end), so options are found with `hidden`.
const optionNames = () => screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);

describe('MaterialPicker (one picker over useMaterialSearch)', () => {
  it.each([
    { typed: 'linal', expected: ['Linalool · 78-70-6', 'Linalyl acetate · 115-95-7', 'Linalool 10% in DPG'] },
    { typed: '78-70-6', expected: ['Linalool · 78-70-6'] },
    { typed: 'hedione', expected: ['Methyl dihydrojasmonate · 24851-98-7'] },
  ])('lists the library and own materials matching "$typed"', async ({ typed, expected }) => {
    const { user } = renderApp(<Form />, { api: API });
    await user.type(screen.getByLabelText('Material'), typed);
    await expect.poll(optionNames).toEqual(expected);
  });

  it('sends the picked material, shows its name, and forgets it when the text is edited', async () => {
    const { user } = renderApp(<Form showChosen />, { api: API });
    const input = screen.getByLabelText('Material');
    await user.type(input, 'linalyl');
    await user.click(await screen.findByRole('option', { name: /Linalyl acetate/, hidden: true }));
    expect(screen.getByLabelText('Sent').textContent).toBe('linalyl-acetate Linalyl acetate');
    expect(input).toHaveProperty('value', 'Linalyl acetate');
    expect(screen.getByText('Chosen: Linalyl acetate')).toBeDefined();
    await user.type(input, 'x');
    expect(screen.getByLabelText('Sent').textContent).toBe('nothing');
    expect(screen.getByLabelText('Typed').textContent).toBe('Linalyl acetatex');
  });

  it('leaves out excluded materials', async () => {
    const { user } = renderApp(<Form excludeIds={['linalool']} />, { api: API });
    await user.type(screen.getByLabelText('Material'), 'linal');
    await expect.poll(optionNames).toEqual(['Linalyl acetate · 115-95-7', 'Linalool 10% in DPG']);
  });

  it('says when nothing matches, and keeps the typed text for a free-text caller', async () => {
    const { user } = renderApp(<Form />, { api: API });
    await user.type(screen.getByLabelText('Material'), 'Cedarwood Virginia');
    expect(await screen.findByText('No material matches')).toBeDefined();
    expect(screen.getByLabelText('Typed').textContent).toBe('Cedarwood Virginia');
    expect(screen.getByLabelText('Sent').textContent).toBe('nothing');
  });

  it('has no dropdown in the page until the field is focused; afterwards the field names its one listbox', async () => {
    const { user } = renderApp(
      <>
        <Form />
        <button type="button">Elsewhere</button>
      </>,
      { api: API },
    );
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    const input = screen.getByLabelText('Material');
    await user.type(input, 'linal');
    await expect.poll(optionNames).toContain('Linalool · 78-70-6');
    const listbox = screen.getByRole('listbox', { hidden: true });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.type(input, 'o');
    await expect.poll(() => input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('listbox', { hidden: true })).toBe(listbox);
  });

  it('shows a saved name before anything is searched', () => {
    renderApp(<Form initialText="Geraniol" />, { api: API });
    expect(screen.getByLabelText('Material')).toHaveProperty('value', 'Geraniol');
    expect(optionNames()).toEqual([]);
  });
});
