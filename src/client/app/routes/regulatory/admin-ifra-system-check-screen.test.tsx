import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import type { IfraSystemCheck } from '../../../features/regulatory/api/get-ifra-system-check.ts';
import { AdminIfraSystemCheckScreen } from './admin-ifra-system-check-screen.tsx';

const admin = { id: 'a1', email: 'admin@sillage.test', name: 'Admin', role: 'admin' };

// Counts of a full import of /work/shared/data: 263 Standards in ifra-51-standards/standards.csv (156 restrictions,
// 68 prohibitions among them), 163 allergen rows and 4067 Annex II rows in eu-cosmetics-annexes-echa; the other
// counts only need to be told apart on screen.
const check = (checks: IfraSystemCheck['checks']): IfraSystemCheck => ({
  dataVersion: { ifraAmendment: '51', euAnnexEdition: 'ECHA export 2024-05-16', importedOn: '2026-11-28' },
  counts: {
    standards: 263,
    standardsByType: [
      { type: 'RESTRICTION', count: 156 },
      { type: 'PROHIBITION', count: 68 },
    ],
    limitCells: 4734,
    scopeCas: 400,
    phototoxicityStandards: 10,
    naturalContributions: 1200,
    naturals: 300,
    naturalsInLibrary: 0,
    schiffBases: 20,
    euAllergenEntries: 163,
    euAllergenRows: 163,
    euAnnexIiEntries: 4067,
    euAnnexIiiReferences: 300,
  },
  checks,
});

const route = (body: IfraSystemCheck) =>
  answer<(typeof client.admin)['ifra-system-check']['$get']>('GET', '/api/admin/ifra-system-check', body);

describe('AdminIfraSystemCheckScreen (/admin/ifra-system-check)', () => {
  it('shows the data version, the counts and the Standards by type', async () => {
    renderApp(<AdminIfraSystemCheckScreen />, { user: admin, api: [route(check([]))] });
    expect(
      await screen.findByText('IFRA amendment 51 · EU annexes: ECHA export 2024-05-16 · imported 2026-11-28'),
    ).toBeInTheDocument();
    expect(screen.getByText('IFRA Standards').previousElementSibling).toHaveTextContent('263');
    expect(screen.getByText('EU Annex II rows').previousElementSibling).toHaveTextContent('4,067');
    expect(screen.getByText('RESTRICTION: 156 · PROHIBITION: 68')).toBeInTheDocument();
  });

  it('lists each check with its verdict and the problems it found, saying when only the first are listed', async () => {
    renderApp(<AdminIfraSystemCheckScreen />, {
      user: admin,
      api: [
        route(
          check([
            {
              id: 'limits-complete',
              title: 'Every restriction has its category limits',
              status: 'pass',
              summary: 'All restrictions have 18 category cells.',
              problems: [],
              problemCount: 0,
            },
            {
              id: 'cas-format',
              title: 'CAS numbers are well formed',
              status: 'warn',
              summary: 'Some CAS numbers fail the check digit.',
              problems: [{ subject: 'IFRA_STD_999 · 123-45-0', message: 'check digit should be 6' }],
              problemCount: 3,
            },
          ]),
        ),
      ],
    });
    const passed = (await screen.findByText('Every restriction has its category limits')).closest('[data-check]')!;
    expect(passed).toHaveTextContent('Pass');
    expect(passed).toHaveTextContent('All restrictions have 18 category cells.');
    expect(passed.querySelector('table')).toBeNull();
    const warned = screen.getByText('CAS numbers are well formed').closest('[data-check]')!;
    expect(warned).toHaveTextContent('Check');
    expect(warned).toHaveTextContent('Some CAS numbers fail the check digit. · 3 to look at (first 1 listed)');
    expect(warned).toHaveTextContent('IFRA_STD_999 · 123-45-0check digit should be 6');
  });

  it('marks a missing import as a failure', async () => {
    renderApp(<AdminIfraSystemCheckScreen />, {
      user: admin,
      api: [
        route(
          check([
            {
              id: 'data-loaded',
              title: 'IFRA data loaded',
              status: 'fail',
              summary:
                'No IFRA Standards are loaded: import "IFRA Standards, 51st Amendment" in Reference Data Import.',
              problems: [],
              problemCount: 1,
            },
          ]),
        ),
      ],
    });
    const failed = (await screen.findByText('IFRA data loaded')).closest('[data-check]')!;
    expect(failed).toHaveTextContent('Fail');
    expect(failed).toHaveTextContent('1 to look at');
  });

  it('shows the refusal to a user who is not an administrator', async () => {
    renderApp(<AdminIfraSystemCheckScreen />, {
      user: { id: 'u1', email: 'camille@sillage.test', name: 'Camille' },
      api: [
        {
          method: 'GET',
          path: '/api/admin/ifra-system-check',
          status: 403,
          body: { error: { code: 'FORBIDDEN', message: 'Administrators only' } },
        },
      ],
    });
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });
});
