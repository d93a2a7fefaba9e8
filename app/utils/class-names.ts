/**
 * A className from parts: the ones that are strings, joined by spaces. It lets a long list of utility classes be
 * written over several lines, and a condition's classes sit next to the ones that always apply.
 */
export function classNames(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(" ");
}
