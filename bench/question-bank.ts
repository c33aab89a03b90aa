/**
 * The question bank's hot reads over 50,000 questions, through the real gateway:
 *   npm run build && npx tsx bench/question-bank.ts      (--keep keeps the data)
 *
 * Starts its own stack (gateway, every service and worker as built; `bench_*` databases and
 * Kafka topics; gateway on 25080, services on 25001-25004), on the local infrastructure.
 *
 * Setup (not measured): the catalog's seed (2,050 questions, 120 tests) is topped up to 50,000
 * bilingual questions, plus a 100-question test whose questions are spread over the table,
 * written straight into the stack's catalog database before the services start, so the catalog
 * loads its in-memory question index at boot as a deployment with a large bank would. (Getting
 * questions in through the admin API is what bench/import-csv.ts measures.)
 *
 * Measured: every request goes through the gateway with a real access token — an admin created
 * and signed in through the gateway (signInAdmin) for the admin list, filters and search, a
 * student signed up through the gateway for GET /api/test-questions/:testId — so each pays the
 * gateway's token and session checks, the proxying and the catalog's work. Per scenario: 100
 * warm-up requests, then 1,000 from 50 concurrent clients; p50/p95/p99, requests/s and each
 * process's CPU (and how busy the whole machine was: it is shared). The gateway's own /alive
 * (no token, no proxying) is the ceiling for any request through it.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { questionInput } from '@ssc/contracts';
import { connectMongo } from '@ssc/service-kit';
import { testModel } from '../services/catalog/src/mock-tests/test-model';
import { toQuestionDoc } from '../services/catalog/src/questions/question-fields';
import { questionModel } from '../services/catalog/src/questions/question-model';
import { printReport, runLoad } from './load';
import { formatCpu, openCpuWindow } from './support/cpu';
import {
  type BenchStack,
  call,
  say,
  signInAdmin,
  signUpAspirants,
  startBenchStack,
} from './support/stack-session';

const { values: args } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
const QUESTIONS = 50_000;
const TEST_ID = 'bench-test';
const TEST_QUESTIONS = 100;
const SECTIONS = [
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'GENERAL_AWARENESS',
  'GENERAL',
];

/** Tops the stack's seeded catalog up to QUESTIONS questions and adds the 100-question test. */
async function seedBank({ dbPrefix, infra }: Pick<BenchStack, 'dbPrefix' | 'infra'>): Promise<void> {
  const t0 = performance.now();
  const connection = await connectMongo(infra.mongoUrl, `${dbPrefix}_catalog`);
  try {
    const questions = questionModel(connection);
    const count = QUESTIONS - (await questions.countDocuments());
    // Spread over the table: FerretDB's cost of a single-id read can depend on the position.
    const stride = Math.floor(count / TEST_QUESTIONS);
    const picked: { _id: string; section: string }[] = [];
    for (let start = 0; start < count; start += 1000) {
      const docs = Array.from({ length: Math.min(1000, count - start) }, (_, j) => {
        const i = start + j;
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
      picked.push(...docs.filter((_, j) => (start + j) % stride === 0));
    }
    const test = picked.slice(0, TEST_QUESTIONS);
    await testModel(connection).create({
      _id: TEST_ID,
      title: 'Bench',
      description: null,
      testType: 'PREVIOUS_YEAR',
      examType: 'SSC_CGL',
      section: null,
      sections: [],
      durationMinutes: 60,
      totalQuestions: test.length,
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      totalMarks: test.length * 2,
      questionIds: test.map((q) => q._id),
      questionSections: test.map((q) => q.section),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    say(
      `seeded ${count} questions (bank now ${await questions.countDocuments()}) and a ${test.length}-question ` +
        `test straight into ${dbPrefix}_catalog in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  } finally {
    await connection.close();
  }
}

/** A token source that signs in again when its access token has under two minutes left (they live 15). */
function freshToken(signIn: () => Promise<string>): () => Promise<string> {
  let token = '';
  let expiresAt = 0;
  return async () => {
    if (Date.now() > expiresAt - 120_000) {
      token = await signIn();
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        exp: number;
      };
      expiresAt = payload.exp * 1000;
    }
    return token;
  };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

say(`machine: ${os.cpus().length} cores, load average ${load()} (1, 5, 15 min) before the stack starts`);
const stack = await startBenchStack({ port: 25080, portBase: 25000, beforeStart: seedBank });
const { base } = stack;
try {
  const tokens = {
    admin: freshToken(() => signInAdmin(stack)),
    student: freshToken(async () => (await signUpAspirants(base, 1))[0] as string),
    none: async () => '',
  };
  const headersFor = async (role: keyof typeof tokens) => {
    const token = await tokens[role]();
    return token ? { authorization: `Bearer ${token}` } : undefined;
  };
  say(`stack up (${stack.dbPrefix}) at ${base}; admin and student signed in through the gateway`);

  for (const [what, url, role] of [
    ['index load', '/api/admin/questions?limit=1', 'admin'],
    ['cold test', `/api/test-questions/${TEST_ID}`, 'student'],
  ] as const) {
    const headers = await headersFor(role);
    const started = performance.now();
    const res = await fetch(base + url, { headers });
    await res.arrayBuffer();
    say(`first request (${what}): ${res.status} in ${Math.round(performance.now() - started)} ms`);
  }
  // What is measured is what was meant: the whole bank, and the whole test without answers.
  const page = await call(base, 'GET', '/api/admin/questions?limit=1', await tokens.admin());
  const testQuestions = await call(base, 'GET', `/api/test-questions/${TEST_ID}`, await tokens.student());
  if (page.total !== QUESTIONS) throw new Error(`admin list total ${page.total}, expected ${QUESTIONS}`);
  if (testQuestions.length !== TEST_QUESTIONS || 'correctAnswer' in testQuestions[0])
    throw new Error(`test-questions answered ${testQuestions.length} questions (or with answers)`);

  const procs = stack.processes();
  const runs = [
    ['/alive (gateway alone, ceiling)', '/alive', 'none'],
    [`test-questions, ${TEST_QUESTIONS} questions (student)`, `/api/test-questions/${TEST_ID}`, 'student'],
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
    const headers = await headersFor(role);
    await runLoad({ total: 100, concurrency: 10, send: () => fetch(base + url, { headers }) });
    const cpu = openCpuWindow(procs);
    printReport(
      name,
      await runLoad({ total: 1000, concurrency: 50, send: () => fetch(base + url, { headers }) }),
    );
    process.stdout.write(`  ${formatCpu(cpu.close())}\n`);
  }
  const headers = await headersFor('admin');
  const cpu = openCpuWindow(procs);
  printReport(
    'admin list, 200 scattered pages (documents not cached yet)',
    await runLoad({
      total: 200,
      concurrency: 50,
      send: (i) => fetch(`${base}/api/admin/questions?page=${((i * 37) % 2500) + 1}`, { headers }),
    }),
  );
  process.stdout.write(`  ${formatCpu(cpu.close())}\n`);
  say(`load average ${load()} (1, 5, 15 min) after the runs`);
} finally {
  await stack.close(args.keep);
}
process.exit(0);
