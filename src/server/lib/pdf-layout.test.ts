import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../../tests/support/pdf-text.ts';
import { documentFont, drawParagraph, loadFonts, renderToBuffer } from './pdf-layout.ts';

/** A page of `words` in every weight, so each parsed font lays out and embeds glyphs of its own. */
const pageOf = (words: string) =>
  renderToBuffer(
    (doc) => {
      for (const font of ['regular', 'italic', 'medium', 'semibold', 'bold'] as const)
        doc.font(font).fontSize(10).text(`${font}: ${words}`);
      drawParagraph(doc, words);
    },
    { title: words, author: 'Sillage', subject: 'test' },
  );

describe('fonts parsed once and shared by the documents (issue 34)', () => {
  it('parses each font once: every document gets the same parsed fonts', async () => {
    const [first, second] = await Promise.all([loadFonts(), loadFonts()]);
    expect(second).toBe(first);
    expect(Object.keys(first).sort()).toEqual(['bold', 'italic', 'medium', 'regular', 'semibold']);
    expect(first.regular.postscriptName).toBe('NotoSans-Regular');
  });

  // fontkit keeps a glyph with the characters it was first asked for: the subset of a document with an É asks for its
  // base E with none. Shared as it is, the next document's E then printed no text ("Eau" read " au").
  it.each([
    ['the base E of an É, asked for by a subset', 0x45, [0x45]],
    ['the i of a ﬁ ligature', 0x69, [0x69]],
  ])('a document lays its text out with glyphs of its own: %s', async (_case, codePoint, expected) => {
    const file = createRequire(import.meta.url).resolve(
      '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    );
    const bytes = await readFile(file);
    // The glyph's id from a parse of its own: asking this one would file the glyph with its character.
    const glyphId = create(bytes).glyphForCodePoint(codePoint).id;
    const parsed = create(bytes);
    documentFont(parsed).getGlyph(glyphId);
    const [glyph] = documentFont(parsed).layout(String.fromCodePoint(codePoint)).glyphs;
    expect(glyph?.codePoints).toEqual(expected);
  });

  // A document's text must not depend on what the thread drew before: fontkit keeps a glyph with the characters it
  // was first asked for, and the subset of a document with an É asks for its base E with none.
  it.each([
    ['an É drawn before, whose base letter is an E', 'Émail à Île-de-France', 'Eau de Bench, Iso E Super'],
    ['Greek, sub- and superscript digits before', 'γ-Methylionone, α-Pinene, H₂O, m³', 'Hédione, Galaxolide'],
    ['Cyrillic and ligatures before', 'Другой текст: Ωmega, ﬁne, ½ · © ®', 'Linalool 78-70-6, Limonene'],
  ])('a document reads the same whatever was drawn before: %s', async (_case, before, words) => {
    const fresh = await extractPdfText(await pageOf(words));
    await pageOf(before);
    const after = await extractPdfText(await pageOf(words));
    expect(after).toBe(fresh);
    for (const part of words.split(', ')) expect(after).toContain(part);
  });
});
