// Interviews (issue 18; SPEC.md §1, §3, §6, §8): enums and labels, API payloads, and the pure
// free-slot computation both sides use. The code lives in interviews/.
export * from './interviews/enums.ts';
export * from './interviews/format.ts';
export * from './interviews/schemas.ts';
export * from './interviews/slots.ts';
