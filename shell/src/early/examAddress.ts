/** The attempt an exam-screen address names (`/test-taking/{id}` or `/test/{id}`, spec section 2), decoded. */
export function examAttemptIdIn(pathname: string): string | null {
  const match = /^\/(?:test-taking|test)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
