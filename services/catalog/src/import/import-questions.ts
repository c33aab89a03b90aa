import { randomUUID } from 'node:crypto';
import {
  type ImportResult,
  type ImportRowError,
  type QuestionInput,
  questionInput,
  TOPICS,
} from '@ssc/contracts';
import { isDuplicateKeyError, type Logger } from '@ssc/service-kit';
import mongoose, { type Connection } from 'mongoose';
import { catalogOutbox, envelopeOf } from '../outbox/outbox';
import { contentHashOf, toQuestion, toQuestionDoc } from '../questions/question-fields';
import { type QuestionDoc, type QuestionModel, questionModel } from '../questions/question-model';
import { readQuestionRows } from './question-csv';

export const IMPORT_BATCH_SIZE = 500;
/** The report keeps this many row errors; `invalidRows` still counts every invalid row. */
export const MAX_REPORTED_ERRORS = 1000;

export type ImportProgress = { processed: number; total: number };

export type ImportQuestionsOptions = {
  connection: Connection;
  logger: Logger;
  csv: Buffer;
  /** Validate and count what would be imported, writing nothing. */
  dryRun: boolean;
  now?: () => Date;
  onProgress?: (progress: ImportProgress) => unknown;
  batchSize?: number;
  maxErrors?: number;
  /** Where QuestionCreated goes (TOPICS.catalog unless the deployment prefixes its topics). */
  topic?: string;
};

/** A valid row whose content is new within the file; `index` is its position among all rows. */
type Candidate = { index: number; input: QuestionInput; hash: string };

/**
 * Imports the questions of a CSV file: every row is checked against `questionInput` (the
 * schema the question form and the API use), invalid rows are reported field by field, and
 * rows whose content is already in the bank (or earlier in the file) count as duplicates, so
 * uploading a file twice never duplicates a question. A dry run produces the same report
 * (`imported` is then what would be imported) without writing anything.
 *
 * Throws csv-parse's `CsvError` or `MissingColumnsError` when the file itself is unreadable.
 */
export async function importQuestions(opts: ImportQuestionsOptions): Promise<ImportResult> {
  const { connection, dryRun, now = () => new Date() } = opts;
  const batchSize = opts.batchSize ?? IMPORT_BATCH_SIZE;
  const maxErrors = opts.maxErrors ?? MAX_REPORTED_ERRORS;
  const questions = questionModel(connection);
  const outbox = catalogOutbox(connection, opts.logger);

  const result: ImportResult = {
    dryRun,
    totalRows: 0,
    validRows: 0,
    imported: 0,
    duplicates: 0,
    invalidRows: 0,
    errors: [],
  };
  const candidates: Candidate[] = [];
  const seenHashes = new Set<string>();
  for await (const row of readQuestionRows(opts.csv)) {
    const index = result.totalRows++;
    const parsed = questionInput.safeParse(row.cells);
    if (!parsed.success) {
      result.invalidRows += 1;
      for (const error of rowErrors(row.row, parsed.error.issues)) {
        if (result.errors.length < maxErrors) result.errors.push(error);
      }
      continue;
    }
    result.validRows += 1;
    const hash = contentHashOf(parsed.data);
    if (seenHashes.has(hash)) result.duplicates += 1;
    else candidates.push({ index, input: parsed.data, hash });
    seenHashes.add(hash);
  }
  const total = result.totalRows;
  const report = (processed: number) => opts.onProgress?.({ processed, total });

  if (dryRun) {
    const known = await existingHashes(questions, candidates);
    result.duplicates += known;
    result.imported = candidates.length - known;
    await report(total);
    return result;
  }

  await assertUniqueContentIndex(questions);
  await report(0);
  for (let start = 0; start < candidates.length; start += batchSize) {
    const batch = candidates.slice(start, start + batchSize);
    const at = now();
    const docs = batch.map((c) => toQuestionDoc(c.input, randomUUID(), at));
    // Every row's event first, then the rows; the duplicates' events are dropped once stored.
    const events = new Map(docs.map((d) => [d._id, envelopeOf('QuestionCreated', d._id, toQuestion(d), at)]));
    const intent = await outbox.intend(opts.topic ?? TOPICS.catalog, [...events.values()]);
    const inserted = await insertNew(questions, docs);
    await intent.ready(inserted.flatMap((d) => events.get(d._id) ?? []));
    result.imported += inserted.length;
    result.duplicates += docs.length - inserted.length;
    const last = batch.at(-1);
    if (last && last.index + 1 < total) await report(last.index + 1);
  }
  await report(total);
  return result;
}

/** One entry per failing field, named by its CSV column, with the schema's message. */
function rowErrors(
  row: number,
  issues: readonly { path: PropertyKey[]; message: string }[],
): ImportRowError[] {
  const byColumn = new Map<string, string>();
  for (const issue of issues) {
    const column = issue.path.length > 0 ? String(issue.path[0]) : '(row)';
    if (!byColumn.has(column)) byColumn.set(column, issue.message);
  }
  return [...byColumn].map(([column, reason]) => ({ row, column, reason }));
}

/**
 * How many candidates are already in the bank. One query for the whole file: the Mongo-wire
 * server used in development (FerretDB v1) scans the collection for any filter but `_id`,
 * so one scan beats one per batch; on MongoDB the `$in` uses the unique index.
 */
async function existingHashes(questions: QuestionModel, candidates: Candidate[]): Promise<number> {
  if (candidates.length === 0) return 0;
  const found = await questions
    .find({ contentHash: { $in: candidates.map((c) => c.hash) } }, { contentHash: 1, _id: 0 })
    .lean<{ contentHash: string }[]>();
  return new Set(found.map((d) => d.contentHash)).size;
}

/**
 * A real import does not look duplicates up first: the unique `contentHash` index refuses
 * them on insert (E11000), which is also what makes concurrent imports safe. Without that
 * index an import would duplicate silently, so it refuses to run.
 */
async function assertUniqueContentIndex(questions: QuestionModel): Promise<void> {
  const indexes = await questions.collection.listIndexes().toArray();
  const unique = indexes.some((ix) => ix.unique === true && Object.keys(ix.key).join() === 'contentHash');
  if (!unique) throw new Error('questions has no unique contentHash index; create the catalog indexes first');
}

/** Inserts what it can and returns the documents actually written; E11000 means "already there". */
async function insertNew(questions: QuestionModel, docs: QuestionDoc[]): Promise<QuestionDoc[]> {
  try {
    // Rows were validated by questionInput already; `lean` skips mongoose's second pass.
    await questions.insertMany(docs, { ordered: false, lean: true });
    return docs;
  } catch (err) {
    if (!(err instanceof mongoose.mongo.MongoBulkWriteError)) throw err;
    const writeErrors = [err.writeErrors].flat();
    if (writeErrors.length === 0 || !writeErrors.every(isDuplicateKeyError)) throw err;
    const rejected = new Set(writeErrors.map((e) => e.index));
    return docs.filter((_, i) => !rejected.has(i));
  }
}
