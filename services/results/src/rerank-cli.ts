import { connectMongo, connectRedis, createLogger } from '@ssc/service-kit';
import { loadResultsConfig } from './config';
import { checkRankings } from './ranking/check-rankings';
import { rebuildFromResults } from './ranking/rebuild-from-results';
import { mirrorAllRulings } from './revisions/revision-store';
import { resultsCollections } from './store/collections';
import { redisKeys } from './store/redis-keys';

/**
 * Rebuilds every test's ranking and every user's attempt list from the stored results (Redis
 * lost them, or a fix changed scores): `npm run rerank -w @ssc/results [-- --test <testId>]`,
 * or `node dist/rerank-cli.js`, with the service's MONGO_URL, MONGO_DB, REDIS_URL,
 * RANK_KEY_PREFIX and QUEUE_PREFIX. With `--check` it writes nothing: it compares the rankings
 * with the stored results, prints the differences and exits 1 when there are any, or when a
 * stored result lacks an answer-key ruling of its test (`unrevised`).
 */
const config = loadResultsConfig();
const logger = createLogger('results-rerank', config.LOG_LEVEL);
const testFlag = process.argv.indexOf('--test');
const onlyTest = testFlag >= 0 ? process.argv[testFlag + 1] : undefined;

const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
const redis = connectRedis(config.REDIS_URL, 'results-rerank');
const cols = resultsCollections(connection);
const target = {
  results: cols.results,
  revisions: cols.revisions,
  redis,
  keys: redisKeys(config),
  ...(onlyTest ? { onlyTest } : {}),
};
try {
  if (process.argv.includes('--check')) {
    const report = await checkRankings(target);
    process.stdout.write(`${JSON.stringify(report)}\n`);
    process.exitCode = report.diffs.length > 0 || report.unrevised.length > 0 ? 1 : 0;
  } else {
    logger.info(await rebuildFromResults(target), 'rankings and attempt lists rebuilt');
    // The scoring worker's copy of the answer-key rulings: new attempts get them applied.
    const tests = await mirrorAllRulings(cols.revisions, redis, target.keys, onlyTest);
    logger.info({ tests }, 'answer-key rulings copied to Redis');
  }
} finally {
  await redis.quit();
  await connection.close();
}
