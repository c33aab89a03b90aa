/**
 * Latency of the catalog's hot reads over a 50,000-question bank:
 *   npm run build -w @ssc/catalog && npx tsx services/catalog/bench/question-bank.bench.ts
 * Seeds `catalog_bench` once (MONGO_URL, default the local server), starts dist/main.js on
 * BENCH_PORT and drives it with 50 concurrent clients (bench/load.ts). Compare with /alive,
 * the machine's ceiling for any request.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { questionInput } from '@ssc/contracts';
import { connectMongo, signIdentity } from '@ssc/service-kit';
import { printReport, runLoad } from '../../../bench/load';
import { ensureCatalogIndexes } from '../src/catalog-indexes';
import { toQuestionDoc } from '../src/questions/question-fields';
import { questionModel } from '../src/questions/question-model';
import { testModel } from '../src/tests/test-model';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017/?directConnection=true';
const DB = 'catalog_bench';
const QUESTIONS = 50_000;
const PORT = Number(process.env.BENCH_PORT ?? 24702);
const SECTIONS = [
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'GENERAL_AWARENESS',
  'GENERAL',
];

async function seed(): Promise<void> {
  const connection = await connectMongo(MONGO_URL, DB);
  await ensureCatalogIndexes(connection);
  const questions = questionModel(connection);
  if ((await questions.estimatedDocumentCount()) >= QUESTIONS) return void (await connection.close());
  await connection.dropDatabase();
  await ensureCatalogIndexes(connection);
  const testQuestions: { _id: string; section: string }[] = [];
  for (let batch = 0; batch < QUESTIONS / 1000; batch++) {
    const docs = Array.from({ length: 1000 }, (_, j) => {
      const i = batch * 1000 + j;
      const input = questionInput.parse({
        section: SECTIONS[i % 5],
        difficulty: ['EASY', 'MEDIUM', 'HARD'][i % 3],
        questionTextEnglish: `A train ${i} crosses a platform of ${i % 500} m in ${i % 60} seconds. What is its speed in km/h?`,
        questionTextHindi: `एक रेलगाड़ी ${i} प्लेटफॉर्म को ${i % 60} सेकंड में पार करती है। रेलगाड़ी की गति क्या है?`,
        ...Object.fromEntries(
          ['A', 'B', 'C', 'D'].map((o, k) => [`option${o}English`, `${(i % 97) + k * 5} km/h`]),
        ),
        ...Object.fromEntries(
          ['A', 'B', 'C', 'D'].map((o, k) => [`option${o}Hindi`, `${(i % 97) + k * 5} किमी/घंटा`]),
        ),
        correctAnswer: 'ABCD'[i % 4],
        explanationEnglish: 'Speed = distance / time. '.repeat(8),
        explanationHindi: 'गति = दूरी / समय। '.repeat(8),
        topicTags: [`Topic ${i % 200}`, 'Speed and Distance'],
      });
      return toQuestionDoc(input, randomUUID(), new Date(1.7e12 + i * 1000));
    });
    await questions.insertMany(docs, { ordered: false, lean: true });
    // Spread over the table: FerretDB's cost of a single-id read can depend on the position.
    testQuestions.push(...docs.filter((_, j) => j % 500 === 0));
  }
  const picked = testQuestions.slice(0, 100);
  await testModel(connection).create({
    _id: 'bench-test',
    title: 'Bench',
    description: null,
    testType: 'PREVIOUS_YEAR',
    examType: 'SSC_CGL',
    section: null,
    sections: [],
    durationMinutes: 60,
    totalQuestions: picked.length,
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    totalMarks: picked.length * 2,
    questionIds: picked.map((q) => q._id),
    questionSections: picked.map((q) => q.section),
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await connection.close();
}

/** Server-side durations from the service's access log, in arrival order. */
const serverMs: number[] = [];

function serverP95Since(start: number): string {
  const window = serverMs.slice(start).sort((a, b) => a - b);
  const p = (q: number) => window[Math.min(window.length - 1, Math.floor(q * window.length))] ?? 0;
  return `server-side (access log, ${window.length} requests): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms`;
}

async function startService(secret: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../dist/main.js')], {
    env: {
      ...process.env,
      INTERNAL_SECRET: secret,
      PORT: String(PORT),
      MONGO_URL,
      MONGO_DB: DB,
      QUEUE_PREFIX: 'catalog_bench',
      // The access log carries each request's server-side duration (`ms`): the server p95.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  readline.createInterface({ input: child.stdout as Readable }).on('line', (line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; ms?: number };
      if (entry.msg === 'request' && typeof entry.ms === 'number') serverMs.push(entry.ms);
    } catch {
      // not a log line
    }
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/alive`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('catalog did not start');
}

await seed();
const secret = randomBytes(32).toString('hex');
const service = await startService(secret);
try {
  const base = `http://127.0.0.1:${PORT}`;
  const as = (role: 'student' | 'admin') => ({
    'x-ssc-identity': signIdentity(secret, { userId: `${role}-bench`, role, email: '' }),
  });
  for (const [what, url, role] of [
    ['index load', '/api/admin/questions?limit=1', 'admin'],
    ['cold test', '/api/test-questions/bench-test', 'student'],
  ] as const) {
    const started = performance.now();
    const res = await fetch(base + url, { headers: as(role) });
    await res.arrayBuffer();
    process.stdout.write(
      `first request (${what}): ${res.status} in ${Math.round(performance.now() - started)} ms\n`,
    );
  }
  const runs = [
    ['/alive (ceiling)', '/alive', 'student'],
    ['test-questions, 100 questions', '/api/test-questions/bench-test', 'student'],
    ['admin list page 1', '/api/admin/questions', 'admin'],
    [
      'admin list section+difficulty page 3',
      '/api/admin/questions?section=GENERAL_AWARENESS&difficulty=HARD&page=3',
      'admin',
    ],
    ['admin list topic', '/api/admin/questions?topic=topic%2042', 'admin'],
    ['admin search English', '/api/admin/questions?search=train%204999', 'admin'],
    ['admin search Hindi', `/api/admin/questions?search=${encodeURIComponent('रेलगाड़ी 4999')}`, 'admin'],
  ] as const;
  for (const [name, url, role] of runs) {
    // Signed per phase: forwarded identities live 60 s, and a cold warm-up can take longer.
    const warm = as(role);
    await runLoad({ total: 100, concurrency: 10, send: () => fetch(base + url, { headers: warm }) });
    const headers = as(role);
    const mark = serverMs.length;
    printReport(
      name,
      await runLoad({ total: 1000, concurrency: 50, send: () => fetch(base + url, { headers }) }),
    );
    // Let the last access-log lines arrive before reading them.
    await new Promise((r) => setTimeout(r, 300));
    process.stdout.write(`  ${serverP95Since(mark)}\n`);
  }
  printReport(
    'admin list, 200 scattered pages (documents not cached yet)',
    await runLoad({
      total: 200,
      concurrency: 50,
      send: (i) =>
        fetch(`${base}/api/admin/questions?page=${((i * 37) % 2500) + 1}`, { headers: as('admin') }),
    }),
  );
} finally {
  service.kill('SIGTERM');
}
