// Talent pool contacts, invitation lookups and the candidate search on the wire
// (packages/shared/src/pipeline.ts).
import {
  type CandidateSearchResult,
  candidateSearchResultSchema,
  type OpportunityInviteLookup,
  opportunityInviteLookupSchema,
  type TalentPoolContact,
  talentPoolContactSchema,
} from '@hireloop/shared/pipeline';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import { userAvatarUrl } from '../pipeline/pipeline.presenter.ts';
import type { CandidateSearchRow } from './candidate-search.service.ts';
import type { ContactRow, findInviteByToken } from './talent-pool.service.ts';

export function presentContact(row: ContactRow): TalentPoolContact {
  return talentPoolContactSchema.parse({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    // Someone found on Hireloop keeps their contact details private (docs/decisions/016).
    email: row.candidateUserId === null ? row.email : null,
    phone: row.candidateUserId === null ? row.phone : null,
    candidate_user_id: row.candidateUserId,
    notes: row.notes,
    created_by:
      row.creatorId === null
        ? null
        : {
            id: row.creatorId,
            first_name: row.creatorFirstName ?? '',
            last_name: row.creatorLastName ?? '',
            avatar: userAvatarUrl(row.creatorId, row.creatorAvatarPath),
          },
    created_at: row.createdAt.toISOString(),
    last_invited_at: row.lastInvitedAt?.toISOString() ?? null,
    location: row.candidateUserId === null ? row.location : null,
    confirm_requested_at: row.confirmRequestedAt?.toISOString() ?? null,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    contact_consent: row.contactConsent,
  });
}

export function presentInviteLookup(
  row: Awaited<ReturnType<typeof findInviteByToken>>,
): OpportunityInviteLookup {
  return opportunityInviteLookupSchema.parse({
    opportunity: {
      id: row.opportunityId,
      title: row.title,
      location: row.location,
      remote: row.remote,
      company: {
        id: row.companyId,
        name: row.companyName,
        avatar: companyAvatarUrl({ id: row.companyId, avatarPath: row.companyAvatarPath }),
      },
      accepting_applications: row.status === 'published',
    },
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
  });
}

/** A person found by the candidate search: the profile as companies see it, no email or phone. */
export function presentCandidateSearchResult(row: CandidateSearchRow): CandidateSearchResult {
  return candidateSearchResultSchema.parse({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar: userAvatarUrl(row.id, row.avatarPath),
    headline: row.headline,
    location: row.location,
    skills: row.skills,
    in_talent_pool: row.inTalentPool,
    application_id: row.applicationId === null ? null : Number(row.applicationId),
  });
}
