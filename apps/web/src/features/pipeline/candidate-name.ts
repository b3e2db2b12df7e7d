// A candidate's name as shown on cards, rows and the panel.
import { fullName } from '@hireloop/shared/people';

export function candidateName(candidate: { firstName: string; lastName: string }): string {
  return fullName(candidate) || 'Unnamed candidate';
}
