import { describe, expect, it } from 'vitest';
import { isPaletteShortcut } from './palette-store.ts';

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
