import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { AssistantText } from './assistant-text.tsx';

describe('AssistantText', () => {
  it('shows a tool’s JSON result as a table, with no brace or quote left', async () => {
    const view = renderApp(
      <AssistantText
        text={
          'Two lines fail:\n```json\n[{"material":"Citral","concentration":1.6,"limit":0.6},{"material":"Eugenol","concentration":0.6,"limit":0.5}]\n```'
        }
      />,
    );
    const table = await screen.findByRole('table');
    expect([...table.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual([
      'Material',
      'Concentration',
      'Limit',
    ]);
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual([
      'Citral1.60.6',
      'Eugenol0.60.5',
    ]);
    const shown = view.getByTestId('assistant-text').textContent;
    expect(shown).toContain('Two lines fail:');
    expect(shown).not.toMatch(/[{}"]|```/);
  });
});
