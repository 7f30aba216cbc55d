// npm run splash:render: the two intro clips of the splash on / (spec section 2), rendered by the project itself.
// Headless Chromium draws each frame in a canvas (an SVG-like trail for the first clip, the dark formula-editor
// screenshot for the second) and records the canvas with MediaRecorder as WebM (VP9). No ffmpeg. A clip is
// rewritten only when a new recording differs in size by more than a few per cent (recordings are never
// byte-identical), so run it after the screenshots changed. The clips are committed: npm start never runs this.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { INTRO_CLIPS, INTRO_CLIP_MS } from '../src/client/landing/intro-clips.ts';

const OUT_DIR = path.resolve('public/media/videos/intro');
const SCREENSHOT = path.resolve('public/media/images/screenshots/formula-editor-dark-desktop.webp');
const BUDGET_BYTES = 250_000;
const WIDTH = 1280;
const HEIGHT = 720;

/** Runs in the page: draws clip `index` frame by frame in real time and records it; returns the WebM as base64. */
async function recordClip({
  index,
  durationMs,
  width,
  height,
  screenshot,
}: {
  index: number;
  durationMs: number;
  width: number;
  height: number;
  screenshot: string;
}): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const context = canvas.getContext('2d')!;
  const image = new Image();
  image.src = screenshot;
  await image.decode();

  const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
  const clamp = (t: number) => Math.min(1, Math.max(0, t));
  const background = () => {
    const gradient = context.createRadialGradient(width / 2, height * 0.45, 0, width / 2, height * 0.45, width * 0.7);
    gradient.addColorStop(0, '#221d17');
    gradient.addColorStop(1, '#0b0a08');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
  };

  /** Clip 1: the sillage, a trail of warm light drawn across the dark, strand after strand. */
  const drawTrail = (t: number) => {
    background();
    const strands = 7;
    for (let strand = 0; strand < strands; strand += 1) {
      const progress = ease(clamp((t - strand * 0.05) / 0.75));
      if (progress <= 0) continue;
      const offset = (strand - strands / 2) * 9;
      context.beginPath();
      const steps = 120;
      for (let step = 0; step <= steps * progress; step += 1) {
        const x = (step / steps) * (width + 200) - 100;
        const u = step / steps;
        const y =
          height * 0.56 +
          Math.sin(u * Math.PI * 1.6 + strand * 0.35) * height * 0.12 * (1 - u * 0.4) -
          u * height * 0.16 +
          offset * (0.4 + u);
        if (step === 0) context.moveTo(x, y);
        else context.lineTo(x, y);
      }
      const alpha = 0.28 + 0.12 * Math.cos(strand);
      context.strokeStyle = `rgba(214, 178, 120, ${alpha})`;
      context.lineWidth = 1.4 + (strand % 3) * 0.6;
      context.shadowColor = 'rgba(230, 190, 120, 0.55)';
      context.shadowBlur = 14;
      context.stroke();
    }
    context.shadowBlur = 0;
    // A soft glow where the trail begins, fading in.
    const glow = context.createRadialGradient(width * 0.2, height * 0.55, 0, width * 0.2, height * 0.55, 260);
    glow.addColorStop(0, `rgba(232, 196, 140, ${0.22 * ease(clamp(t * 1.5))})`);
    glow.addColorStop(1, 'rgba(232, 196, 140, 0)');
    context.fillStyle = glow;
    context.fillRect(0, 0, width, height);
  };

  /** Clip 2: the workbench itself, the formula editor coming out of the dark with a slow push-in. */
  const drawWorkbench = (t: number) => {
    background();
    const scale = 1.12 - 0.08 * ease(t);
    const drawWidth = width * scale;
    const drawHeight = (image.height / image.width) * drawWidth;
    context.globalAlpha = ease(clamp(t * 1.6));
    context.drawImage(image, (width - drawWidth) / 2, (height - drawHeight) / 2 + 30 * (1 - t), drawWidth, drawHeight);
    context.globalAlpha = 1;
    const vignette = context.createRadialGradient(
      width / 2,
      height / 2,
      height * 0.35,
      width / 2,
      height / 2,
      width * 0.75,
    );
    vignette.addColorStop(0, 'rgba(11, 10, 8, 0)');
    vignette.addColorStop(1, 'rgba(11, 10, 8, 0.85)');
    context.fillStyle = vignette;
    context.fillRect(0, 0, width, height);
  };

  const draw = index === 0 ? drawTrail : drawWorkbench;
  draw(0);
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 700_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const t = clamp((performance.now() - start) / durationMs);
      draw(t);
      if (t >= 1) resolve();
      else setTimeout(tick, 1000 / 30);
    };
    tick();
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  canvas.remove();
  return btoa(binary);
}

fs.mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await (await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } })).newPage();
  await page.setContent('<!doctype html><body style="margin:0;background:#000"></body>');
  const screenshot = `data:image/webp;base64,${fs.readFileSync(SCREENSHOT).toString('base64')}`;
  for (const [index, clip] of INTRO_CLIPS.entries()) {
    const base64 = await page.evaluate(recordClip, {
      index,
      durationMs: INTRO_CLIP_MS,
      width: WIDTH,
      height: HEIGHT,
      screenshot,
    });
    const webm = Buffer.from(base64, 'base64');
    const file = path.join(OUT_DIR, path.basename(clip));
    const previous = fs.existsSync(file) ? fs.statSync(file).size : 0;
    const changed = Math.abs(previous - webm.length) > webm.length * 0.05;
    if (changed) fs.writeFileSync(file, webm);
    console.log(`[splash] ${path.basename(file)} ${(webm.length / 1024).toFixed(0)} kB${changed ? ' (written)' : ''}`);
    if (webm.length > BUDGET_BYTES) {
      console.error(`[splash] ${path.basename(file)} is over its budget (${BUDGET_BYTES} bytes)`);
      process.exitCode = 1;
    }
  }
} finally {
  await browser.close();
}
