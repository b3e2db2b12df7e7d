// Whether an interview may be recorded now (issue 19, decision 119): `never` never, `always` with
// nobody asked (the invitation said so), `ask` once every participant — the candidate, the
// interviewers and the organizer — has agreed. A pure rule, so the server and its tests share it.
import type { RecordingPreference } from '@hireloop/shared/interviews';

export interface ConsentPerson {
  id: number;
  firstName: string;
  lastName: string;
  /** null: not answered yet. */
  granted: boolean | null;
}

export type ConsentVerdict = { allowed: true } | { allowed: false; reason: string };

export const RECORDING_TURNED_OFF = 'Recording is turned off for this interview.';

const names = (people: readonly ConsentPerson[]) =>
  people.map((person) => `${person.firstName} ${person.lastName}`.trim()).join(', ');

export function recordingVerdict(
  preference: RecordingPreference,
  people: readonly ConsentPerson[],
): ConsentVerdict {
  if (preference === 'never') return { allowed: false, reason: RECORDING_TURNED_OFF };
  if (preference === 'always') return { allowed: true };
  const declined = people.filter((person) => person.granted === false);
  if (declined.length > 0)
    return { allowed: false, reason: `Not everyone agreed to be recorded: ${names(declined)} declined.` };
  const waiting = people.filter((person) => person.granted === null);
  if (waiting.length > 0)
    return {
      allowed: false,
      reason: `Everyone must agree to be recorded first. Waiting for ${names(waiting)}.`,
    };
  return { allowed: true };
}
