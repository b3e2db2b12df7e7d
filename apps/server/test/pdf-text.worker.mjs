// Reads a PDF's text and page count for tests, in a worker thread: pdf.js (behind pdf-parse)
// replaces built-ins of the thread that loads it with polyfills, and server test files share their
// worker's process (decision 092), so it must never load in the tests' own thread.
import { parentPort, workerData } from 'node:worker_threads';
import { PDFParse } from 'pdf-parse';

const parser = new PDFParse({ data: workerData, isEvalSupported: false, verbosity: 0 });
try {
  const result = await parser.getText();
  parentPort.postMessage({ text: result.text, pages: result.total });
} finally {
  await parser.destroy();
}
