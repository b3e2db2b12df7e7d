// zod's whole API with the string builders of strings.ts in place of zod's own: explicit exports
// take precedence over `export *`, so `z.string()` here is the NUL-refusing one.
export * from 'zod';
export { httpUrl, string, url } from './strings.ts';
