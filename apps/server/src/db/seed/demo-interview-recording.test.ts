// The demo's recorded interview: seeded at start-up (with the file storage), once; the manager
// finds it in the recording tab's state and plays it back as a valid WebM, in ranges too.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForThisFile } from '#server-test/file-app.ts';
import { TestClient } from '#server-test/http-client.ts';
import { interviewRecordings } from '../schema.ts';
import { DEMO_PASSWORD } from './demo-candidate.ts';
import { findDemoRoomInterview } from './demo-interview-room.ts';
import { seedDemoData } from './seed-demo-data.ts';

const ctx = await appForThisFile();

describe('demo interview recording', () => {
  it('records Northwind’s completed video interview with everyone’s consent, once', async () => {
    const deps = { storage: ctx.deps.storage };
    await seedDemoData(ctx.database.db, deps);
    await seedDemoData(ctx.database.db, deps);
    const [stored] = await ctx.database.db.select({ n: count() }).from(interviewRecordings);
    expect(stored!.n).toBe(1);
    const interview = await findDemoRoomInterview(ctx.database.db);

    const manager = new TestClient(ctx.app);
    await manager.post('/login', { email: 'manager@hireloop.example', password: DEMO_PASSWORD });
    const state = (await manager.get(`/api/interviews/${interview!.id}/recordings`)).json();
    expect(state).toMatchObject({ preference: 'ask', consent_complete: true, active: null });
    expect(state.consents.every((person: { granted: boolean }) => person.granted)).toBe(true);
    const [recording] = state.recordings;
    expect(recording).toMatchObject({ status: 'completed', media_kind: 'video', next_chunk: 3 });
    expect(recording.size_bytes).toBeLessThanOrEqual(50 * 1024);

    const media = await manager.get(recording.media_url);
    expect(media.statusCode).toBe(200);
    // The EBML magic number of a WebM file.
    expect(media.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(media.rawPayload.length).toBe(recording.size_bytes);
    const tail = await manager.get(recording.media_url, { headers: { range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(media.rawPayload.subarray(-100))).toBe(true);
  });
});
