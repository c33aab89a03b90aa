/**
 * Finds interface text written into the code instead of a catalog: JSX text and the attributes a
 * person reads or hears (aria-label, title, placeholder, alt, label, …) given as literal words.
 *   npx tsx scripts/uiText.ts mf-student/src mf-admin/src shell/src
 * Prints one line per finding and exits 1 when there is any. scripts/uiText.unit.test.ts runs it
 * over every app, so a string that is in neither catalog fails the tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Attributes whose value a person reads or a screen reader speaks. */
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'hint',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
]);

/**
 * Text that is the same in every language: the brand, symbols, each language's own name in its
 * own script (the switch shows them so, whatever the page's language), and format tokens.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'SSC Mock',
  'English',
  'हिंदी',
  'CSV',
  'PDF',
  'ID',
  'OK',
  // Format tokens, which a person types or a file must carry exactly as written in any language:
  // the bulk CSV's column names the importer reads (mf-admin's CSV format card), the topicTags
  // column's JSON example, and the example of a live mock's shift-group id (a lower-case slug).
  'correctAnswer',
  'section',
  'difficulty',
  'topicTags',
  '["Algebra","Ratio"]',
  'marks',
  'negativeMarks',
  'cgl-2026-tier1',
]);

export type UiTextFinding = { file: string; line: number; text: string };

/** Words: at least two letters in a row (numbers, punctuation and symbols alone are not words). */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function findingsIn(file: string, root: string): UiTextFinding[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const findings: UiTextFinding[] = [];
  const report = (node: ts.Node, raw: string) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!hasWords(text) || SAME_IN_EVERY_LANGUAGE.has(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    findings.push({ file: relative(root, file), line: line + 1, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && SPOKEN_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      if (value && ts.isJsxExpression(value) && value.expression) {
        const inner = value.expression;
        if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) report(inner, inner.text);
      }
    }
    // A literal string as a JSX child: {'Loading...'}
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const inner = node.expression;
      if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) report(inner, inner.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** Every piece of literal interface text in the .tsx files under `dirs` (tests excluded). */
export function uiTextIn(dirs: readonly string[], root: string): UiTextFinding[] {
  return dirs.flatMap((dir) => sourceFiles(join(root, dir)).flatMap((file) => findingsIn(file, root)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  const findings = uiTextIn(
    dirs.length ? dirs : ['mf-student/src', 'mf-admin/src', 'shell/src'],
    process.cwd(),
  );
  for (const { file, line, text } of findings) process.stdout.write(`${file}:${line}  ${text}\n`);
  process.stdout.write(`${findings.length} piece(s) of literal interface text\n`);
  process.exitCode = findings.length ? 1 : 0;
}
