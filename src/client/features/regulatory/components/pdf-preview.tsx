import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type * as PdfJsLibrary from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';

type PdfJs = typeof PdfJsLibrary;

let pdfJs: Promise<PdfJs> | null = null;

/** pdf.js and its worker, loaded on the first preview only (both are same-origin files of the build). */
function loadPdfJs(): Promise<PdfJs> {
  pdfJs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([library, worker]) => {
      library.GlobalWorkerOptions.workerSrc = worker.default;
      return library;
    },
  );
  pdfJs.catch(() => {
    pdfJs = null;
  });
  return pdfJs;
}

/**
 * The pages of a PDF drawn on canvases by pdf.js, at the width of the container. No frame and no blob: URL, so the
 * app's Content-Security-Policy stays as it is (ADR 015), and it works where browsers show no PDF viewer (phones).
 */
export function PdfPreview({ bytes, title }: { bytes: ArrayBuffer; title: string }) {
  const { ref, width } = useElementSize();
  const pagesRef = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rendering, setRendering] = useState(true);
  const renderWidth = Math.round(width);

  useEffect(() => {
    const container = pagesRef.current;
    if (!container || renderWidth === 0) return;
    let cancelled = false;
    setRendering(true);
    setProblem(null);
    void (async () => {
      try {
        const library = await loadPdfJs();
        // pdf.js detaches the buffer it is given: hand it a copy.
        const loadingTask = library.getDocument({ data: new Uint8Array(bytes.slice(0)) });
        const document = await loadingTask.promise;
        const canvases: HTMLCanvasElement[] = [];
        const ratio = window.devicePixelRatio || 1;
        for (let number = 1; number <= document.numPages; number += 1) {
          const page = await document.getPage(number);
          const viewport = page.getViewport({ scale: renderWidth / page.getViewport({ scale: 1 }).width });
          const canvas = window.document.createElement('canvas');
          canvas.width = Math.floor(viewport.width * ratio);
          canvas.height = Math.floor(viewport.height * ratio);
          canvas.style.width = `${Math.floor(viewport.width)}px`;
          canvas.style.height = `${Math.floor(viewport.height)}px`;
          canvas.style.background = '#fff';
          canvas.style.boxShadow = '0 1px 3px rgba(0, 0, 0, 0.18)';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `${title}, page ${number} of ${document.numPages}`);
          await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] })
            .promise;
          canvases.push(canvas);
          if (cancelled) break;
        }
        await loadingTask.destroy();
        if (cancelled) return;
        container.replaceChildren(...canvases);
      } catch (error) {
        if (!cancelled) setProblem(error instanceof Error ? error.message : String(error));
      } finally {
        if (!cancelled) setRendering(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [bytes, renderWidth, title]);

  return (
    <Stack ref={ref} gap="xs" w="100%">
      {problem && <Alert color="red">The preview could not be drawn: {problem}. The download is not affected.</Alert>}
      {rendering && (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
      <div ref={pagesRef} className="pdf-preview-pages" style={{ display: 'flex', flexDirection: 'column', gap: 12 }} />
    </Stack>
  );
}
