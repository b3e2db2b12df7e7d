/** A LIKE pattern containing the text; `%` and `_` typed by a user are literal, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
