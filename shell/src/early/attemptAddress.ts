/** The id an address's one path parameter names, decoded, when its first segment is one of `pages`. */
function idIn(pathname: string, pages: RegExp): string | null {
  const match = new RegExp(`^/(?:${pages.source})/([^/]+)/?$`).exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The attempt an exam-screen address names (`/test-taking/{id}` or `/test/{id}`, spec section 2), decoded. */
export function examAttemptIdIn(pathname: string): string | null {
  return idIn(pathname, /test-taking|test/);
}

/** The attempt a results address names (`/test-results/{id}`, spec section 2), decoded. */
export function resultAttemptIdIn(pathname: string): string | null {
  return idIn(pathname, /test-results/);
}
