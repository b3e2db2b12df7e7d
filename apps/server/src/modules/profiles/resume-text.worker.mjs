// Reads the text of one resume in a worker thread, for resume-file.ts. Plain JavaScript: worker
// threads do not get the server's TypeScript loader.
//
// Why a thread of its own: pdf.js (behind pdf-parse) replaces built-ins of the thread that loads it
// with slower polyfills (Array.prototype.push, JSON.parse, …), which made every request of the
// server slower; parsing is CPU work that would hold up every other request; and a hostile file can
// only exhaust this thread's memory limit or be stopped by terminating the thread.
import { parentPort, workerData } from 'node:worker_threads';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

/** @param {{ bytes: Uint8Array, kind: 'pdf' | 'docx', maxPdfPages: number }} input */
async function rawText({ bytes, kind, maxPdfPages }) {
  if (kind === 'docx') return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  // pdf.js would otherwise compile fonts with eval; never for files strangers send.
  const parser = new PDFParse({ data: bytes, isEvalSupported: false, verbosity: 0 });
  try {
    return (await parser.getText({ first: maxPdfPages, pageJoiner: '' })).text;
  } finally {
    await parser.destroy();
  }
}

parentPort.postMessage(await rawText(workerData));
