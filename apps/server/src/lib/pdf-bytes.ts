// The bytes of a pdfkit document once it ends (offer letters, invoices).
import type PDFDocument from 'pdfkit';

/** Starts collecting; call `doc.end()` after writing, then await the promise. */
export function collectPdf(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
