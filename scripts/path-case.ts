import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run lint`'s path check: no two tracked paths may differ only by letter case. On a
 * case-insensitive file system (macOS, Windows) such a pair checks out as one file, or two
 * folders merge into one, and which of them wins is an accident. Folders count as well as files:
 * `src/Auth/a.ts` beside `src/auth/b.ts` is the same trap. So do two files of one folder whose
 * names differ by case before their extension (`Greeting.tsx` beside `greeting.ts`): an import of
 * `./greeting` finds either there (script files only: a style sheet is imported by its whole name).
 *
 * By hand: `npx tsx scripts/path-case.ts` (exits 1 and names the pairs when there are any).
 */

/**
 * Each set of tracked paths (files or the folders above them, or files of one folder by their name
 * before the extension) that differ only by case, sorted.
 */
export function caseCollisions(files: readonly string[]): string[][] {
  const byLowerCase = new Map<string, Set<string>>();
  for (const file of files) {
    const parts = file.split('/');
    for (let end = 1; end <= parts.length; end++) {
      const prefix = parts.slice(0, end).join('/');
      const key = prefix.toLowerCase();
      const seen = byLowerCase.get(key) ?? new Set<string>();
      seen.add(prefix);
      byLowerCase.set(key, seen);
    }
  }
  // Script files by their module name (the path without its extension), each with its spellings.
  const byModule = new Map<string, { spellings: Set<string>; files: Set<string> }>();
  for (const file of files) {
    const stem = file.replace(/(?<=[^/])\.[cm]?[jt]sx?$/, '');
    if (stem === file) continue;
    const entry = byModule.get(stem.toLowerCase()) ?? { spellings: new Set(), files: new Set() };
    entry.spellings.add(stem);
    entry.files.add(file);
    byModule.set(stem.toLowerCase(), entry);
  }
  const modules = [...byModule.values()].filter((m) => m.spellings.size > 1).map((m) => m.files);
  const paths = [...byLowerCase.values()].filter((spellings) => spellings.size > 1);
  const reported = new Set(paths.flatMap((set) => [...set]));
  return [...paths, ...modules.filter((set) => ![...set].every((file) => reported.has(file)))]
    .map((spellings) => [...spellings].sort())
    .sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** The report and the exit code for a list of tracked files. */
export function checkPathCase(files: readonly string[]): { code: number; lines: string[] } {
  const collisions = caseCollisions(files);
  if (collisions.length === 0) return { code: 0, lines: [] };
  return {
    code: 1,
    lines: [
      `[path-case] ${collisions.length} set(s) of tracked paths differ only by letter case (rename one of each):`,
      ...collisions.map((set) => `  ${set.join('  ~  ')}`),
    ],
  };
}

function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { code, lines } = checkPathCase(trackedFiles(path.resolve(import.meta.dirname, '..')));
  for (const line of lines) console.error(line);
  process.exitCode = code;
}
