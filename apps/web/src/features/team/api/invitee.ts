// Who an address typed into the invite form belongs to, for inline feedback before sending:
// a member of the active company already, someone with a Hireloop account, or nobody yet.
import { fullName } from '@hireloop/shared/people';
import { checkEmailExists, invitedAccountHint } from '#web/lib/existence-checks.ts';
import { findMemberByEmail, type TeamMember } from './team-members.ts';

export type Invitee = { member: TeamMember } | { member: null; hasAccount: boolean };

export function alreadyMemberText(member: TeamMember): string {
  return `${fullName(member)} is already a member of this company.`;
}

/** The hint under the field for someone not on the team yet; nothing while unknown. */
export function inviteeHint(invitee: Invitee | null): string | undefined {
  if (!invitee || invitee.member) return undefined;
  return invitedAccountHint(invitee.hasAccount);
}

/** Rejects when either check fails; the form then shows nothing and sending still works. */
export async function lookUpInvitee(email: string, signal?: AbortSignal): Promise<Invitee> {
  const member = await findMemberByEmail(email, signal);
  if (member) return { member };
  return { member: null, hasAccount: await checkEmailExists(email, signal) };
}
