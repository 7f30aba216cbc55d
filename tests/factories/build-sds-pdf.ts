/** A supplier SDS as a PDF, one array of lines a page, written with pdfkit (no real supplier's sheet in the tests). */
export async function buildSdsPdf(pages: string[][]): Promise<Blob> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  pages.forEach((lines, index) => {
    if (index > 0) doc.addPage();
    for (const line of lines) doc.fontSize(10).text(line);
  });
  doc.end();
  return new Blob([new Uint8Array(await done)], { type: 'application/pdf' });
}
