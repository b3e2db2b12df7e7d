// GET /api/company-candidates as JSON. A page's rows are presented and encoded through their schema
// once and kept with the page while it is reused (company-candidates.cache.ts): encoding 100 rows
// through zod on every request was a quarter of the server's time under the hiring benchmark. The
// meta and abilities (they depend on the request and the role) are encoded per request.
import { companyCandidateListSchema } from '@hireloop/shared/pipeline';
import type { z } from '@hireloop/shared/zod';
import { encodeJson } from '#server/http/response-contract.ts';
import type { CompanyCandidatesPage } from './company-candidates.service.ts';
import { presentCompanyCandidate } from './pipeline.presenter.ts';

// The parts of the schema the route declares, so what is sent is exactly what it documents.
const { data: rowsSchema, meta: metaSchema, abilities: abilitiesSchema } = companyCandidateListSchema.shape;
const encodedRows = new WeakMap<CompanyCandidatesPage, string>();

export function companyCandidatesJson(
  page: CompanyCandidatesPage,
  rest: Omit<z.infer<typeof companyCandidateListSchema>, 'data'>,
  options: { strict: boolean },
): string {
  const where = { ...options, method: 'GET', url: '/api/company-candidates' };
  let rows = encodedRows.get(page);
  if (rows === undefined) {
    rows = encodeJson(rowsSchema, page.rows.map(presentCompanyCandidate), where);
    encodedRows.set(page, rows);
  }
  const meta = encodeJson(metaSchema, rest.meta, where);
  const abilities = encodeJson(abilitiesSchema, rest.abilities, where);
  return `{"data":${rows},"meta":${meta},"abilities":${abilities}}`;
}
