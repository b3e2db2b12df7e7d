/** "1 Location", "3 Locations", "0 members": a count with its noun in the right number. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
