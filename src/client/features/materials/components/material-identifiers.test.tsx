import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { MaterialDetail } from '../api/get-material.ts';
import { MaterialIdentifiers } from './material-identifiers.tsx';

const carvoneOxide = (otherCasSources: string[]) =>
  ({
    cas: '18383-49-8',
    casValid: true,
    otherCas: ['33204-74-9'],
    cid: null,
    iupacName: null,
    inciName: null,
    formula: null,
    molecularWeight: null,
    smiles: null,
    synonyms: [],
    fieldSources: { cas: ['pyrfume-goodscents'], otherCas: otherCasSources },
  }) as unknown as MaterialDetail['material'];

describe('MaterialIdentifiers: where a material’s other CAS numbers come from', () => {
  it.each([
    {
      case: 'an IFRA Standard of its name',
      sources: ['ifra-standard-name'],
      note: /IFRA Standard of this name: its scope takes every CAS used for the ingredient/,
    },
    { case: 'the same structure', sources: ['pubchem-cid'], note: /same structure \(one PubChem CID\)/ },
  ])('says when they come from $case', ({ sources, note }) => {
    renderApp(<MaterialIdentifiers material={carvoneOxide(sources)} tradeNames={[]} abbreviations={[]} />);
    expect(screen.getByText('33204-74-9')).toBeTruthy();
    expect(screen.getByText(note)).toBeTruthy();
  });

  it('shows no empty Abbreviations row', () => {
    renderApp(<MaterialIdentifiers material={carvoneOxide([])} tradeNames={[]} abbreviations={[]} />);
    expect(screen.queryByText('Abbreviations')).toBeNull();
    renderApp(
      <MaterialIdentifiers
        material={carvoneOxide([])}
        tradeNames={[]}
        abbreviations={[{ name: 'DPG', source: 'Sillage trade vocabulary' }]}
      />,
    );
    expect(screen.getByText('Abbreviations')).toBeTruthy();
  });

  it('adds nothing when a dataset gives them', () => {
    renderApp(
      <MaterialIdentifiers material={carvoneOxide(['pyrfume-leffingwell'])} tradeNames={[]} abbreviations={[]} />,
    );
    expect(screen.getByText('33204-74-9')).toBeTruthy();
    expect(screen.queryByText(/IFRA Standard of this name|PubChem CID\)/)).toBeNull();
  });
});
