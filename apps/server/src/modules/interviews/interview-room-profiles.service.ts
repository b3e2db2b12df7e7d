// What the room's profile tabs show (SPEC.md §3 candidateProfile, companyProfile): the company's
// profile for everyone in the room, the candidate's profile and resume for the company side only.
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { candidateProfiles, companies } from '#server/db/schema.ts';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import { userAvatarUrl } from '../messages/messages.presenter.ts';
import type { InterviewSide } from './interviews.policy.ts';
import type { InterviewView } from './interviews-query.service.ts';

export async function roomProfiles(db: Database, view: InterviewView, side: InterviewSide) {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      avatarPath: companies.avatarPath,
      description: companies.description,
      website: companies.website,
      industry: companies.industry,
      size: companies.size,
      city: companies.city,
      country: companies.country,
    })
    .from(companies)
    .where(eq(companies.id, view.interview.companyId))
    .limit(1);
  const companyProfile = {
    name: company?.name ?? view.company.name,
    avatar: company ? companyAvatarUrl(company) : null,
    description: company?.description ?? null,
    website: company?.website ?? null,
    industry: company?.industry ?? null,
    size: company?.size ?? null,
    location: [company?.city, company?.country].filter(Boolean).join(', ') || null,
  };
  if (side !== 'company') return { companyProfile, candidateProfile: null };
  const [profile] = await db
    .select({
      headline: candidateProfiles.headline,
      location: candidateProfiles.location,
      summary: candidateProfiles.summary,
      skills: candidateProfiles.skills,
      desiredRoles: candidateProfiles.desiredRoles,
      resumeName: candidateProfiles.resumeName,
      resumePath: candidateProfiles.resumePath,
    })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, view.interview.candidateUserId))
    .limit(1);
  const candidate = view.candidate;
  return {
    companyProfile,
    candidateProfile: {
      application_id: view.interview.applicationId,
      first_name: candidate.firstName,
      last_name: candidate.lastName,
      avatar: userAvatarUrl(candidate),
      headline: profile?.headline ?? null,
      location: profile?.location ?? null,
      summary: profile?.summary ?? null,
      skills: profile?.skills ?? [],
      desired_roles: profile?.desiredRoles ?? [],
      resume: profile?.resumePath
        ? {
            name: profile.resumeName ?? 'Resume',
            url: `/api/company-candidates/${view.interview.applicationId}/resume`,
          }
        : null,
    },
  };
}
