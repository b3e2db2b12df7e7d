// The people an interview test checks access for: every company role, the Recruiter who organizes,
// a Team Member who interviews, the candidate, another candidate and another company's admin.
// Called at a test file's top level with `await`, after companyAppForThisFile.
import { type Candidate, createCandidate } from './application-factories.ts';
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
