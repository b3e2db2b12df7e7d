// The active company's candidates: filters, full-text search, the candidate panel and the résumé.

import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationEvents,
  applicationNotes,
  candidateProfiles,
  companies,
  conversations,
  opportunities,
  pipelineSteps,
  users,
} from '#server/db/schema.ts';
import { COMPRESSION_THRESHOLD_BYTES } from '#server/http/compression.ts';
import { attachResume, createCandidate, placeApplication } from '#server-test/application-factories.ts';
import { companyAppForThisFile } from '#server-test/file-app.ts';
import { createTestOpportunity } from '#server-test/opportunity-factories.ts';
import { upsertProfile } from '../profiles/profile-store.ts';

const {
  ctx,
  companies: [company, other],
} = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');

const list = (query = '', client = company.members['Team Member'].client) =>
  client.get(`/api/company-candidates${query}`);
const names = (response: Awaited<ReturnType<typeof list>>) =>
  response.json().data.map((row: { candidate: { first_name: string } }) => row.candidate.first_name);

describe('GET /api/company-candidates', () => {
  let baker: Awaited<ReturnType<typeof createTestOpportunity>>;

  beforeAll(async () => {
    baker = await createTestOpportunity(ctx.database.db, company.id, { title: 'Baker' });
    const barista = await createTestOpportunity(ctx.database.db, company.id, { title: 'Barista' });
    const rival = await createTestOpportunity(ctx.database.db, other.id, { title: 'Rival Baker' });
    const ada = await createCandidate(
      ctx,
      { firstName: 'Ada', lastName: 'Lovelace' },
      {
        headline: 'Sourdough specialist',
        location: 'Portland, OR',
        skills: ['laminated dough', 'croissants'],
      },
    );
    const bo = await createCandidate(
      ctx,
      { firstName: 'Bo', lastName: 'Peep' },
      { resumeText: 'Ten years running an espresso bar and training baristas.' },
    );
    const cy = await createCandidate(ctx, { firstName: 'Cy', lastName: 'Twombly' });
    const dee = await createCandidate(ctx, { firstName: 'Dee', lastName: 'Drafty' });
    const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));
    await placeApplication(ctx, baker, ada.user.id, {
      step: 1,
      submittedAt: day(5),
      lastActivityAt: day(20),
    });
    await placeApplication(ctx, barista, bo.user.id, { submittedAt: day(10), lastActivityAt: day(21) });
    await placeApplication(ctx, baker, cy.user.id, {
      status: 'disqualified',
      submittedAt: day(15),
      lastActivityAt: day(19),
    });
    await placeApplication(ctx, baker, dee.user.id, { status: 'draft' });
    await placeApplication(ctx, rival, ada.user.id);
  });

  it('lists the company’s sent applications, most recent activity first, for every role', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Bo', 'Ada', 'Cy']);
    expect(response.json().meta).toEqual({ current_page: 1, per_page: 25, total: 3, last_page: 1 });
    expect(response.json().abilities).toEqual({
      move: false,
      disqualify: false,
      note: false,
      message: false,
    });
    const ada = response.json().data[1];
    expect(ada).toMatchObject({
      status: 'active',
      candidate: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        headline: 'Sourdough specialist',
        location: 'Portland, OR',
        avatar: null,
      },
      opportunity: { id: baker.opportunity.id, title: 'Baker' },
      step: { id: baker.steps[1]!.id, name: 'Phone Screen' },
      applied_at: '2025-01-05T12:00:00.000Z',
      last_activity_at: '2025-01-20T12:00:00.000Z',
    });
    expect((await list('', company.members.Recruiter.client)).json().abilities.move).toBe(true);
  });

  it('filters by opportunity, step, status and application date', async () => {
    expect(names(await list(`?opportunity_id=${baker.opportunity.id}`))).toEqual(['Ada', 'Cy']);
    expect(names(await list(`?step_id=${baker.steps[1]!.id}`))).toEqual(['Ada']);
    expect(names(await list('?status=disqualified'))).toEqual(['Cy']);
    expect(names(await list('?applied_from=2025-01-06&applied_to=2025-01-15'))).toEqual(['Bo', 'Cy']);
    expect(names(await list('?applied_to=2025-01-05'))).toEqual(['Ada']);
    // Drafts are the candidate's own until sent: not even a filter value.
    expect((await list('?status=draft')).statusCode).toBe(422);
    const bad = await list('?applied_from=yesterday&per_page=500');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['applied_from', 'per_page']);
  });

  it('searches names, skills and resume text', async () => {
    expect(names(await list('?search=lovel'))).toEqual(['Ada']);
    expect(names(await list('?search=Ada%20Lovelace'))).toEqual(['Ada']);
    expect(names(await list('?search=croissants'))).toEqual(['Ada']);
    expect(names(await list('?search=espresso'))).toEqual(['Bo']);
    expect(names(await list('?search=twombly&status=active'))).toEqual([]);
    const none = await list('?search=%25');
    expect(names(none)).toEqual([]);
    expect(none.json().meta.total).toBe(0);
  });

  it('counts every match while showing one page, with or without a search, and past the last page', async () => {
    const paged = await list('?per_page=2&page=2');
    expect(names(paged)).toEqual(['Cy']);
    expect(paged.json().meta).toMatchObject({ total: 3, last_page: 2 });
    // Every email holds "@": all three match the search, one shows per page.
    const searched = await list('?search=%40&per_page=1&page=2');
    expect(names(searched)).toEqual(['Ada']);
    expect(searched.json().meta.total).toBe(3);
    const beyond = await list('?per_page=2&page=5');
    expect(names(beyond)).toEqual([]);
    expect(beyond.json().meta.total).toBe(3);
    const beyondSearch = await list('?search=lovelace&page=4');
    expect(names(beyondSearch)).toEqual([]);
    expect(beyondSearch.json().meta.total).toBe(1);
  });

  it('never shows another company’s applicants', async () => {
    const response = await list('', other.members['Company Admin'].client);
    expect(names(response)).toEqual(['Ada']);
    expect(response.json().data[0].opportunity.title).toBe('Rival Baker');
  });

  it('follows later profile and account changes of people who already applied', async () => {
    // At the rival company, so the totals of the tests above stay as they are.
    const rivalList = (query: string) => list(query, other.members['Team Member'].client);
    const opening = await createTestOpportunity(ctx.database.db, other.id, { title: 'Pâtissier' });
    const eve = await createCandidate(ctx, { firstName: 'Eve', lastName: 'Later' });
    await placeApplication(ctx, opening, eve.user.id);
    expect(names(await rivalList('?search=macarons'))).toEqual([]);
    // The profile is written after the application: the company's search document follows it.
    await ctx.database.db.transaction((tx) => upsertProfile(tx, eve.user.id, { skills: ['macarons'] }));
    expect(names(await rivalList('?search=macarons'))).toEqual(['Eve']);
    await ctx.database.db.update(users).set({ lastName: 'Renamed' }).where(eq(users.id, eve.user.id));
    expect(names(await rivalList('?search=renamed'))).toEqual(['Eve']);
    // The profile's document follows the account's name too: the old name no longer matches.
    expect(names(await rivalList('?search=later'))).toEqual([]);
    const [profile] = await ctx.database.db
      .select({ matchesOld: sql<boolean>`search_vector @@ to_tsquery('english', 'later')` })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, eve.user.id));
    expect(profile!.matchesOld).toBe(false);
  });

  it('shows every change at once when the same page is asked for again (pages are reused until a write)', async () => {
    const recruiter = other.members.Recruiter.client;
    const opening = await createTestOpportunity(ctx.database.db, other.id, { title: 'Chocolatier' });
    const fay = await createCandidate(ctx, { firstName: 'Fay', lastName: 'Again' });
    const application = await placeApplication(ctx, opening, fay.user.id);
    const query = `?opportunity_id=${opening.opportunity.id}`;
    const row = async () => (await list(query, recruiter)).json().data[0];
    expect((await row()).step.name).toBe(opening.steps[0]!.name);
    const moved = await recruiter.post(`/api/applications/${application.id}/decision`, {
      decision: 'next-step',
    });
    expect(moved.statusCode).toBe(200);
    expect((await row()).step.name).toBe(opening.steps[1]!.name);
    await ctx.database.db
      .update(opportunities)
      .set({ title: 'Head Chocolatier' })
      .where(eq(opportunities.id, opening.opportunity.id));
    expect((await row()).opportunity.title).toBe('Head Chocolatier');
    await ctx.database.db.update(users).set({ firstName: 'Faye' }).where(eq(users.id, fay.user.id));
    expect((await row()).candidate.first_name).toBe('Faye');
    await ctx.database.db
      .update(pipelineSteps)
      .set({ name: 'Tasting' })
      .where(eq(pipelineSteps.id, opening.steps[1]!.id));
    expect((await row()).step.name).toBe('Tasting');
    await ctx.database.db.transaction((tx) =>
      upsertProfile(tx, fay.user.id, { headline: 'Ganache whisperer' }),
    );
    expect((await row()).candidate.headline).toBe('Ganache whisperer');
  });

  it('reads a changed page once, however many people ask for it at that moment', async () => {
    const recruiter = other.members.Recruiter.client;
    const opening = await createTestOpportunity(ctx.database.db, other.id, { title: 'Confectioner' });
    const gil = await createCandidate(ctx, { firstName: 'Gil', lastName: 'Together' });
    const application = await placeApplication(ctx, opening, gil.user.id);
    const query = `?opportunity_id=${opening.opportunity.id}`;
    expect((await list(query, recruiter)).statusCode).toBe(200);
    // A move raises the version: the page read before it is no longer reused.
    const moved = await recruiter.post(`/api/applications/${application.id}/decision`, {
      decision: 'next-step',
    });
    expect(moved.statusCode).toBe(200);
    await ctx.runJobs();

    // Every statement the database is sent meanwhile; the list is the one statement with a page CTE.
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const original = client.query;
    const texts: string[] = [];
    client.query = function recordedQuery(this: unknown, ...args: unknown[]) {
      const [first] = args;
      texts.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      return original.apply(this, args);
    };
    let responses: Awaited<ReturnType<typeof list>>[];
    try {
      responses = await Promise.all(Array.from({ length: 8 }, () => list(query, recruiter)));
    } finally {
      client.query = original;
    }
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json().data[0].step.name).toBe(opening.steps[1]!.name);
    }
    expect(texts.filter((text) => text.includes('with "page" as')).length).toBe(1);
  });

  it('serves a reused page with the abilities of the role asking, and as the schema documents it', async () => {
    // The same page for a Recruiter and then a Team Member: its rows are encoded once and kept with
    // the page; the abilities are each caller's own.
    const query = '?per_page=2';
    const asRecruiter = await list(query, company.members.Recruiter.client);
    const asTeamMember = await list(query, company.members['Team Member'].client);
    expect(asRecruiter.headers['content-type']).toMatch(/^application\/json/);
    expect(asTeamMember.json().data).toEqual(asRecruiter.json().data);
    expect(asTeamMember.json().meta).toEqual(asRecruiter.json().meta);
    expect(asRecruiter.json().abilities.move).toBe(true);
    expect(asTeamMember.json().abilities.move).toBe(false);
    expect(Object.keys(asRecruiter.json())).toEqual(['data', 'meta', 'abilities']);
    expect(Object.keys(asRecruiter.json().data[0]).sort()).toEqual(
      [
        'applied_at',
        'candidate',
        'id',
        'last_activity_at',
        'opportunity',
        'scores_needed',
        'status',
        'step',
        'uuid',
      ].sort(),
    );
  });

  it('sends the assembled page compressed and whole, over a real connection too', async () => {
    // A handler that did not return its reply once answered the hiring bench with an empty body.
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const recruiterClient = company.members.Recruiter.client;
    const overSocket = await fetch(`http://127.0.0.1:${port}/api/company-candidates`, {
      headers: {
        cookie: [...recruiterClient.cookies]
          .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
          .join('; '),
        accept: 'application/json',
        'accept-encoding': 'gzip',
      },
    });
    expect(overSocket.status).toBe(200);
    expect(overSocket.headers.get('content-encoding')).toBe('gzip');
    const overSocketBody = await overSocket.json();
    const whole = await list('', company.members.Recruiter.client);
    expect(overSocketBody).toEqual(whole.json());
    expect(whole.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const compressed = await company.members.Recruiter.client.get('/api/company-candidates', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(whole.json());
  });

  it('raises the company’s candidates version with each change its lists show, and only then', async () => {
    const version = async (companyId: number) =>
      (
        await ctx.database.db
          .select({ version: companies.candidatesVersion })
          .from(companies)
          .where(eq(companies.id, companyId))
      )[0]!.version;
    const opening = await createTestOpportunity(ctx.database.db, other.id, { title: 'Confectioner' });
    const gus = await createCandidate(ctx, { firstName: 'Gus', lastName: 'Tative' });
    const changes = async (change: () => Promise<unknown>) => {
      const [before, bystander] = [await version(other.id), await version(company.id)];
      await change();
      // The company that never saw this person keeps its version: its pages stay reused.
      expect(await version(company.id)).toBe(bystander);
      return (await version(other.id)) - before;
    };
    const application = await placeApplication(ctx, opening, gus.user.id);
    const newcomer = await createCandidate(ctx, { firstName: 'Hal', lastName: 'Newcomer' });
    expect(await changes(() => placeApplication(ctx, opening, newcomer.user.id))).toBe(1);
    expect(
      await changes(() =>
        other.members.Recruiter.client.post(`/api/applications/${application.id}/decision`, {
          decision: 'next-step',
        }),
      ),
    ).toBeGreaterThan(0);
    expect(
      await changes(() =>
        ctx.database.db.update(users).set({ avatarPath: 'a.png' }).where(eq(users.id, gus.user.id)),
      ),
    ).toBe(1);
    expect(
      await changes(() =>
        ctx.database.db
          .update(opportunities)
          .set({ title: 'Confectioner II' })
          .where(eq(opportunities.id, opening.opportunity.id)),
      ),
    ).toBe(1);
    // Several applications of one person to one company at once (a deadlock once, on PostgreSQL).
    const more = await Promise.all(
      ['Truffles', 'Pralines', 'Fudge'].map((title) =>
        createTestOpportunity(ctx.database.db, other.id, { title }),
      ),
    );
    expect(
      await changes(() =>
        Promise.all(more.map((opportunity) => placeApplication(ctx, opportunity, newcomer.user.id))),
      ),
    ).toBe(3);
    // Nothing the lists show: a note, the same name written again, a description.
    expect(
      await changes(() =>
        other.members.Recruiter.client.post(`/api/applications/${application.id}/notes`, { body: 'Lovely' }),
      ),
    ).toBe(0);
    expect(
      await changes(() =>
        ctx.database.db.update(users).set({ firstName: 'Gus' }).where(eq(users.id, gus.user.id)),
      ),
    ).toBe(0);
    expect(
      await changes(() =>
        ctx.database.db
          .update(opportunities)
          .set({ descriptionText: 'Sweet things.' })
          .where(eq(opportunities.id, opening.opportunity.id)),
      ),
    ).toBe(0);
  });
});

describe('GET /api/company-candidates/{id}', () => {
  it('shows the profile, answers beside questions, timeline with actors, notes and the conversation', async () => {
    const posted = await createTestOpportunity(ctx.database.db, company.id, {
      screeningQuestions: [
        { id: 'licence', type: 'yes_no', question: 'Licence?', knockout_answer: 'no' },
        { id: 'why', type: 'short_text', question: 'Why us?' },
      ],
    });
    const candidate = await createCandidate(
      ctx,
      { firstName: 'Pia' },
      {
        summary: 'Baker for 8 years.',
        skills: ['rye'],
        links: [{ label: 'Portfolio', url: 'https://pia.example' }],
      },
    );
    const application = await placeApplication(ctx, posted, candidate.user.id, {
      step: 1,
      answers: [
        { question_id: 'licence', answer: true },
        { question_id: 'why', answer: 'The rye.' },
      ],
    });
    const recruiter = company.members.Recruiter;
    await ctx.database.db.insert(applicationEvents).values([
      {
        applicationId: application.id,
        actorUserId: candidate.user.id,
        kind: 'applied',
        toStepId: posted.steps[0]!.id,
      },
      {
        applicationId: application.id,
        actorUserId: recruiter.user.id,
        kind: 'moved',
        fromStepId: posted.steps[0]!.id,
        toStepId: posted.steps[1]!.id,
        data: { decision: 'next-step' },
      },
    ]);
    await ctx.database.db
      .insert(applicationNotes)
      .values({ applicationId: application.id, authorUserId: recruiter.user.id, body: 'Great rye.' });
    const [conversation] = await ctx.database.db
      .insert(conversations)
      .values({ companyId: company.id, candidateUserId: candidate.user.id })
      .returning();
    await attachResume(ctx, candidate.user.id, {
      name: 'pia.pdf',
      mimeType: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n%fake\n'),
    });

    const response = await company.members['Team Member'].client.get(
      `/api/company-candidates/${application.id}`,
    );
    expect(response.statusCode).toBe(200);
    const panel = response.json();
    expect(panel).toMatchObject({
      id: application.id,
      status: 'active',
      step: { id: posted.steps[1]!.id, name: 'Phone Screen' },
      candidate: { first_name: 'Pia' },
      profile: {
        summary: 'Baker for 8 years.',
        skills: ['rye'],
        links: [{ label: 'Portfolio', url: 'https://pia.example' }],
        resume: {
          name: 'pia.pdf',
          mime_type: 'application/pdf',
          url: `/api/company-candidates/${application.id}/resume`,
        },
      },
      answers: [
        { question_id: 'licence', question: 'Licence?', type: 'yes_no', answer: true, knockout: false },
        { question_id: 'why', question: 'Why us?', type: 'short_text', answer: 'The rye.', knockout: false },
      ],
      conversation_uuid: conversation!.uuid,
      abilities: { move: false, disqualify: false, note: false, message: false },
    });
    expect(panel.steps.map((s: { name: string }) => s.name)).toEqual([
      'Applied',
      'Phone Screen',
      'Interview',
      'Offer',
      'Hired',
    ]);
    expect(panel.timeline).toHaveLength(2);
    expect(panel.timeline[1]).toMatchObject({
      kind: 'moved',
      actor: { id: recruiter.user.id, first_name: 'Recruiter' },
      from_step: { name: 'Applied' },
      to_step: { name: 'Phone Screen' },
    });
    expect(panel.notes).toEqual([
      expect.objectContaining({
        body: 'Great rye.',
        author: expect.objectContaining({ id: recruiter.user.id }),
      }),
    ]);
    // Pia herself never sees the note.
    const own = await candidate.client.get(`/api/applications/${application.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('Great rye.');
  });

  it('answers 404 for another company’s application and for drafts; 403 without an active company', async () => {
    const posted = await createTestOpportunity(ctx.database.db, company.id);
    const candidate = await createCandidate(ctx);
    const application = await placeApplication(ctx, posted, candidate.user.id);
    const draft = await placeApplication(
      ctx,
      await createTestOpportunity(ctx.database.db, company.id),
      candidate.user.id,
      {
        status: 'draft',
      },
    );
    expect(
      (await other.members['Company Admin'].client.get(`/api/company-candidates/${application.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await company.members['Company Admin'].client.get(`/api/company-candidates/${draft.id}`)).statusCode,
    ).toBe(404);
    const asCandidate = await candidate.client.get(`/api/company-candidates/${application.id}`);
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json().message).toBe('Choose a company to continue.');
  });
});

describe('GET /api/company-candidates/{id}/resume', () => {
  it('streams a PDF inline and a DOCX as a download, to the company only', async () => {
    const posted = await createTestOpportunity(ctx.database.db, company.id);
    const pdfPerson = await createCandidate(ctx);
    const docxPerson = await createCandidate(ctx);
    const noResume = await createCandidate(ctx);
    const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj\n');
    await attachResume(ctx, pdfPerson.user.id, {
      name: 'cv "final".pdf',
      mimeType: 'application/pdf',
      data: pdfBytes,
    });
    const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await attachResume(ctx, docxPerson.user.id, {
      name: 'cv.docx',
      mimeType: docxType,
      data: Buffer.from('PK\x03\x04'),
    });
    const pdfApp = await placeApplication(ctx, posted, pdfPerson.user.id);
    const docxApp = await placeApplication(ctx, posted, docxPerson.user.id);
    const bareApp = await placeApplication(ctx, posted, noResume.user.id);
    const client = company.members['Team Member'].client;

    const pdf = await client.get(`/api/company-candidates/${pdfApp.id}/resume`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="cv _final_.pdf"');
    expect(pdf.rawPayload.equals(pdfBytes)).toBe(true);

    const docx = await client.get(`/api/company-candidates/${docxApp.id}/resume`);
    expect(docx.headers['content-type']).toBe(docxType);
    expect(docx.headers['content-disposition']).toBe('attachment; filename="cv.docx"');

    expect((await client.get(`/api/company-candidates/${bareApp.id}/resume`)).statusCode).toBe(404);
    expect(
      (await other.members['Company Admin'].client.get(`/api/company-candidates/${pdfApp.id}/resume`))
        .statusCode,
    ).toBe(404);
    expect((await pdfPerson.client.get(`/api/company-candidates/${pdfApp.id}/resume`)).statusCode).toBe(403);
  });
});
