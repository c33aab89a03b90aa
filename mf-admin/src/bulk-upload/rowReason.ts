import type { Translate } from '../i18n/adminCatalog';

/**
 * The reasons the catalog gives for an invalid CSV row are the question schema's own sentences
 * (`questionInput` in @ssc/contracts: the form, the API and the import share it), in English.
 * Each template here is matched with its values (the column, a limit, the allowed values) and
 * shown as the admin catalog's message in the interface language, whose English is the same
 * sentence. rowReason.unit.test.ts makes every sentence the schema can give pass through this
 * table, so a reworded rule fails a test instead of showing English in Hindi.
 */
const TEMPLATES: ReadonlyArray<[pattern: RegExp, id: string]> = [
  [/^(?<field>\w+) is required$/, 'admin.csv.reason.required'],
  [/^(?<field>\w+) is too long \(max (?<max>\d+) characters\)$/, 'admin.csv.reason.tooLong'],
  [/^(?<field>\w+) must be text$/, 'admin.csv.reason.text'],
  [/^(?<field>\w+) must be a URL$/, 'admin.csv.reason.url'],
  [/^(?<field>\w+) must be an image URL$/, 'admin.csv.reason.imageUrl'],
  [/^(?<field>\w+) must be a number$/, 'admin.csv.reason.number'],
  [/^(?<field>\w+) cannot be negative$/, 'admin.csv.reason.negative'],
  [/^(?<field>\w+) must be at most (?<max>[\d.]+)$/, 'admin.csv.reason.atMost'],
  [/^(?<field>\w+) must be in steps of (?<step>[\d.]+)$/, 'admin.csv.reason.steps'],
  [/^(?<field>\w+) must be one of (?<values>[A-Z_]+(?:, [A-Z_]+)*)$/, 'admin.csv.reason.oneOf'],
  [/^each topic tag must be at most (?<max>\d+) characters$/, 'admin.csv.reason.tagTooLong'],
  [/^at most (?<max>\d+) topic tags$/, 'admin.csv.reason.tooManyTags'],
];

function match(reason: string): { id: string; values: Record<string, string> } | null {
  for (const [pattern, id] of TEMPLATES) {
    const found = pattern.exec(reason);
    if (found) return { id, values: { ...found.groups } };
  }
  return null;
}

/** Whether the reason is one of the schema's sentences (so the catalog has its words). */
export const isKnownRowReason = (reason: string): boolean => match(reason) !== null;

/** A row error's reason in the interface language; a sentence the table does not know shows as it came. */
export function rowReason(_: Translate, reason: string): string {
  const known = match(reason);
  return known ? _(known.id, known.values) : reason;
}
