import { EXAM_TEMPLATES } from '@ssc/catalog';
import type { Section, TestInput, TestTemplate } from '@ssc/contracts';
import { rngFor } from './prng';
import type { SeedQuestion } from './question-draft';

/** The same shape as mock-tests.ts's SeedTest (kept apart so the two files do not import each other). */
type SeedTest = TestInput & { id: string };

/**
 * One example test per real exam pattern, built from the catalog's templates
 * (services/catalog/src/mock-tests/exam-templates.ts): CBT mode, the pattern's timed blocks and
 * marking, and questions drawn per section from the bank in the template's order. Each draws
 * from decks of its own, so the practice papers stay exactly as they were.
 */
export function buildPatternTests(questions: SeedQuestion[]): SeedTest[] {
  return EXAM_TEMPLATES.map((template) => patternTest(template, questions));
}

function patternTest(template: TestTemplate, questions: SeedQuestion[]): SeedTest {
  const { id, name: _name, source, note, questionsPerSection, description, ...fields } = template;
  const questionIds = questionsPerSection.flatMap(({ section, questions: count }) =>
    draw(`templates/${id}/${section}`, questions, section, count),
  );
  const sections = questionsPerSection.map((q) => q.section);
  return {
    ...fields,
    id: `seed-test-pattern-${id}`,
    title: `${template.name} – Exam Pattern Mock 1`,
    description: `${description} Pattern: ${source}.${note ? ` ${note}` : ''}`.slice(0, 2000),
    // A one-section pattern would be filed under it; every pattern here spans several.
    section: sections.length === 1 ? (sections[0] as Section) : null,
    sections,
    questionIds,
  };
}

function draw(name: string, questions: SeedQuestion[], section: Section, count: number): string[] {
  const pool = questions.filter((q) => q.section === section).map((q) => q.id);
  if (pool.length < count) throw new Error(`${name}: only ${pool.length} questions for ${count}`);
  return rngFor(name).shuffle(pool).slice(0, count);
}
