import { describe, expect, it } from 'vitest';
import { describeShortcut } from './describe-shortcut.ts';

describe('describeShortcut', () => {
  it.each([
    ['MacIntel', 'K', '⌘K'],
    ['iPad', 'N', '⌘N'],
    ['Linux x86_64', 'K', 'Ctrl K'],
    ['Win32', 'N', 'Ctrl N'],
    ['', 'K', 'Ctrl K'],
  ])('on %j, %s reads %s', (platform, key, label) => {
    expect(describeShortcut(key, platform)).toBe(label);
  });
});
