import { describe, expect, it } from 'vitest';
import { groupUndetermined } from './group-undetermined.ts';

describe('groupUndetermined: the classes one reason leaves open, said once', () => {
  it.each([
    ['nothing open', [], []],
    [
      'one natural opening three classes, the flash point one more',
      [
        { class: 'Skin Sens.', reason: 'Oil A is unknown.', missing: ['composition of Oil A'] },
        { class: 'Flam. Liq.', reason: 'No flash point.', missing: ['flashPointC'] },
        { class: 'Aquatic Acute', reason: 'Oil A is unknown.', missing: ['composition of Oil A'] },
        { class: 'Aquatic Chronic', reason: 'Oil A is unknown.', missing: ['composition of Oil A'] },
      ],
      [
        {
          classes: ['Skin Sens.', 'Aquatic Acute', 'Aquatic Chronic'],
          reason: 'Oil A is unknown.',
          missing: ['composition of Oil A'],
        },
        { classes: ['Flam. Liq.'], reason: 'No flash point.', missing: ['flashPointC'] },
      ],
    ],
    [
      'the same reason with different missing values keeps each once',
      [
        { class: 'Aquatic Acute', reason: 'R', missing: ['acute M-factor of X'] },
        { class: 'Aquatic Chronic', reason: 'R', missing: ['chronic M-factor of X', 'acute M-factor of X'] },
      ],
      [
        {
          classes: ['Aquatic Acute', 'Aquatic Chronic'],
          reason: 'R',
          missing: ['acute M-factor of X', 'chronic M-factor of X'],
        },
      ],
    ],
  ] as const)('%s', (_name, entries, expected) => {
    expect(groupUndetermined(entries.map((entry) => ({ ...entry, missing: [...entry.missing] })))).toEqual(expected);
  });
});
