// `node --import` hook: resolve `typescript` to TypeScript 5 (the `typescript-5` package) for
// dependency-cruiser only, whose parser needs the compiler API that TypeScript 7 dropped.
// dependency-cruiser reads the version with require() and loads the compiler with import(), so
// both resolvers are pointed at it (Node 20 has no hook that covers both).
import Module, { register } from 'node:module';

const fromCruiser = (parent) => Boolean(parent?.includes('/dependency-cruiser/'));
const redirect = (request) => request.replace(/^typescript(?=$|\/)/, 'typescript-5');

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (/^typescript($|\\/)/.test(specifier) && context.parentURL?.includes('/dependency-cruiser/')) {
        return next(specifier.replace(/^typescript/, 'typescript-5'), context);
      }
      return next(specifier, context);
    }
  `)}`,
  import.meta.url,
);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const target = fromCruiser(parent?.filename) ? redirect(request) : request;
  return resolveFilename.call(this, target, parent, ...rest);
};
