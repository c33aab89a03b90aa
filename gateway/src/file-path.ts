/**
 * Whether a path names a file (its last segment has an extension) other than an HTML page:
 * what the gateway serves as a file, with a file's headers, and never answers with the shell's
 * page when it is missing. The app's own routes never end in an extension (ids are hex).
 */
export function isFilePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last) && !/\.html?$/i.test(last);
}
