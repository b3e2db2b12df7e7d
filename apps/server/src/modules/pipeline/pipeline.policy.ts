// Who may do what in the pipeline (SPEC.md §6): every company role reads candidates, answers,
// timelines and notes; Recruiter and above move, disqualify, message, write notes, keep the
// talent pool and search Hireloop for people to add to it; a note is deleted by its author (while
// they may still write notes) or a Manager+.
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { definePolicy } from '#server/lib/policy.ts';

/** The signed-in person acting as the active company. */
export interface CompanyActor {
  userId: number;
  company: CompanyAccess;
}

const recruiterOrAbove = (company: CompanyAccess) => atLeastCompanyRole(company.role, 'Recruiter');

export const { can, authorize } = definePolicy<
  CompanyAccess,
  {
    moveCandidate: undefined;
    messageCandidate: undefined;
    writeNotes: undefined;
    deleteNote: { userId: number; authorUserId: number | null };
    manageTalentPool: undefined;
    searchCandidates: undefined;
  }
>({
  moveCandidate: { allow: recruiterOrAbove, denied: 'You do not have permission to move candidates.' },
  messageCandidate: { allow: recruiterOrAbove, denied: 'You do not have permission to message candidates.' },
  writeNotes: { allow: recruiterOrAbove, denied: 'You do not have permission to add notes.' },
  /** `userId` is the actor's; their own notes while they may still write notes, anyone's for Manager+. */
  deleteNote: {
    allow: (company, { userId, authorUserId }) =>
      atLeastCompanyRole(company.role, 'Manager') || (authorUserId === userId && recruiterOrAbove(company)),
    denied: 'You may only delete your own notes.',
  },
  manageTalentPool: {
    allow: recruiterOrAbove,
    denied: 'You do not have permission to manage the talent pool.',
  },
  /** Searching every candidate on Hireloop is sourcing: for those who keep the talent pool. */
  searchCandidates: {
    allow: recruiterOrAbove,
    denied: 'You do not have permission to search for candidates.',
  },
});

/** The `abilities` of the candidates list and panel, so the client never re-implements a rule. */
export function pipelineAbilities(company: CompanyAccess) {
  return {
    move: can(company, 'moveCandidate'),
    disqualify: can(company, 'moveCandidate'),
    note: can(company, 'writeNotes'),
    message: can(company, 'messageCandidate'),
  };
}
