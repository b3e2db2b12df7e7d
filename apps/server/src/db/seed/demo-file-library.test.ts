// The demo file library: seeded at start-up (with the file storage) before the offers, so the
// demo hire's onboarding opens Northwind's handbook; seeding twice adds nothing.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { companies, modelHasFiles } from '../schema.ts';
import { DEMO_PASSWORD } from './demo-candidate.ts';
import { seedDemoData } from './seed-demo-data.ts';

const ctx = await appForThisFile();

describe('demo file library', () => {
  it('keeps Northwind’s handbook in the library and on its onboarding checklist and hire', async () => {
    const deps = { storage: ctx.deps.storage };
    await seedDemoData(ctx.database.db, deps);
    await seedDemoData(ctx.database.db, deps);
    const [northwind] = await ctx.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Northwind Bakery'));
    const [library] = await ctx.database.db
      .select({ n: count() })
      .from(modelHasFiles)
      .where(and(eq(modelHasFiles.companyId, northwind!.id), eq(modelHasFiles.modelType, 'library')));
    expect(library!.n).toBe(2);

    const admin = new TestClient(ctx.app);
    await admin.post('/login', { email: 'admin@hireloop.example', password: DEMO_PASSWORD });
    const files = (await admin.get('/api/file-library')).json().data;
    expect(files.map((file: { current_name: string }) => file.current_name)).toEqual([
      'Northwind staff handbook.pdf',
      'Benefits at a glance.pdf',
    ]);
    const checklist = (await admin.get('/api/onboarding-template')).json();
    expect(checklist.tasks[0].document).toEqual({
      id: files[0].model_has_file_id,
      current_name: 'Northwind staff handbook.pdf',
    });
    const [onboarding] = (await admin.get('/api/onboardings?status=in_progress')).json().data;
    const [firstTask] = (await admin.get(`/api/onboardings/${onboarding.id}`)).json().tasks;
    expect(firstTask.document.current_name).toBe('Northwind staff handbook.pdf');
    const pdf = await admin.get(firstTask.document.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
