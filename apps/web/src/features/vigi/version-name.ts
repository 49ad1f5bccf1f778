/**
 * A version's own name when it has one that is not just its date: an act such as "ATP 23 (Regulation (EU)
 * 2025/1222)". The server names versions by their publication, falling back to the ISO date (issue #23), and the
 * pages show dates in the reader's format, so a date label is not repeated.
 */
export function versionOwnName(label: string | null | undefined): string | null {
  return label && !/^\d{4}-\d{2}-\d{2}$/.test(label) ? label : null;
}
