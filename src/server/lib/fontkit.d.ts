// fontkit, pdfkit's font engine, ships no types: the part of it the PDF documents use (pdf-layout.ts).
declare module 'fontkit' {
  /** A font parsed from its file: pdfkit lays text out with it and embeds the subset a document uses. */
  export type Font = {
    readonly postscriptName: string;
    layout: (text: string, features?: readonly string[] | Record<string, boolean>) => { glyphs: Glyph[] };
    glyphForCodePoint: (codePoint: number) => Glyph;
    getGlyph: (id: number, codePoints?: number[]) => Glyph;
  };
  /** A glyph, with the characters it was first asked for (what pdfkit prints as its text). */
  export type Glyph = { readonly id: number; readonly codePoints: number[] };
  /** Parses a TrueType or OpenType file (a single font: no collections here). */
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
