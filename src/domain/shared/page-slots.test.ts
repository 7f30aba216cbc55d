import { describe, expect, it } from 'vitest';
import { avatarInitial, escapeHtml, fillPageSlots, greetingName, slotToken } from './page-slots.ts';

const VALUES = { name: 'Ada', initial: 'A', day: 'Monday 3 January', greeting: 'Good morning', formula: 'Chypre 12' };

describe('fillPageSlots', () => {
  it('fills every slot, in text and in an attribute', () => {
    const page = `<h1><span>${slotToken('greeting')}</span>, ${slotToken('name')}</h1><p title="${slotToken('day')}">${slotToken('initial')}</p><div>${slotToken('formula')}</div>`;
    expect(fillPageSlots(page, VALUES)).toBe(
      '<h1><span>Good morning</span>, Ada</h1><p title="Monday 3 January">A</p><div>Chypre 12</div>',
    );
  });

  it.each([
    ['a closing script tag and markup', '</script><b>', '&lt;/script&gt;&lt;b&gt;'],
    ['an ampersand', 'Fragrance & Co', 'Fragrance &amp; Co'],
    ['quotes that would close an attribute', `" onload="x' `, '&quot; onload=&quot;x&#39; '],
    ['a comment opener', '<!--', '&lt;!--'],
  ])('escapes %s in a name', (_case, name, written) => {
    const filled = fillPageSlots(`<h1>${slotToken('name')}</h1>`, { ...VALUES, name });
    expect(filled).toBe(`<h1>${written}</h1>`);
    expect(filled).not.toContain('<b>');
  });

  it('reads a filled value as text, never as another slot (one pass)', () => {
    const page = `<h1>${slotToken('name')}</h1><span>${slotToken('initial')}</span>`;
    expect(fillPageSlots(page, { ...VALUES, name: slotToken('initial') })).toBe(
      '<h1>{{sl:initial}}</h1><span>A</span>',
    );
  });

  it('leaves out a token that names no slot, and leaves other braces alone', () => {
    expect(fillPageSlots('<p>{{sl:session}}{{x}}</p>', VALUES)).toBe('<p>{{x}}</p>');
  });
});

describe('escapeHtml', () => {
  it('leaves plain text as it is', () => expect(escapeHtml('Élodie Martin')).toBe('Élodie Martin'));
});

describe('greetingName and avatarInitial', () => {
  it.each([
    [{ name: 'Ada Lovelace', email: 'ada@example.com' }, 'Ada Lovelace'],
    [{ name: '', email: 'ada@example.com' }, 'ada'],
    [{ name: null, email: 'perfumer@example.com' }, 'perfumer'],
  ])('greets %o as %s', (user, expected) => expect(greetingName(user)).toBe(expected));

  it.each([
    ['ada@example.com', 'A'],
    ['élodie@example.com', 'É'],
    ['<x@example.com', '<'],
  ])('draws %s as %s', (email, expected) => expect(avatarInitial(email)).toBe(expected));
});
