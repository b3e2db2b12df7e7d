// Multipart requests in jsdom tests: Node's fetch cannot stream jsdom's File or FormData (a
// browser has one implementation of both), so tests that upload swap in Node's own for the file.
import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, vi } from 'vitest';

/** Makes `new FormData()` in the code under test Node's FormData for this test file. */
export function sendNodeFormDataInThisFile(): void {
  beforeAll(async () => {
    const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
    vi.stubGlobal('FormData', NodeFormData);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}

/** A file Node's fetch can send, standing in for what a file input hands over. */
export function uploadedFile(parts: string[], name: string, type: string): File {
  return new NodeFile(parts, name, { type }) as unknown as File;
}
