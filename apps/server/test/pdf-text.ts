// The text and page count of a PDF the app produced (offer letters, invoices), read by pdf-parse in
// a worker thread (see pdf-text.worker.mjs for why not here).
import { Worker } from 'node:worker_threads';

export function pdfText(data: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdf-text.worker.mjs', import.meta.url), {
      workerData: new Uint8Array(data),
    });
    worker.once('message', (result: { text: string; pages: number }) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the PDF reader stopped with code ${code}`));
    });
  });
}
