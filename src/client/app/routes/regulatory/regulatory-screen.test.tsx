import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer, type StubRoute } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import type { EuEntries } from '../../../features/regulatory/api/list-eu-entries.ts';
import type { IfraStandardList } from '../../../features/regulatory/api/list-ifra-standards.ts';
import { RegulatoryScreen } from './regulatory-screen.tsx';

// Rows as imported from /work/shared/data: ifra-51-standards/standards.csv (IFRA_STD_011, category 4: 7.3 %) and
// eu-cosmetics-annexes-echa (allergens 45 and 84 with their 0.001 % / 0.01 % thresholds, Annex II 1666).
const benzylSalicylate: IfraStandardList['items'][number] = {
  id: 'IFRA_STD_011',
  name: 'Benzyl salicylate',
  type: 'RESTRICTION',
  amendment: '49',
  isProhibition: false,
  isRestriction: true,
  isSpecification: false,
  casNumbers: ['118-58-1'],
  riskProperty: 'DERMAL SENSITIZATION',
  category4: { limitKind: 'limit', maxPercent: 7.3 },
};

const ifra = (items: IfraStandardList['items'], total = 1): IfraStandardList => ({ total, items });

const allergens: EuEntries = {
  list: 'allergens',
  total: 2,
  page: 1,
  pageSize: 50,
  entries: [],
  allergens: [
    {
      id: 'a45',
      annexIiiRef: '45',
      cas: '100-51-6',
      names: ['Benzyl alcohol'],
      labelName: null,
      leaveOnThresholdPct: 0.001,
      rinseOffThresholdPct: 0.01,
      isAddedBy20231545: true,
    },
    {
      id: 'a84',
      annexIiiRef: '84',
      cas: '78-70-6',
      names: ['1,6-Octadien-3-ol, 3,7-dimethyl-'],
      labelName: 'Linalool',
      leaveOnThresholdPct: 0.001,
      rinseOffThresholdPct: 0.01,
      isAddedBy20231545: false,
    },
  ],
};

const annexII: EuEntries = {
  list: 'annex-ii',
  total: 1,
  page: 1,
  pageSize: 50,
  allergens: [],
  entries: [
    {
      id: 'e1666',
      refNo: '1666',
      substanceName: '2-(4-tert-Butylbenzyl) propionaldehyde',
      cas: '80-54-6',
      casValid: true,
      productTypes: 'All cosmetic products',
      maximumThreshold: '0 %',
      restrictions: null,
    },
  ] as EuEntries['entries'],
};

const summary = answer<typeof client.regulatory.summary.$get>('GET', '/api/regulatory/summary', {
  dataVersion: { ifraAmendment: '51', euAnnexEdition: 'ECHA export 2024-05-16', importedOn: '2026-11-28' },
  counts: { ifraStandards: 1, euAllergens: 2, euAnnexEntries: 1 },
});

function renderScreen(routes: StubRoute[]) {
  return renderApp(<RegulatoryScreen />, { url: '/regulatory', api: [summary, ...routes] });
}

const euAnswer = (body: EuEntries) => ({ method: 'GET', path: '/api/regulatory/eu', status: 200, body });

describe('RegulatoryScreen (/regulatory)', () => {
  it('lists the IFRA Standards with their category 4 limit and the data version', async () => {
    renderScreen([answer<typeof client.regulatory.ifra.$get>('GET', '/api/regulatory/ifra', ifra([benzylSalicylate]))]);
    const table = await screen.findByRole('table', { name: 'IFRA Standards' });
    const row = within(table).getByText('Benzyl salicylate').closest('tr')!;
    expect(row).toHaveTextContent('011');
    expect(row).toHaveTextContent('118-58-1');
    expect(row).toHaveTextContent('Restriction');
    expect(row).toHaveTextContent('7.3%');
    expect(screen.getByText('1 Standards')).toBeInTheDocument();
    expect(
      await screen.findByText('IFRA amendment 51 · EU annexes: ECHA export 2024-05-16 · imported 2026-11-28'),
    ).toBeInTheDocument();
  });

  it('opens a Standard’s page when its row is clicked', async () => {
    const { user, router } = renderScreen([
      answer<typeof client.regulatory.ifra.$get>('GET', '/api/regulatory/ifra', ifra([benzylSalicylate])),
    ]);
    await user.click(await screen.findByText('Benzyl salicylate'));
    await waitFor(() => expect(router.state.location.pathname).toContain('IFRA_STD_011'));
  });

  it('searches as the user types and says when no Standard matches', async () => {
    const { user, requests } = renderScreen([
      answer<typeof client.regulatory.ifra.$get>('GET', '/api/regulatory/ifra', ifra([], 1)),
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Search the regulatory database' }), 'oakmoss');
    await waitFor(() => expect(requests.some((request) => request.search.includes('q=oakmoss'))).toBe(true));
    expect(await screen.findByText(/No Standard matches “oakmoss”/)).toBeInTheDocument();
  });

  it('tells the user the IFRA data is not imported yet', async () => {
    renderScreen([answer<typeof client.regulatory.ifra.$get>('GET', '/api/regulatory/ifra', ifra([], 0))]);
    expect(await screen.findByText('No IFRA Standards yet')).toBeInTheDocument();
  });

  it('shows the EU allergens with their label name, thresholds and the 2023/1545 additions', async () => {
    const { user, requests } = renderScreen([
      answer<typeof client.regulatory.ifra.$get>('GET', '/api/regulatory/ifra', ifra([benzylSalicylate])),
      euAnswer(allergens),
    ]);
    await user.click(await screen.findByText('EU allergens'));
    const table = await screen.findByRole('table', { name: 'EU labelling allergens' });
    const linalool = within(table).getByText('Linalool').closest('tr')!;
    expect(linalool).toHaveTextContent('78-70-6');
    expect(linalool).toHaveTextContent('0.001%');
    expect(linalool).toHaveTextContent('0.01%');
    expect(within(linalool).queryByText('Reg. 2023/1545')).not.toBeInTheDocument();
    const benzylAlcohol = within(table).getByText('Benzyl alcohol').closest('tr')!;
    expect(within(benzylAlcohol).getByText('Reg. 2023/1545')).toBeInTheDocument();
    expect(screen.getByText('2 allergen rows')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/regulatory/eu')?.search).toContain('list=allergens');
  });

  it('shows Annex II entries by reference number', async () => {
    const { user } = renderScreen([
      answer<typeof client.regulatory.ifra.$get>('GET', '/api/regulatory/ifra', ifra([benzylSalicylate])),
      euAnswer(annexII),
    ]);
    await user.click(await screen.findByText('EU Annex II'));
    const table = await screen.findByRole('table', { name: 'EU Annex II' });
    expect(within(table).getByText('1666')).toBeInTheDocument();
    expect(within(table).getByText('80-54-6')).toBeInTheDocument();
  });

  it('shows the server’s message when the search fails', async () => {
    renderScreen([
      {
        method: 'GET',
        path: '/api/regulatory/ifra',
        status: 422,
        body: { error: { code: 'VALIDATION', message: 'q: at most 200 characters' } },
      },
    ]);
    expect(await screen.findByText('q: at most 200 characters')).toBeInTheDocument();
  });
});
