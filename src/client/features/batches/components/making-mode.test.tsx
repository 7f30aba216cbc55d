import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { materialSearchApi } from '../../../../../tests/dom/material-search-api.ts';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { BenchLine } from '../../../../domain/batches/bench-line.ts';
import {
  checkBenchLine,
  recordWeighing,
  skipBenchLine,
  toleranceGramsOf,
} from '../../../../domain/batches/change-bench-line.ts';
import { rescaleAfterOverdose } from '../../../../domain/batches/rescale-after-overdose.ts';
import { buildBenchLine } from '../../../../../tests/fixtures/bench-line-fixtures.ts';
import type { Batch, BatchAction } from '../api/batches-api.ts';
import { MakingMode } from './making-mode.tsx';

const AT = '2026-11-28T10:00:00.000Z';

function toBatch(lines: BenchLine[]): Batch {
  return {
    id: 'b1',
    code: 'LAB-0001',
    formulaId: 'f1',
    formulaVersion: 3,
    formulaName: 'Chypre study',
    status: 'in-progress',
    targetGrams: 100,
    batchGrams: lines.reduce((sum, line) => sum + line.targetGrams, 0),
    order: 'as-written',
    lines: lines.map((line) => ({
      ...line,
      toleranceGrams: toleranceGramsOf(line),
      check: line.status === 'pending' && line.weighedGrams === 0 ? null : checkBenchLine(line),
      targetDrops: null,
    })),
    events: [],
    notes: null,
    claimedByDevice: 'd1',
    claimedAt: AT,
    startedAt: AT,
    completedAt: null,
    cancelledAt: null,
    record: null,
  } as unknown as Batch;
}

/** The screen over the domain's own rules, as the server applies them. */
function Bench({ actions }: { actions: BatchAction[] }) {
  const [lines, setLines] = useState<BenchLine[]>([
    buildBenchLine('a', 60, { name: 'Hedione' }),
    buildBenchLine('b', 30, { name: 'Iso E Super', notePosition: 'base' }),
    buildBenchLine('c', 10, { name: 'Bergamot', notePosition: 'top' }),
  ]);
  async function handleAction(action: BatchAction) {
    actions.push(action);
    let next = lines;
    if (action.kind === 'weigh') {
      const change = recordWeighing(lines, action.lineId, { grams: action.grams, at: AT, source: 'typed' });
      if (change.ok) next = change.lines;
    } else if (action.kind === 'rescale') next = rescaleAfterOverdose(lines, action.lineId)?.lines ?? lines;
    else if (action.kind === 'skip') {
      const change = skipBenchLine(lines, action.lineId, action.reason);
      if (change.ok) next = change.lines;
    }
    setLines(next);
    return toBatch(next);
  }
  return <MakingMode batch={toBatch(lines)} isBusy={false} onAction={handleAction} />;
}

describe('MakingMode', () => {
  it('weighs with the keyboard only: type the weight, Enter, the next line', async () => {
    const actions: BatchAction[] = [];
    const { user } = renderApp(<Bench actions={actions} />);
    expect(screen.getByText('Hedione', { selector: 'p' })).toBeDefined();
    const input = screen.getByLabelText('Weighed (g)');
    await user.type(input, '60{Enter}');
    expect(actions).toEqual([{ kind: 'weigh', lineId: 'a', grams: 60 }]);
    expect(await screen.findByLabelText('Target')).toHaveProperty('textContent', '30.000 g');
    expect(within(screen.getByLabelText('Lines')).getByText(/✓ Hedione/)).toBeDefined();
  });

  it('an overdose offers to rescale the rest, showing the new batch weight', async () => {
    const actions: BatchAction[] = [];
    const { user } = renderApp(<Bench actions={actions} />);
    await user.type(screen.getByLabelText('Weighed (g)'), '63{Enter}');
    const rescale = await screen.findByRole('button', { name: /Rescale the rest: new batch 105\.000 g/ });
    await user.click(rescale);
    expect(actions.at(-1)).toEqual({ kind: 'rescale', lineId: 'a' });
    expect(await screen.findByLabelText('Target')).toHaveProperty('textContent', '31.500 g');
  });

  it('orders by note, and skips a line with a reason', async () => {
    const actions: BatchAction[] = [];
    const { user } = renderApp(<Bench actions={actions} />);
    await user.click(screen.getByText('By note'));
    expect(screen.getByText('Bergamot', { selector: 'p' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.type(await screen.findByLabelText('Why (kept in the batch record)'), 'Ran out{Enter}');
    expect(actions).toEqual([{ kind: 'skip', lineId: 'c', reason: 'Ran out' }]);
    expect(await screen.findByText('Iso E Super', { selector: 'p' })).toBeDefined();
  });

  it('replaces the current material with a reason, as free text when the library has no match', async () => {
    const actions: BatchAction[] = [];
    const { user } = renderApp(<Bench actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Replace with another material' }));
    await user.type(await screen.findByLabelText('Replacement material'), 'Cedarwood Virginia');
    const submit = screen.getByRole('button', { name: 'Replace' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Why (kept in the batch record)'), 'Hedione lot contaminated');
    await user.click(submit);
    expect(actions).toEqual([
      {
        kind: 'replace',
        lineId: 'a',
        materialId: null,
        name: 'Cedarwood Virginia',
        reason: 'Hedione lot contaminated',
      },
    ]);
  });

  it('replaces the current material with one picked from the library, sending its id', async () => {
    const actions: BatchAction[] = [];
    const { user } = renderApp(<Bench actions={actions} />, {
      api: materialSearchApi([
        { id: 'cedarwood-va', name: 'Cedarwood oil Virginia', cas: '8000-27-9', synonyms: [], sourceCount: 4 },
        { id: 'cedrol', name: 'Cedrol', cas: '77-53-2', synonyms: [], sourceCount: 3 },
      ]),
    });
    await user.click(screen.getByRole('button', { name: 'Replace with another material' }));
    await user.type(await screen.findByLabelText('Replacement material'), 'cedarwood');
    await user.click(await screen.findByRole('option', { name: /Cedarwood oil Virginia/, hidden: true }));
    expect(screen.queryByText(/is kept as free text/)).toBeNull();
    await user.type(screen.getByLabelText('Why (kept in the batch record)'), 'Hedione lot contaminated');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(actions).toEqual([
      {
        kind: 'replace',
        lineId: 'a',
        materialId: 'cedarwood-va',
        name: 'Cedarwood oil Virginia',
        reason: 'Hedione lot contaminated',
      },
    ]);
  });
});
