// `POST /api/companies` and `POST /api/companies/activate-trial` (docs/api/accounts.md): the new
// company becomes the active one and the creator its Company Admin.
import type { CreateCompanyInput } from '@hireloop/shared/tenancy';
import { api } from '#web/lib/http.ts';

export interface CreatedCompany {
  id: number;
  name: string;
}

/** 422s are shown beside the form's fields. */
const FORM_OPTIONS = { handledStatuses: [422] } as const;

export function createCompany(input: CreateCompanyInput): Promise<CreatedCompany> {
  return api.post<CreatedCompany>('/api/companies', input, FORM_OPTIONS);
}

export function activateTrial(token: string, input: CreateCompanyInput): Promise<CreatedCompany> {
  return api.post<CreatedCompany>('/api/companies/activate-trial', { ...input, token }, FORM_OPTIONS);
}
