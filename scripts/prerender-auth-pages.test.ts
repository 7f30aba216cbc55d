import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { classNamesIn, criticalCss, mergeModeToggle } from './prerender-auth-pages.ts';

describe('the CSS a prerendered page inlines', () => {
  const sheet = postcss.parse(
    [
      ':root{--x:1}',
      'body{margin:0}',
      '.used{color:red}',
      '.unused{color:blue}',
      '.used .unused,.used > .also{color:green}',
      '.used:not(.absent){color:teal}',
      '[data-variant=light]{color:pink}',
      '@media (min-width: 10em){.unused{color:blue}}',
      '@media (min-width: 20em){.also{color:black}}',
      '@keyframes spin{from{opacity:0}to{opacity:1}}',
    ].join(''),
  );
  const css = criticalCss(sheet, classNamesIn('<div class="used also"><p class="">x</p></div>'));

  it.each([
    ['a custom property on :root', ':root{--x:1}'],
    ['an element rule', 'body{margin:0}'],
    ['a rule on a class in the markup', '.used{color:red}'],
    ['the matching half of a selector list', '.used > .also{color:green}'],
    ['a class named only inside :not()', '.used:not(.absent){color:teal}'],
    ['an attribute rule', '[data-variant=light]{color:pink}'],
    ['a media rule on a class in the markup', '@media (min-width: 20em){.also{color:black}}'],
    ['keyframes', '@keyframes spin{from{opacity:0}to{opacity:1}}'],
  ])('keeps %s', (_case, rule) => expect(css).toContain(rule));

  it('leaves out rules on classes the markup does not use, and media rules left empty', () => {
    expect(css).not.toContain('.unused');
    expect(css).not.toContain('min-width: 10em');
  });
});

describe('the light/dark toggle of a prerendered page', () => {
  const toggle = (mode: string) => `<button aria-label="Switch to ${mode} mode"><svg>${mode}</svg></button>`;

  it('writes both toggles, each in a wrapper its mode shows', () => {
    const merged = mergeModeToggle(`<a>${toggle('light')}</a>`, `<a>${toggle('dark')}</a>`);
    expect(merged).toBe(
      `<a><span class="sl-prerender-dark" style="display:contents">${toggle('light')}</span>` +
        `<span class="sl-prerender-light" style="display:contents">${toggle('dark')}</span></a>`,
    );
  });

  it('refuses pages that differ beyond the toggle (the page would be wrong in one mode)', () => {
    expect(() => mergeModeToggle(`<a>${toggle('light')}</a>`, `<b>${toggle('dark')}</b>`)).toThrow(/differ/);
  });
});
