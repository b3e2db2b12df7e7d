// A candidate's name as shown on cards, rows and the panel.
export function candidateName(candidate: { firstName: string; lastName: string }): string {
  return `${candidate.firstName} ${candidate.lastName}`.trim() || 'Unnamed candidate';
}
