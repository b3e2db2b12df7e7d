// The people an interview test checks access for: every company role, the Recruiter who organizes,
// a Team Member who interviews, the candidate, another candidate and another company's admin.
// interviewAppForThisFile builds a file's app with them; interviewActorsOf adds them to one.
import { type Candidate, createCandidate } from './application-factories.ts';
import { companyAppForThisFile } from './file-app.ts';
import type { TestClient } from './http-client.ts';
import { addMember, type TestCompany } from './tenancy-factories.ts';
import type { TestApp } from './test-app.ts';

export const INTERVIEW_ACTORS = [
  'Company Admin',
  'Manager',
  'Recruiter (organizer)',
  'Team Member',
  'Team Member (interviewer)',
  'candidate',
  'another candidate',
  'other company',
] as const;
export type InterviewActor = (typeof INTERVIEW_ACTORS)[number];

export interface InterviewActors {
  candidate: Candidate;
  stranger: Candidate;
  interviewer: { client: TestClient; user: { id: number } };
  clientOf(actor: InterviewActor): TestClient;
}

export async function interviewActorsOf(
  ctx: TestApp,
  company: TestCompany,
  other: TestCompany,
): Promise<InterviewActors> {
  const interviewer = await addMember(ctx, company.id, 'Team Member');
  const candidate = await createCandidate(ctx);
  const stranger = await createCandidate(ctx);
  const clientOf = (actor: InterviewActor): TestClient => {
    switch (actor) {
      case 'Recruiter (organizer)':
        return company.members.Recruiter.client;
      case 'Team Member (interviewer)':
        return interviewer.client;
      case 'candidate':
        return candidate.client;
      case 'another candidate':
        return stranger.client;
      case 'other company':
        return other.members['Company Admin'].client;
      default:
        return company.members[actor].client;
    }
  };
  return { candidate, stranger, interviewer, clientOf };
}

/**
 * The app of an interview test file: the company (Acme Bakery), another tenant (Rival Rolls) and the
 * people above. Call at the file's top level with `await`.
 */
export async function interviewAppForThisFile() {
  const {
    ctx,
    companies: [company, other],
  } = await companyAppForThisFile('Acme Bakery', 'Rival Rolls');
  return { ctx, company, other, ...(await interviewActorsOf(ctx, company, other)) };
}
