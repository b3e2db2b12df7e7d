// GET /api/opportunities/recommended: opportunities for the signed-in candidate's dashboard, as
// search result cards (docs/api/recommendations.md).
import { recommendedOpportunitiesSchema } from '@hireloop/shared/opportunities';
import { z } from '@hireloop/shared/zod';
import { signedInUserId } from '#server/http/authentication.ts';
import { coherentJson } from '#server/http/coherent-json.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { presentSearchCard } from './opportunity-search.presenter.ts';
import { RECOMMENDATIONS_MAX, recommendOpportunities } from './recommendations.service.ts';

const recommendedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECOMMENDATIONS_MAX).default(RECOMMENDATIONS_MAX),
});

export function registerRecommendationRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  // On every candidate dashboard (decision 147).
  const recommended = coherentJson(deps.config, {
    url: '/api/opportunities/recommended',
    schema: recommendedOpportunitiesSchema,
    tables: ['opportunities', 'companies', 'applications', 'candidate_profiles'],
  });

  app.get(
    '/api/opportunities/recommended',
    { schema: { querystring: recommendedQuerySchema, response: { 200: recommendedOpportunitiesSchema } } },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const { limit } = request.query;
      return recommended.send(reply, db, `${userId}:${limit}`, async () => {
        const { rows, basis } = await recommendOpportunities(db, userId, limit);
        return { data: rows.map(presentSearchCard), basis };
      });
    },
  );
}
