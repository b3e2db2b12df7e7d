// Who may do what in the pipeline (SPEC.md §6): every company role reads candidates, answers,
// timelines and notes; Recruiter and above move, disqualify, message, write notes, keep the
// talent pool and search Hireloop for people to add to it; a note is deleted by its author (while
// they may still write notes) or a Manager+.
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '../../access/actor.ts';
import { forbidden } from '../../lib/errors.ts';

/** The signed-in person acting as the active company. */
export interface CompanyActor {
  userId: number;
  company: CompanyAccess;
}

export function canMoveCandidate(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, 'Recruiter');
}

export function canMessageCandidate(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, 'Recruiter');
}

export function canWriteNotes(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, 'Recruiter');
}

export function canDeleteNote(actor: CompanyActor, note: { authorUserId: number | null }): boolean {
  if (atLeastCompanyRole(actor.company.role, 'Manager')) return true;
  return note.authorUserId === actor.userId && canWriteNotes(actor.company);
}

export function canManageTalentPool(company: CompanyAccess): boolean {
  return atLeastCompanyRole(company.role, 'Recruiter');
}

/** Searching every candidate on Hireloop is sourcing: for those who keep the talent pool. */
export function canSearchCandidates(company: CompanyAccess): boolean {
  return canManageTalentPool(company);
}

/** The `abilities` of the candidates list and panel, so the client never re-implements a rule. */
export function pipelineAbilities(company: CompanyAccess) {
  return {
    move: canMoveCandidate(company),
    disqualify: canMoveCandidate(company),
    note: canWriteNotes(company),
    message: canMessageCandidate(company),
  };
}

export function authorizeMoveCandidate(company: CompanyAccess): void {
  if (!canMoveCandidate(company)) throw forbidden('You do not have permission to move candidates.');
}

export function authorizeMessageCandidate(company: CompanyAccess): void {
  if (!canMessageCandidate(company)) throw forbidden('You do not have permission to message candidates.');
}

export function authorizeWriteNotes(company: CompanyAccess): void {
  if (!canWriteNotes(company)) throw forbidden('You do not have permission to add notes.');
}

export function authorizeDeleteNote(actor: CompanyActor, note: { authorUserId: number | null }): void {
  if (!canDeleteNote(actor, note)) throw forbidden('You may only delete your own notes.');
}

export function authorizeManageTalentPool(company: CompanyAccess): void {
  if (!canManageTalentPool(company)) throw forbidden('You do not have permission to manage the talent pool.');
}

export function authorizeSearchCandidates(company: CompanyAccess): void {
  if (!canSearchCandidates(company)) throw forbidden('You do not have permission to search for candidates.');
}
