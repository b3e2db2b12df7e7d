import { describe, expect, it } from 'vitest';
import type { LibraryFile } from '#web/lib/file-library.ts';
import { serveThisFile } from '#web/lib/http-test-server.ts';
import { sendNodeFormDataInThisFile, uploadedFile } from '#web/test/node-form-data.ts';
import { postMessage } from './send-message.ts';

const uuid = '0b7c6a52-3f0e-4c1e-9a51-5d7f3a0c2b11';
const served = serveThisFile();
sendNodeFormDataInThisFile();
const handbook = { modelHasFileId: 7, currentName: 'Handbook.pdf' } as LibraryFile;

describe('postMessage', () => {
  it('sends library files as JSON ids when nothing is uploaded', async () => {
    served.server.respondWith({ status: 201, body: { id: 1 } });
    await postMessage(uuid, {
      content: 'Our handbook',
      files: [],
      libraryFiles: [handbook],
      addToLibrary: true,
    });
    const request = served.server.lastRequest();
    expect(request.url).toBe(`/api/conversations/${uuid}/messages`);
    expect(JSON.parse(request.body)).toEqual({ content: 'Our handbook', library_file_ids: [7] });
  });

  it('sends uploads, library ids and "add to library" in one multipart form', async () => {
    served.server.respondWith({ status: 201, body: { id: 2 } });
    const pdf = uploadedFile(['%PDF-1.4'], 'Schedule.pdf', 'application/pdf');
    await postMessage(uuid, { content: 'Both', files: [pdf], libraryFiles: [handbook], addToLibrary: true });
    const { body, headers } = served.server.lastRequest();
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toMatch(/name="files\[\]"; filename="Schedule.pdf"/);
    expect(body).toMatch(/name="library_file_ids\[\]"\r\n\r\n7\r\n/);
    expect(body).toMatch(/name="add_to_library"\r\n\r\n1\r\n/);
  });

  it('sends plain text as before on the candidate side', async () => {
    served.server.respondWith({ status: 201, body: { id: 3 } });
    await postMessage(uuid, { content: 'Hello', files: [] });
    expect(JSON.parse(served.server.lastRequest().body)).toEqual({ content: 'Hello' });
  });
});
