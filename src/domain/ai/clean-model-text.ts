/** Characters of one stored AI message: a longer answer is cut, and the cut is said (ai_messages.content). */
export const AI_MESSAGE_MAX_CHARS = 64_000;

/** Bytes of one stored AI image (the decoded file under DATA_DIR/ai-images). */
export const AI_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** The note that ends an answer cut at AI_MESSAGE_MAX_CHARS. */
export const CUT_ANSWER_NOTE = '\n\n[The answer was cut here: it was longer than Sillage keeps for one message.]';

/**
 * Model text as it may be shown, streamed and stored: NUL and the other C0/C1 control characters (but tab and line
 * breaks) removed, lone surrogates replaced, as PostgreSQL's text and JSON refuse or mangle them.
 */
export function cleanModelText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
  );
}

/** The text within `maxChars` (whole code points), with whether it was cut. */
export function capModelText(text: string, maxChars = AI_MESSAGE_MAX_CHARS): { text: string; cut: boolean } {
  if (text.length <= maxChars) return { text, cut: false };
  let end = maxChars;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return { text: text.slice(0, end), cut: true };
}

/** Whether bytes are the image format they claim (PNG, JPEG, WebP, GIF by their signature). */
export function isImageOfType(bytes: Uint8Array, mediaType: string): boolean {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (mediaType === 'image/png') return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  if (mediaType === 'image/jpeg') return starts(0xff, 0xd8, 0xff);
  if (mediaType === 'image/gif') return starts(0x47, 0x49, 0x46, 0x38);
  if (mediaType === 'image/webp')
    return starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP';
  return false;
}
