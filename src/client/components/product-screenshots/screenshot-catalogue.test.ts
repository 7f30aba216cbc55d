import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTRO_CLIPS } from '../../landing/intro-clips.ts';
import {
  SCREENSHOT_DEVICES,
  SCREENSHOT_SCREENS,
  SCREENSHOT_SIZES,
  SCREENSHOT_THEMES,
  screenshotUrl,
} from './screenshot-catalogue.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../../public');
const PICTURES_BUDGET_BYTES = 1_500_000;
const CLIP_BUDGET_BYTES = 250_000;

/** Width and height of a WebP file, from its VP8 / VP8L / VP8X header. */
function readWebpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
}

const pictures = SCREENSHOT_SCREENS.flatMap((screen) =>
  SCREENSHOT_THEMES.flatMap((theme) =>
    SCREENSHOT_DEVICES.map((device) => ({ url: screenshotUrl(screen.id, theme, device), device })),
  ),
);

describe('the committed product pictures (npm run marketing:screenshots)', () => {
  it.each(pictures)('$url is a WebP of the size the pages declare', ({ url, device }) => {
    const bytes = fs.readFileSync(path.join(PUBLIC_DIR, url));
    expect(readWebpSize(bytes)).toEqual(SCREENSHOT_SIZES[device]);
  });

  it(`weigh ${PICTURES_BUDGET_BYTES / 1000} kB at most together`, () => {
    const total = pictures.reduce((sum, { url }) => sum + fs.statSync(path.join(PUBLIC_DIR, url)).size, 0);
    expect(total).toBeLessThanOrEqual(PICTURES_BUDGET_BYTES);
  });
});

describe('the committed splash clips (npm run splash:render)', () => {
  it.each(INTRO_CLIPS)(`%s is a WebM of at most ${CLIP_BUDGET_BYTES / 1000} kB`, (url) => {
    const bytes = fs.readFileSync(path.join(PUBLIC_DIR, url));
    expect(bytes.readUInt32BE(0)).toBe(0x1a45dfa3); // EBML, the WebM container
    expect(bytes.length).toBeLessThanOrEqual(CLIP_BUDGET_BYTES);
  });
});
