import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axe = require('axe-core') as typeof import('axe-core');

/**
 * The project's own axe-core (the Playwright wrapper pins an older copy of its own), injected into
 * the page, so the audit runs the rules of the version in package.json.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every rule axe has, not only those tagged WCAG: best practices (landmarks, heading order, one
 * main) and the experimental ones (tables, Label in Name in older versions) catch what a screen
 * reader or voice-control user meets. Listing them runs even those axe leaves off by default.
 */
export const EVERY_AXE_RULE: readonly string[] = axe.getRules().map((rule) => rule.ruleId);

/**
 * Runs every axe rule on the page as it is now. Serious and critical violations fail (softly, so
 * one run reports every page); every finding, minor ones included, goes to the reports folder
 * (`accessibility.jsonl`), one line per audited page.
 */
export async function auditPage(page: Page, label: string): Promise<void> {
  const result = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .withRules([...EVERY_AXE_RULE])
    .analyze();
  const blocking = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  record({
    page: label,
    axe: result.testEngine.version,
    rulesPassed: result.passes.length,
    violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })),
    contrast: contrastPairs(result.violations),
  });
  const described = blocking.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect.soft(described, `axe on ${label}`).toEqual([]);
}

/** The distinct colour pairs that miss a contrast rule, to say which tokens to look at. */
function contrastPairs(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  const pairs = new Set<string>();
  for (const v of violations) {
    if (!v.id.startsWith('color-contrast')) continue;
    for (const node of v.nodes) {
      const data = node.any[0]?.data as
        | { fgColor?: string; bgColor?: string; contrastRatio?: number }
        | undefined;
      if (data?.fgColor) pairs.add(`${data.fgColor} on ${data.bgColor} (${data.contrastRatio})`);
    }
  }
  return [...pairs];
}

function record(entry: object): void {
  const dir = process.env.SSC_REPORTS_DIR ?? path.join(process.cwd(), '.local', 'reports');
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, 'accessibility.jsonl'), `${JSON.stringify(entry)}\n`);
}
