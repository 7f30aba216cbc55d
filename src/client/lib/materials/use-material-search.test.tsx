import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { materialSearchApi, ownMaterial } from '../../../../tests/dom/material-search-api.ts';
import { renderApp } from '../../../../tests/dom/render-app.tsx';
import { useMaterialSearch } from './use-material-search.ts';

const LIBRARY = [
  { id: 'linalool', name: 'Linalool', cas: '78-70-6', synonyms: ['Linalol'], sourceCount: 6 },
  { id: 'mdj', name: 'Methyl dihydrojasmonate', cas: '24851-98-7', synonyms: ['Hedione'], sourceCount: 5 },
  { id: 'rose-oxide', name: 'Rose oxide', cas: '16409-43-1', synonyms: [], sourceCount: 3 },
];

/** A search box over the hook, as the editor's autocomplete uses it: the list says which text it answers. */
function SearchBox() {
  const [text, setText] = useState('');
  const { items, answeredQuery, isReady } = useMaterialSearch(text, { limit: 5 });
  return (
    <div>
      <input aria-label="Material" value={text} onChange={(event) => setText(event.target.value)} />
      <p>{isReady ? 'library ready' : 'library loading'}</p>
      <ul aria-label="Materials" data-query={answeredQuery}>
        {items.map((item) => (
          <li
            key={item.id}
          >{`${item.name}${item.matchedSynonym ? ` (${item.matchedSynonym})` : ''}${item.isOwn ? ' · mine' : ''}`}</li>
        ))}
      </ul>
    </div>
  );
}

describe('useMaterialSearch (happy-dom has no Worker: the same protocol, answered on the main thread)', () => {
  it('fetches the version, then that version’s index, and ranks the library with the user’s own materials', async () => {
    const { user, requests } = renderApp(<SearchBox />, {
      api: materialSearchApi(LIBRARY, [
        ownMaterial('own-rose', 'Rose base R7'),
        ownMaterial('own-hed', 'Hedione 10% in DPG'),
      ]),
    });
    await user.type(screen.getByLabelText('Material'), 'rose');
    const list = screen.getByRole('list', { name: 'Materials' });
    await expect.poll(() => list.getAttribute('data-query')).toBe('rose');
    await screen.findByText('library ready');
    await expect
      .poll(() => [...list.querySelectorAll('li')].map((item) => item.textContent))
      .toEqual(['Rose oxide', 'Rose base R7 · mine']);

    await user.clear(screen.getByLabelText('Material'));
    await user.type(screen.getByLabelText('Material'), 'hedione');
    await expect.poll(() => list.getAttribute('data-query')).toBe('hedione');
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Methyl dihydrojasmonate (Hedione)',
      'Hedione 10% in DPG · mine',
    ]);
    expect(requests.filter((request) => request.path.startsWith('/api/materials/search-index/')).length).toBe(2);
  });
});
