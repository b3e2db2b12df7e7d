// zod/mini's whole API with the NUL-refusing string of mini-strings.ts in place of its own.
export * from 'zod/mini';
export { string } from './mini-strings.ts';
