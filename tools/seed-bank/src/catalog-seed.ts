import { type CatalogSeed, contentHashOf, loadEmptyCatalog, type SeedResult } from '@ssc/catalog';
import type { Connection } from 'mongoose';
import { awarenessQuestions } from './awareness';
import { computerQuestions } from './computer';
import { englishQuestions } from './english';
import { buildSeedTests } from './mock-tests';
import { quantQuestions } from './quant';
import type { SeedQuestion } from './question-draft';
import { reasoningQuestions } from './reasoning';

export type { CatalogSeed, SeedResult };

/** The whole seed bank and its mock tests. Pure and deterministic: same output on every machine. */
export function buildSeedCatalog(): CatalogSeed {
  const questions: SeedQuestion[] = [
    ...quantQuestions(),
    ...reasoningQuestions(),
    ...englishQuestions(),
    ...awarenessQuestions(),
    ...computerQuestions(),
  ];
  assertDistinct(questions);
  return { questions, tests: buildSeedTests(questions) };
}

/** Ids and content hashes must be unique: the questions collection has a unique index on the hash. */
function assertDistinct(questions: SeedQuestion[]): void {
  const ids = new Set<string>();
  const hashes = new Set<string>();
  for (const q of questions) {
    const hash = contentHashOf(q);
    if (ids.has(q.id) || hashes.has(hash)) throw new Error(`seed question repeats: ${q.questionTextEnglish}`);
    ids.add(q.id);
    hashes.add(hash);
  }
}

/** Loads the seed bank into an empty catalog database (the catalog's own loader; skipped if not empty). */
export function seedCatalog(
  connection: Connection,
  opts: { log?: (message: string) => void; now?: Date } = {},
): Promise<SeedResult> {
  return loadEmptyCatalog(connection, buildSeedCatalog, opts);
}
