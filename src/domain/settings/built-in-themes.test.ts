import { describe, expect, it } from 'vitest';
import { BUILT_IN_THEMES, chooseTheme } from './built-in-themes.ts';

describe('chooseTheme (spec section 4)', () => {
  it.each([
    ['the active identifier when valid', 'taupe', 'default2', 'taupe'],
    ['the persisted colour when the active one is unknown', 'nope', 'taupe', 'taupe'],
    ['default2 when neither is valid', 'nope', 'gone', 'default2'],
    ['default2 when nothing is set', undefined, null, 'default2'],
  ])('uses %s', (_, active, persisted, expected) => {
    expect(chooseTheme(active, persisted).identifier).toBe(expected);
  });

  it('falls back to any available theme when default2 is missing', () => {
    const onlyTaupe = BUILT_IN_THEMES.filter((theme) => theme.identifier === 'taupe');
    expect(chooseTheme('nope', null, onlyTaupe).identifier).toBe('taupe');
  });

  it('gives every built-in theme a light and a dark set with the same variables', () => {
    for (const theme of BUILT_IN_THEMES) {
      expect(Object.keys(theme.light).sort()).toEqual(Object.keys(theme.dark).sort());
    }
  });
});
