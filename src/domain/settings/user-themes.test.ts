import { describe, expect, it } from 'vitest';
import { BUILT_IN_THEMES } from './built-in-themes.ts';
import { contrastRatio, findContrastFailures, relativeLuminance, toSelectableTheme } from './user-themes.ts';

// Expected values computed by hand from WCAG 2.2's definitions of relative luminance and contrast ratio.
describe('relativeLuminance (WCAG 2.2 definition)', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    // #808080: 128/255 = 0.50196 → ((0.50196+0.055)/1.055)^2.4 = 0.21586 for each channel.
    ['#808080', 0.21586],
    // #ff0000: only red, linear 1 → 0.2126.
    ['#ff0000', 0.2126],
  ])('%s is %s', (hex, expected) => {
    expect(relativeLuminance(hex)).toBeCloseTo(expected, 4);
  });
});

describe('contrastRatio (WCAG 2.2 definition)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    // (1 + 0.05) / (0.21586 + 0.05) = 3.949
    ['#ffffff', '#808080', 3.949],
    // #767676: 118/255 = 0.46275 → 0.18116; (1.05)/(0.23116) = 4.542, the lightest grey passing AA on white.
    ['#767676', '#ffffff', 4.542],
  ])('%s on %s is %s:1', (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 2);
  });
});

describe('findContrastFailures (WCAG 2.2 SC 1.4.3, level AA: 4.5:1)', () => {
  it('passes every built-in theme in both modes', () => {
    for (const theme of BUILT_IN_THEMES) {
      expect(findContrastFailures(theme.light), `${theme.identifier} light`).toEqual([]);
      expect(findContrastFailures(theme.dark), `${theme.identifier} dark`).toEqual([]);
    }
  });

  it('names a muted text of #808080 on white as failing (3.9:1)', () => {
    const light = { ...BUILT_IN_THEMES[0]!.light, background: '#ffffff', surface: '#ffffff', mutedText: '#808080' };
    expect(findContrastFailures(light).map((failure) => `${failure.foreground}/${failure.background}`)).toEqual([
      'mutedText/background',
      'mutedText/surface',
    ]);
  });
});

describe('toSelectableTheme', () => {
  const base = {
    id: 't1',
    label: 'Mine',
    description: null,
    previewColors: null,
    variables: { light: BUILT_IN_THEMES[0]!.light, dark: BUILT_IN_THEMES[0]!.dark },
    updatedAt: '2026-11-28T00:00:00.000Z',
  };
  it('shows a stored name with the user- prefix', () => {
    expect(toSelectableTheme({ ...base, name: 'vetiver' }).theme?.identifier).toBe('user-vetiver');
  });
  it('ignores, with a warning, a name that already carries the prefix or an incomplete colour set', () => {
    expect(toSelectableTheme({ ...base, name: 'user-vetiver' })).toMatchObject({ theme: null });
    const broken = {
      ...base,
      name: 'x',
      variables: { light: { ...base.variables.light, text: 'red' }, dark: base.variables.dark },
    };
    expect(toSelectableTheme(broken).warning).toMatch(/incomplete/);
  });
});
