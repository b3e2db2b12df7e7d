import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: pure shared rules, web client units (jsdom), the test runner's
// own report reading, and server integration tests against a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          // Each file still gets its own app on a fresh copy of the template database; the worker
          // process and its loaded modules are reused from file to file. Loading the app's modules
          // again for every file was most of the suite's time (~5 s of ~13 s per file). Module
          // state must therefore never outlive an app: caches are kept per database handle.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
