import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { answer } from '../../../../../tests/dom/stub-api.ts';
import type { client } from '../../../lib/api-client.ts';
import { SdsTemplatesEditor } from './sds-templates-editor.tsx';

type Api = (typeof client.compliance.clp)['sds-templates'][':productForm'];
const LIST = answer<Api['$get']>('GET', '/api/compliance/clp/sds-templates/concentrate', {
  templates: [
    {
      subsection: '1.4',
      lines: ['Emergency telephone number: (to be completed).'],
      reviewed: false,
      reviewedAt: null,
      isDefault: true,
    },
    {
      subsection: '7.2',
      lines: ['Store in tightly closed containers.'],
      reviewed: true,
      reviewedAt: '2026-11-20T09:00:00.000Z',
      isDefault: false,
    },
  ],
});
const SAVED = answer<Api[':subsection']['$put']>('PUT', '/api/compliance/clp/sds-templates/concentrate/1.4', {
  template: { subsection: '1.4', lines: ['x'], reviewed: false, reviewedAt: null, isDefault: false },
});

describe('SdsTemplatesEditor', () => {
  it('shows which subsections are reviewed, and only lets the regulatory role edit', async () => {
    renderApp(<SdsTemplatesEditor canEdit={false} />, { api: [LIST] });
    const first = await screen.findByLabelText('Subsection 1.4');
    expect(within(first).getByText('Template — not reviewed')).toBeInTheDocument();
    // Each card is titled with its Annex II heading, not only its number.
    expect(within(first).getByRole('heading', { name: 'Emergency telephone number' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Subsection 7.2')).getByText(/^Reviewed on /)).toBeInTheDocument();
    expect(screen.getByText('1 of 2 subsections print “Template — not reviewed”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark reviewed' })).not.toBeInTheDocument();
  });

  it('saves a changed text as not reviewed, and clears the mark only when the user marks it reviewed', async () => {
    const view = renderApp(<SdsTemplatesEditor canEdit />, { api: [LIST, SAVED] });
    const card = await screen.findByLabelText('Subsection 1.4');
    const text = within(card).getByLabelText('Text of subsection 1.4');
    await view.user.clear(text);
    await view.user.type(text, 'Emergency telephone number: +33 1 00 00 00 00 (office hours).');
    await view.user.click(within(card).getByRole('button', { name: 'Save text' }));
    await waitFor(() => expect(view.requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(view.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      lines: ['Emergency telephone number: +33 1 00 00 00 00 (office hours).'],
      reviewed: false,
    });
    await view.user.click(within(card).getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(view.requests.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(view.requests.filter((request) => request.method === 'PUT')[1]?.body).toMatchObject({ reviewed: true });
  });
});
