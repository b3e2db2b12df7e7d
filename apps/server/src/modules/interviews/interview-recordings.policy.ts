// Who may do what with interview recordings (issue 19, decision 119). Recording happens in a
// company-side participant's browser; playback is for the company side (its participants and the
// Managers and Admins who see every interview); the candidate answers the consent question but
// does not play recordings back. Another company's recording is 404 like its interview.
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import type { CompanyAccess } from '#server/access/actor.ts';
import { forbidden } from '#server/lib/errors.ts';
import type { InterviewViewer } from './interviews.policy.ts';

export const RECORD_NOT_ALLOWED = "Only the interview's interviewers can record it.";
export const PLAY_NOT_ALLOWED = 'Only the company side can play recordings back.';
export const UPLOAD_NOT_ALLOWED = 'Only the person recording uploads to this recording.';
export const CONSENT_NOT_PARTICIPANT = "Only the interview's participants are asked for consent.";
export const SETTINGS_NOT_ALLOWED = 'Only Company Admins can change the recording settings.';

export const canRecord = (viewer: InterviewViewer) => viewer.side === 'company' && viewer.participant;
export const canPlayRecordings = (viewer: InterviewViewer) => viewer.side === 'company';

export function authorizeRecord(viewer: InterviewViewer): void {
  if (!canRecord(viewer)) throw forbidden(RECORD_NOT_ALLOWED);
}

export function authorizePlay(viewer: InterviewViewer): void {
  if (!canPlayRecordings(viewer)) throw forbidden(PLAY_NOT_ALLOWED);
}

export function authorizeConsent(viewer: InterviewViewer): void {
  if (!viewer.participant) throw forbidden(CONSENT_NOT_PARTICIPANT);
}

export function authorizeUpload(viewer: InterviewViewer, startedBy: number): void {
  if (viewer.userId !== startedBy) throw forbidden(UPLOAD_NOT_ALLOWED);
}

export const canChangeRecordingSettings = (company: CompanyAccess) =>
  atLeastCompanyRole(company.role, 'Company Admin');

export function authorizeRecordingSettings(company: CompanyAccess): void {
  if (!canChangeRecordingSettings(company)) throw forbidden(SETTINGS_NOT_ALLOWED);
}
