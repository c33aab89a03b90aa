/** Avatar initials: first letters of the first two words of the name, at most 2 (spec section 2). */
export function initialsOf(displayName: string | null | undefined, email?: string | null): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const fromName = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  if (fromName) return fromName.toUpperCase();
  const fromEmail = Array.from((email ?? '').trim())[0];
  return fromEmail ? fromEmail.toUpperCase() : 'U';
}
