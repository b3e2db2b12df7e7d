// The active company's pipeline: candidates list and panel, résumé, decisions, bulk actions and
// private notes. Every role reads; Recruiter and above act (pipeline.policy.ts).

import type { ActivityKind } from '@hireloop/shared/activities';
import { paginationQuerySchema } from '@hireloop/shared/api';
import { candidateScoresSchema } from '@hireloop/shared/interview-scorecards';
import {
  applicationNoteSchema,
  type BulkActionInput,
  bulkActionResultSchema,
  bulkActionSchema,
  candidatePanelSchema,
  companyCandidateListSchema,
  companyCandidatesQuerySchema,
  createNoteSchema,
  type DecisionInput,
  decisionResultSchema,
  decisionSchema,
  noteListSchema,
} from '@hireloop/shared/pipeline';
import { RESUME_MIME_TYPES } from '@hireloop/shared/profiles';
import { fileResponse, noContentSchema } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import { sendEncodedJson } from '#server/http/response-contract.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { pageMeta } from '#server/lib/pagination.ts';
import { notifyContextOf } from '../notifications/notify.ts';
import { runBulkAction } from './bulk-actions.service.ts';
import { loadCandidatePanel, readCandidateResume } from './candidate-panel.service.ts';
import { readCandidateScores } from './candidate-scores.service.ts';
import { listCompanyCandidates } from './company-candidates.cache.ts';
import { companyCandidatesJson } from './company-candidates.response.ts';
import { decideApplication } from './decisions.service.ts';
import { addNote, deleteNote, listNotes } from './notes.service.ts';
import * as pipelinePolicy from './pipeline.policy.ts';
import { type CompanyActor, pipelineAbilities } from './pipeline.policy.ts';
import { presentCandidatePanel, presentDecision, presentNote } from './pipeline.presenter.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Characters a file name may keep in a Content-Disposition header; the rest become "_". */
const resumeFile = fileResponse(
  'The résumé: PDFs inline, other formats as a download',
  Object.values(RESUME_MIME_TYPES),
);

const headerSafeName = (name: string) => name.replace(/[^\w.\- ]/g, '_').slice(0, 150) || 'resume';

/** The activity report's "candidates moved": a decision that changes the candidate's step. */
const MOVING_DECISIONS = new Set<DecisionInput['decision']>([
  'next-step',
  'next-step-immediately',
  'previous-step',
]);
const movesCandidate = (request: FastifyRequest): ActivityKind | null =>
  MOVING_DECISIONS.has((request.body as DecisionInput).decision) ? 'candidate_moved' : null;
const bulkMoves = (request: FastifyRequest): ActivityKind | null =>
  (request.body as BulkActionInput).action === 'move' ? 'candidate_moved' : null;

export function registerPipelineRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const ctx = notifyContextOf(app, deps);
  const companyActor = async (request: FastifyRequest): Promise<CompanyActor> => {
    const actor = await requestActor(request, db);
    return { userId: actor.userId, company: activeCompanyOf(actor) };
  };

  app.get(
    '/api/company-candidates',
    { schema: { querystring: companyCandidatesQuerySchema, response: { 200: companyCandidateListSchema } } },
    async (request, reply) => {
      const actor = await companyActor(request);
      const page = await listCompanyCandidates(db, actor, request.query);
      const json = companyCandidatesJson(
        page,
        { meta: pageMeta(request.query, page.total), abilities: pipelineAbilities(actor.company) },
        { strict: !deps.config.isProduction },
      );
      // The reply is returned so that Fastify waits for this send (compression finishes it later).
      return sendEncodedJson(reply, json);
    },
  );

  app.get(
    '/api/company-candidates/:id',
    { schema: { params: idParams, response: { 200: candidatePanelSchema } } },
    async (request) => {
      const actor = await companyActor(request);
      return presentCandidatePanel(await loadCandidatePanel(db, actor, request.params.id), actor);
    },
  );

  app.get(
    '/api/company-candidates/:id/resume',
    { schema: { params: idParams, response: { 200: resumeFile } } },
    async (request, reply) => {
      const resume = await readCandidateResume(
        db,
        deps.storage,
        await companyActor(request),
        request.params.id,
      );
      // PDFs open in the panel's viewer; anything else (DOCX) downloads.
      const disposition = resume.mimeType === 'application/pdf' ? 'inline' : 'attachment';
      return (
        reply
          .header('content-type', resume.mimeType)
          .header('content-disposition', `${disposition}; filename="${headerSafeName(resume.name)}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // The candidate panel shows the PDF in an iframe of our own pages; the app-wide
          // `frame-ancestors 'none'` would refuse it (the browser's PDF viewer refuses sandboxing).
          .header('content-security-policy', "frame-ancestors 'self'")
          .header('x-frame-options', 'SAMEORIGIN')
          .send(resume.data)
      );
    },
  );

  app.post(
    '/api/applications/:id/decision',
    {
      schema: { params: idParams, body: decisionSchema, response: { 200: decisionResultSchema } },
      config: { audit: movesCandidate },
    },
    async (request) => {
      const actor = await companyActor(request);
      return presentDecision(await decideApplication(ctx, actor, request.params.id, request.body));
    },
  );

  app.post(
    '/api/company-candidates/bulk',
    {
      schema: { body: bulkActionSchema, response: { 200: bulkActionResultSchema } },
      config: { audit: bulkMoves },
    },
    async (request) =>
      bulkActionResultSchema.parse(await runBulkAction(ctx, await companyActor(request), request.body)),
  );

  app.get(
    '/api/applications/:id/scores',
    { schema: { params: idParams, response: { 200: candidateScoresSchema } } },
    async (request) => readCandidateScores(db, await companyActor(request), request.params.id),
  );

  app.get(
    '/api/applications/:id/notes',
    { schema: { params: idParams, querystring: paginationQuerySchema, response: { 200: noteListSchema } } },
    async (request) => {
      const actor = await companyActor(request);
      const { rows, total } = await listNotes(db, actor, request.params.id, request.query);
      return {
        data: rows.map((row) => presentNote(row, actor)),
        meta: pageMeta(request.query, total),
        abilities: { create: pipelinePolicy.can(actor.company, 'writeNotes') },
      };
    },
  );

  app.post(
    '/api/applications/:id/notes',
    { schema: { params: idParams, body: createNoteSchema, response: { 201: applicationNoteSchema } } },
    async (request, reply) => {
      const actor = await companyActor(request);
      const note = await addNote(db, actor, request.params.id, request.body);
      return reply.status(201).send(presentNote(note, actor));
    },
  );

  app.delete(
    '/api/application-notes/:id',
    { schema: { params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteNote(db, await companyActor(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
