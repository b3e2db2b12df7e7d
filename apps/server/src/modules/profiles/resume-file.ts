// What a resume upload is (PDF or DOCX, recognised by its bytes) and the text inside it for the
// company's candidate search. Extraction is bounded in pages, time and length, and never fails the
// upload: a file we cannot read is still stored, with no text.

import { Worker } from 'node:worker_threads';
import { RESUME_MIME_TYPES, RESUME_TEXT_MAX_LENGTH, type ResumeExtension } from '@hireloop/shared/profiles';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { validation } from '#server/lib/errors.ts';

export const RESUME_TYPE_INVALID = 'The resume must be a PDF or Word (.docx) document.';

/** Pages read from a PDF: a resume is a few pages; a thousand-page file is not read to the end. */
const MAX_PDF_PAGES = 50;
const EXTRACTION_TIMEOUT_MS = 15_000;
/** Heap of the extraction thread: far above what a resume needs, far below what hurts the server. */
const EXTRACTION_HEAP_MB = 256;
const EXTRACTION_WORKER = new URL('./resume-text.worker.mjs', import.meta.url);

/** The resume's kind from its content, or a 422 on `resume`. */
export async function resumeKind(data: Buffer): Promise<ResumeExtension> {
  // A DOCX is a zip whose [Content_Types].xml declares a Word document; file-type reads that.
  const detected = await fileTypeFromBuffer(data);
  const kind = (Object.keys(RESUME_MIME_TYPES) as ResumeExtension[]).find(
    (extension) => RESUME_MIME_TYPES[extension] === detected?.mime,
  );
  if (!kind) throw validation({ resume: [RESUME_TYPE_INVALID] });
  return kind;
}

/**
 * The document's raw text, read in a thread of its own (resume-text.worker.mjs says why) that is
 * terminated once it answers, fails or runs past EXTRACTION_TIMEOUT_MS.
 */
async function rawText(data: Buffer, kind: ResumeExtension): Promise<string> {
  const bytes = new Uint8Array(data);
  const worker = new Worker(EXTRACTION_WORKER, {
    workerData: { bytes, kind, maxPdfPages: MAX_PDF_PAGES },
    transferList: [bytes.buffer],
    // Plain JavaScript: the thread needs no TypeScript loader.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: EXTRACTION_HEAP_MB },
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error('resume text extraction timed out')), EXTRACTION_TIMEOUT_MS);
      worker.once('message', (text: unknown) => resolve(typeof text === 'string' ? text : ''));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`resume text extraction ended with code ${code}`)));
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}

/**
 * Plain text PostgreSQL can store (no NUL or other control characters), whitespace runs
 * collapsed, cut to RESUME_TEXT_MAX_LENGTH characters.
 */
export function cleanResumeText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim()
      .slice(0, RESUME_TEXT_MAX_LENGTH)
  );
}

/** The resume's text, or "" when it cannot be read in time. */
export async function extractResumeText(
  data: Buffer,
  kind: ResumeExtension,
  log?: FastifyBaseLogger,
): Promise<string> {
  try {
    return cleanResumeText(await rawText(data, kind));
  } catch (error) {
    log?.warn({ err: error, kind }, 'resume text could not be extracted; storing the file without text');
    return '';
  }
}

/** A safe download name: the uploaded base name (no path or control characters) with the real extension. */
export function resumeFileName(uploadedName: string | undefined, kind: ResumeExtension): string {
  const base = (uploadedName ?? '')
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 150);
  return `${base || 'resume'}.${kind}`;
}
