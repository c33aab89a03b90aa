/**
 * CSV bulk import through the real gateway, as the admin console sends it:
 *   npm run build && npx tsx bench/import-csv.ts      (ROWS=20000 to change the size; --keep keeps the data)
 *
 * Starts its own stack (gateway, every service and worker as built; `bench_*` databases and
 * Kafka topics; ports 23x00; the catalog seeded), creates an admin and signs it in through the
 * gateway. A bilingual file (Hindi, ₹, quoted commas and line breaks; 10,000 rows ≈ 7 MB) is
 * posted as multipart to POST /api/admin/questions/upload (through the gateway's 10 MB CSV
 * limit, multer, the upload checks and the file store), and the job is followed through
 * GET /api/admin/questions/upload/:jobId (polled every 100 ms, like the console but faster)
 * while the worker parses, validates and inserts it. Then the same file again (every row a
 * duplicate) and a dry run. Rows that would not fit in one 10 MB file are split over several
 * uploads, each under the limit, and the bench says so. Target: the 10,000-row import in
 * under 30 s on the 2-core dev machine.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CSV_COLUMNS, CSV_MAX_BYTES, type ImportJobStatus, type ImportResult } from '@ssc/contracts';
import { stringify } from 'csv-stringify/sync';
import { formatCpu, openCpuWindow } from './support/cpu';
import { call, say, signInAdmin, sleep, startBenchStack } from './support/stack-session';

const { values: args } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
const ROWS = Number(process.env.ROWS ?? 10_000);
const POLL_MS = 100;
const UPLOAD_PATH = '/api/admin/questions/upload';
const SECTIONS = [
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'GENERAL_AWARENESS',
];

/** A realistic percentage question with its Hindi translation; unique per `i`. */
function row(i: number): string[] {
  const pct = 5 + (i % 60);
  const base = 100 + i * 3;
  const answer = (pct * base) / 100;
  const cells: Record<string, string> = {
    questionTextEnglish: `Q${i}. A shopkeeper marks an article at ₹${base}. If he allows a discount of ${pct}%, how much, in rupees, is the discount?\n(Give the exact amount.)`,
    questionTextHindi: `प्र${i}. एक दुकानदार किसी वस्तु पर ₹${base} अंकित करता है। यदि वह ${pct}% की छूट देता है, तो छूट कितने रुपये की है?\n(सटीक राशि बताइए।)`,
    optionAEnglish: `₹${answer}`,
    optionBEnglish: `₹${answer + 5}`,
    optionCEnglish: `₹${answer + 10}`,
    optionDEnglish: `₹${answer + 15}, approx.`,
    optionAHindi: `₹${answer}`,
    optionBHindi: `₹${answer + 5}`,
    optionCHindi: `₹${answer + 10}`,
    optionDHindi: `₹${answer + 15}, लगभग`,
    correctAnswer: 'A',
    section: SECTIONS[i % SECTIONS.length] ?? 'GENERAL',
    difficulty: ['EASY', 'MEDIUM', 'HARD'][i % 3] ?? 'MEDIUM',
    explanationEnglish: `Discount = ${pct}% of ₹${base} = ${base} × ${pct} / 100 = ₹${answer}.`,
    explanationHindi: `छूट = ₹${base} का ${pct}% = ${base} × ${pct} / 100 = ₹${answer}।`,
    topicTags: JSON.stringify(['Percentage', 'Discount']),
    marks: '2',
    negativeMarks: '0.5',
  };
  return CSV_COLUMNS.map((c) => cells[c] ?? '');
}

type CsvFile = { name: string; rows: number; bytes: Buffer };

/**
 * The rows as "CSV UTF-8" files (BOM, header, CRLF), as few as possible, each at most
 * `maxBytes`: one file when everything fits, otherwise consecutive slices of the rows.
 */
function csvFiles(rows: number, maxBytes: number): CsvFile[] {
  const head = Buffer.from(`\uFEFF${stringify([[...CSV_COLUMNS]], { record_delimiter: 'windows' })}`);
  const files: CsvFile[] = [];
  let parts: Buffer[] = [];
  let size = head.length;
  const flush = () => {
    if (parts.length === 0) return;
    files.push({ name: '', rows: parts.length, bytes: Buffer.concat([head, ...parts]) });
    parts = [];
    size = head.length;
  };
  for (let i = 0; i < rows; i++) {
    const line = Buffer.from(stringify([row(i)], { record_delimiter: 'windows' }));
    if (size + line.length > maxBytes) flush();
    parts.push(line);
    size += line.length;
  }
  flush();
  return files.map((f, n) => ({ ...f, name: files.length === 1 ? 'bench.csv' : `bench-part${n + 1}.csv` }));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/** POST the file as the console does (multipart field `csv`, then `dryRun`); the job id and the time to 202. */
async function upload(base: string, token: string, file: CsvFile, dryRun: boolean) {
  const form = new FormData();
  form.append('csv', new Blob([file.bytes], { type: 'text/csv' }), file.name);
  form.append('dryRun', String(dryRun));
  const t0 = performance.now();
  const res = await fetch(base + UPLOAD_PATH, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 202)
    throw new Error(`POST ${UPLOAD_PATH} (${mb(file.bytes.length)}) → ${res.status} ${text}`);
  return { jobId: (JSON.parse(text) as { jobId: string }).jobId, ms };
}

/** Polls the job until it completes; its result and the time from the 202 to seeing it done. */
async function follow(base: string, token: string, jobId: string) {
  const t0 = performance.now();
  const deadline = Date.now() + 300_000;
  for (;;) {
    const status = (await call(base, 'GET', `${UPLOAD_PATH}/${jobId}`, token)) as ImportJobStatus;
    if (status.state === 'failed') throw new Error(`import ${jobId} failed: ${status.failedReason}`);
    if (status.state === 'completed' && status.result)
      return { result: status.result, ms: performance.now() - t0 };
    if (Date.now() > deadline) throw new Error(`import ${jobId} still ${status.state} after 300 s`);
    await sleep(POLL_MS);
  }
}

type RunFigures = { uploadMs: number; importMs: number; wallMs: number; result: ImportResult };

/** Uploads every file in turn and waits for its job; the summed figures. */
async function run(base: string, token: string, files: CsvFile[], label: string, dryRun: boolean) {
  const sum: RunFigures = {
    uploadMs: 0,
    importMs: 0,
    wallMs: 0,
    result: { dryRun, totalRows: 0, validRows: 0, imported: 0, duplicates: 0, invalidRows: 0, errors: [] },
  };
  const t0 = performance.now();
  for (const file of files) {
    const sent = await upload(base, token, file, dryRun);
    const done = await follow(base, token, sent.jobId);
    sum.uploadMs += sent.ms;
    sum.importMs += done.ms;
    for (const key of ['totalRows', 'validRows', 'imported', 'duplicates', 'invalidRows'] as const) {
      sum.result[key] += done.result[key];
    }
    if (files.length > 1) {
      say(
        `  ${file.name}: ${file.rows} rows, ${mb(file.bytes.length)}: upload ${seconds(sent.ms)}, ` +
          `import ${seconds(done.ms)}`,
      );
    }
  }
  sum.wallMs = performance.now() - t0;
  const rows = sum.result.totalRows;
  say(
    `${label}: upload ${seconds(sum.uploadMs)}, import ${seconds(sum.importMs)} ` +
      `(${Math.round(rows / (sum.importMs / 1000))} rows/s), upload → done ${seconds(sum.wallMs)} ` +
      `(${Math.round(rows / (sum.wallMs / 1000))} rows/s) — imported ${sum.result.imported}, ` +
      `duplicates ${sum.result.duplicates}, invalid ${sum.result.invalidRows}`,
  );
  return sum;
}

const t0 = performance.now();
const files = csvFiles(ROWS, CSV_MAX_BYTES);
const totalBytes = files.reduce((n, f) => n + f.bytes.length, 0);
say(`generated ${ROWS} rows, ${mb(totalBytes)} in ${seconds(performance.now() - t0)}`);
if (files.length > 1) {
  say(
    `${ROWS} rows do not fit in one upload (limit ${CSV_MAX_BYTES.toLocaleString('en')} bytes): split into ${files.length} files ` +
      `(${files.map((f) => `${f.rows} rows / ${mb(f.bytes.length)}`).join(', ')}), uploaded one after another`,
  );
}

const stack = await startBenchStack({ port: 23080, portBase: 23000 });
try {
  const token = await signInAdmin(stack);
  say(`stack up (${stack.dbPrefix}), admin signed in through ${stack.base}`);

  const cpu = openCpuWindow(stack.processes());
  const first = await run(
    stack.base,
    token,
    files,
    `import (gateway, upload checks, file store, queue, parse, validate, insert, outbox)`,
    false,
  );
  say(formatCpu(cpu.close()));
  if (first.result.imported !== ROWS)
    throw new Error(`expected ${ROWS} imported, got ${first.result.imported}`);
  await run(stack.base, token, files, 're-import of the same file (all duplicates)', false);
  await run(stack.base, token, files, 'dry run of the same file', true);
} finally {
  await stack.close(args.keep);
}
process.exit(0);
