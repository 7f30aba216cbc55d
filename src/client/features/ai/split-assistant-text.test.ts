import { describe, expect, it } from 'vitest';
import { splitAssistantText } from './split-assistant-text.ts';

describe('splitAssistantText: structured results as tables and lists, never raw JSON', () => {
  it.each([
    ['plain prose stays prose', 'Linalool is fine at 2%.', [{ kind: 'text', text: 'Linalool is fine at 2%.' }]],
    [
      'a fenced JSON list of records becomes a table',
      'Here are the limits:\n```json\n[{"material":"Citral","maxPercent":0.6},{"material":"Eugenol","maxPercent":0.5}]\n```\nKeep them in mind.',
      [
        { kind: 'text', text: 'Here are the limits:' },
        {
          kind: 'table',
          columns: ['Material', 'Max percent'],
          rows: [
            ['Citral', '0.6'],
            ['Eugenol', '0.5'],
          ],
        },
        { kind: 'text', text: 'Keep them in mind.' },
      ],
    ],
    [
      'a bare JSON record becomes label–value facts',
      'Result:\n{"verdict":"not-compliant","ifraCategory":"4","failing":["Citral","Eugenol"],"certified":false}',
      [
        { kind: 'text', text: 'Result:' },
        {
          kind: 'facts',
          facts: [
            { label: 'Verdict', value: 'not-compliant' },
            { label: 'Ifra category', value: '4' },
            { label: 'Failing', value: 'Citral, Eugenol' },
            { label: 'Certified', value: 'no' },
          ],
        },
      ],
    ],
    [
      'a nested record reads as pairs',
      '```\n{"line":{"name":"Citral","grams":8}}\n```',
      [{ kind: 'facts', facts: [{ label: 'Line', value: 'Name Citral; Grams 8' }] }],
    ],
    [
      'a Markdown table becomes a table',
      '| Material | % |\n|---|---|\n| Citral | 1.6 |',
      [{ kind: 'table', columns: ['Material', '%'], rows: [['Citral', '1.6']] }],
    ],
    [
      'braces that are not JSON stay prose',
      'Use {curly} braces sparingly.\n{not json',
      [{ kind: 'text', text: 'Use {curly} braces sparingly.\n{not json' }],
    ],
  ])('%s', (_, text, expected) => {
    expect(splitAssistantText(text)).toEqual(expected);
  });
});
