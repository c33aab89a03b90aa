import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runQuietly as run } from '../../scripts/run-command';
import { REPO_ROOT } from '../../scripts/stack';

/**
 * Lighthouse (https://github.com/GoogleChrome/lighthouse), the page-speed auditor, from the npm
 * registry into the git-ignored `.local/`, on first use: it is not a dependency of any workspace
 * (200 packages only this bench needs). The marker file is written only after a complete install,
 * so an interrupted one is redone. The version is pinned so a figure means the same thing
 * tomorrow (its metrics and simulation change between versions); bump it here.
 */
export const LIGHTHOUSE_VERSION = '12.8.2';

const HOME = path.join(REPO_ROOT, '.local', 'lighthouse', LIGHTHOUSE_VERSION);
const READY = path.join(HOME, '.installed');
const MODULES = path.join(HOME, 'node_modules');

/** The little of Lighthouse's result this bench reads. */
export type LighthouseResult = {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { type?: string; items?: Array<Record<string, unknown>> } }
  >;
};

/** Lighthouse's Node API and the Chrome tools it ships with. */
export type Lighthouse = {
  version: string;
  lighthouse: (
    url: string,
    flags: Record<string, unknown>,
    config: undefined,
    page: unknown,
  ) => Promise<{ lhr: LighthouseResult; artifacts: { Trace?: unknown } } | undefined>;
  launchChrome: (opts: {
    chromePath: string;
    chromeFlags: string[];
  }) => Promise<{ port: number; kill: () => void | Promise<void> }>;
  connect: (opts: { browserURL: string; defaultViewport: null }) => Promise<PuppeteerBrowser>;
};

export type PuppeteerPage = {
  goto(url: string): Promise<unknown>;
  evaluate<A>(fn: (arg: A) => void, arg: A): Promise<void>;
  createCDPSession(): Promise<{ send(method: string, params?: object): Promise<unknown> }>;
};
export type PuppeteerBrowser = {
  newPage(): Promise<PuppeteerPage>;
  disconnect(): Promise<void>;
};

export async function ensureLighthouse(log: (line: string) => void = () => {}): Promise<Lighthouse> {
  if (!fs.existsSync(READY)) {
    log(`installing lighthouse ${LIGHTHOUSE_VERSION} into ${path.relative(REPO_ROOT, HOME)}`);
    fs.rmSync(HOME, { recursive: true, force: true });
    fs.mkdirSync(HOME, { recursive: true });
    await run('npm', [
      'install',
      '--prefix',
      HOME,
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--loglevel=error',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ]);
    fs.writeFileSync(READY, `${new Date().toISOString()}\n`);
  }
  const load = (pkg: string, file: string) => import(pathToFileURL(path.join(MODULES, pkg, file)).href);
  // Lighthouse's own copies of chrome-launcher and puppeteer-core: the versions it was tested with.
  const [core, launcher, puppeteer] = await Promise.all([
    load('lighthouse', 'core/index.js'),
    load('chrome-launcher', 'dist/index.js'),
    load('puppeteer-core', 'lib/esm/puppeteer/puppeteer-core.js'),
  ]);
  return {
    version: LIGHTHOUSE_VERSION,
    lighthouse: core.default,
    launchChrome: launcher.launch,
    connect: (opts) => puppeteer.default.connect(opts),
  };
}
