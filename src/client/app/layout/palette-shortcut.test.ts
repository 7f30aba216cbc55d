import { describe, expect, it } from 'vitest';
import { PALETTE_SEARCH_ATTRIBUTE, isPaletteShortcut, isPaletteShortcutTarget } from './palette-store.ts';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
  code = `Key${key.toUpperCase()}`,
) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('isPaletteShortcut', () => {
  it.each([
    ['Ctrl+K', press('k', { ctrlKey: true }), true],
    ['Cmd+K', press('k', { metaKey: true }), true],
    ['Ctrl+K with Caps Lock', press('K', { ctrlKey: true }), true],
    ['Ctrl+K on a Cyrillic layout (key л, place KeyK)', press('л', { ctrlKey: true }, 'KeyK'), true],
    ['K alone', press('k'), false],
    ['Ctrl+Shift+K', press('k', { ctrlKey: true, shiftKey: true }), false],
    ['Ctrl+Alt+K', press('k', { ctrlKey: true, altKey: true }), false],
    ['Ctrl+J', press('j', { ctrlKey: true }), false],
  ])('%s → %s', (_name, event, expected) => {
    expect(isPaletteShortcut(event)).toBe(expected);
  });
});

const element = (tagName: string, { editable = false, paletteSearch = false } = {}) => ({
  tagName,
  isContentEditable: editable,
  hasAttribute: (name: string) => paletteSearch && name === PALETTE_SEARCH_ATTRIBUTE,
});

describe('isPaletteShortcutTarget', () => {
  it.each([
    ['the page (body)', element('BODY'), true],
    ['a button', element('BUTTON'), true],
    ['a text field', element('INPUT'), false],
    ['a text area', element('TEXTAREA'), false],
    ['a select', element('SELECT'), false],
    ['an editable cell', element('DIV', { editable: true }), false],
    // Focus stays there while the palette closes after Enter: a press then must reopen it, not be lost.
    ["the palette's own search box", element('INPUT', { paletteSearch: true }), true],
  ])('%s → %s', (_name, target, expected) => {
    expect(isPaletteShortcutTarget(target)).toBe(expected);
  });
});
