import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite' | 'postgres'; location: string; runId: string };
  }
}

export default async function setup(project: TestProject) {
  const template = await createTemplate();
  project.provide('databaseTemplate', template);
  return async () => {
    await dropTemplate(template);
  };
}
