// PNG → WebP through the browser's own encoder (no native image package), and a pixel comparison so that a
// committed image is rewritten only when what it shows changed.
import fs from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Two encodings count as the same picture when fewer than this share of pixels differ visibly (by more than
 * PIXEL_TOLERANCE in a channel): a changed badge or line of text is more, re-encoding and anti-aliasing noise less.
 */
const CHANGED_PIXELS_THRESHOLD = 0.0002;
const PIXEL_TOLERANCE = 40;

/** Encodes a PNG (or any image the browser reads) as WebP at the given quality (0–1). */
export async function encodeWebp(page: Page, png: Buffer, quality: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ data, quality: q }) => {
      const blob = await (await fetch(`data:image/png;base64,${data}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
      const webp = await canvas.convertToBlob({ type: 'image/webp', quality: q });
      const bytes = new Uint8Array(await webp.arrayBuffer());
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(binary);
    },
    { data: png.toString('base64'), quality },
  );
  return Buffer.from(base64, 'base64');
}

/** Share of pixels that differ visibly between two images (1 when their sizes differ). */
export async function compareImages(page: Page, first: Buffer, second: Buffer): Promise<number> {
  return page.evaluate(
    async ({ a, b, tolerance }) => {
      const read = async (data: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/webp;base64,${data}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [left, right] = await Promise.all([read(a), read(b)]);
      if (left.width !== right.width || left.height !== right.height) return 1;
      let changed = 0;
      for (let index = 0; index < left.data.length; index += 4) {
        for (let channel = 0; channel < 3; channel += 1) {
          if (Math.abs(left.data[index + channel]! - right.data[index + channel]!) > tolerance) {
            changed += 1;
            break;
          }
        }
      }
      return changed / (left.width * left.height);
    },
    { a: first.toString('base64'), b: second.toString('base64'), tolerance: PIXEL_TOLERANCE },
  );
}

/** Writes the image unless the file already shows the same picture; says whether it wrote. */
export async function writeIfChanged(page: Page, file: string, image: Buffer): Promise<boolean> {
  if (fs.existsSync(file)) {
    const difference = await compareImages(page, fs.readFileSync(file), image);
    if (difference < CHANGED_PIXELS_THRESHOLD) return false;
  }
  fs.writeFileSync(file, image);
  return true;
}
