// Responses go out compressed when the browser accepts it: JSON and other text of at least
// COMPRESSION_THRESHOLD_BYTES, brotli (quality 4: a few tens of microseconds for a page of JSON) or
// gzip as Accept-Encoding asks. Files of the built client are compressed once at build time and
// served as they are (http/spa.ts); this plugin leaves a response that already has an encoding.
import fastifyCompress from '@fastify/compress';
import type { App } from './types.ts';

/** Below about one TCP packet, compressing saves nothing the client would notice. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: App): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Request bodies stay uncompressed: the client never sends them so, and inflating them would
    // let a small upload grow past the body limits before they are checked.
    globalDecompression: false,
  });
}
