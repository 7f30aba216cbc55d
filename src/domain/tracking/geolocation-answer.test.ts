import { describe, expect, it } from 'vitest';
import { GeolocationAnswerSchema } from './tracking.schemas.ts';

describe('GeolocationAnswerSchema: an outside service’s texts cleaned before they are stored', () => {
  it.each([
    ['a plain answer', { country_name: 'France', city: 'Grasse' }, { country: 'France', city: 'Grasse' }],
    [
      'a NUL inside a name',
      { country_name: 'Fra\u0000nce', city: 'Gra\u0000sse' },
      { country: 'France', city: 'Grasse' },
    ],
    ['other control characters', { city: '\u0007Grasse\u001b[31m\n' }, { city: 'Grasse[31m' }],
    ['an unpaired surrogate', { region: 'Provence\uD800' }, { region: 'Provence' }],
    ['a name of only control characters is absent', { country_name: '\u0000\u0001', country: 'FR' }, { country: 'FR' }],
    ['a paired surrogate (an emoji) is kept', { city: 'Grasse 🌸' }, { city: 'Grasse 🌸' }],
    ['the time zone too', { timezone: 'Europe/\u0000Paris' }, { timezone: 'Europe/Paris' }],
  ])('%s', (_case, answer, expected) => {
    const result = GeolocationAnswerSchema.parse(answer);
    expect(result).toMatchObject(expected);
    for (const value of Object.values(result))
      if (typeof value === 'string') expect([...value].some((character) => character.charCodeAt(0) < 0x20)).toBe(false);
  });
});
