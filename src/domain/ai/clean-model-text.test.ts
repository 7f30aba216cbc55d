import { describe, expect, it } from 'vitest';
import { capModelText, cleanModelText, isImageOfType } from './clean-model-text.ts';

describe('cleanModelText', () => {
  it.each([
    ['plain', 'Linalool is floral.', 'Linalool is floral.'],
    ['NUL', 'before\u0000after', 'beforeafter'],
    ['other controls', 'a\u0001b\u001bc\u007fd\u0085e', 'abcde'],
    ['tab and line breaks kept', 'a\tb\nc\r\nd', 'a\tb\nc\r\nd'],
    ['lone surrogate', 'a\ud800b', 'a\ufffdb'],
    ['emoji kept', 'rose 🌹', 'rose 🌹'],
  ])('%s', (_name, input, expected) => expect(cleanModelText(input)).toBe(expected));
});

describe('capModelText', () => {
  it.each([
    ['under the cap', 'abc', 5, { text: 'abc', cut: false }],
    ['at the cap', 'abcde', 5, { text: 'abcde', cut: false }],
    ['over the cap', 'abcdef', 5, { text: 'abcde', cut: true }],
    // A surrogate pair is never split: the cut falls before it.
    ['before a pair', 'abcd🌹', 5, { text: 'abcd', cut: true }],
  ])('%s', (_name, input, max, expected) => expect(capModelText(input, max)).toEqual(expected));
});

describe('isImageOfType', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
  const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
  it.each([
    ['png as png', png, 'image/png', true],
    ['jpeg as jpeg', jpeg, 'image/jpeg', true],
    ['webp as webp', webp, 'image/webp', true],
    ['jpeg claimed png', jpeg, 'image/png', false],
    ['html claimed png', new TextEncoder().encode('<html><script>'), 'image/png', false],
    ['svg is never accepted', new TextEncoder().encode('<svg'), 'image/svg+xml', false],
  ])('%s', (_name, bytes, type, expected) => expect(isImageOfType(bytes, type)).toBe(expected));
});
