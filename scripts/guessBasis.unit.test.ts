import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUESS_BASIS } from '../services/results/src/analysis/result-analysis';

const ROOT = join(import.meta.dirname, '..');
// The results page's own catalog (lingui.config.ts).
const english = readFileSync(join(ROOT, 'mf-student/src/pages/test-results/locales/en.po'), 'utf8');

describe("the analysis card's guessing basis", () => {
  it("is the results service's own sentence in the English catalog, so the page can show it in any language", () => {
    const entry = english.match(/^msgid "results\.analysis\.guessBasis"\nmsgstr "(.*)"$/m);
    expect(entry?.[1]).toBe(GUESS_BASIS);
  });
});
