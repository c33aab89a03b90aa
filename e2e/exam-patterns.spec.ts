import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminToken, bilingualQuestion, suffix } from './exam-fixtures';
import { newStudent, seededAdmin, signIn, signUp, successToast } from './support';

/** The admin console and the profile: a test from a real exam pattern; compensatory time. */

const SECTIONS = [
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'GENERAL_AWARENESS',
  'COMPUTER_KNOWLEDGE',
] as const;

/** axe-core (WCAG 2.1 A/AA) on the page as it is: no serious or critical violation. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, where).toEqual([]);
}

/** Writes can take seconds on a busy machine; dismiss so a repeated message is a new toast. */
async function expectSaved(page: Page, message: string): Promise<void> {
  const toast = successToast(page, message);
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await toast
    .getByRole('button', { name: 'Dismiss notification' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(toast).toHaveCount(0);
}

test.describe('real exam patterns and compensatory time', () => {
  test('an admin creates a CBT test from the CGL Tier-II template and sees its timed blocks', async ({
    page,
    request,
  }) => {
    test.slow(); // question writes, a server refusal and a create on a shared machine
    const tag = `e2e-pattern-${suffix()}`;
    const title = `CGL Tier-II from template ${tag}`;
    // One question per section of the pattern, Computer Knowledge included, under a topic of their own.
    const headers = { Authorization: `Bearer ${await adminToken(request)}` };
    for (const [i, section] of SECTIONS.entries()) {
      const body = { ...bilingualQuestion(section, `${tag}-${i}`), topicTags: [tag] };
      const res = await request.post('/api/admin/questions', { headers, data: body });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, seededAdmin(), '/admin');
    await page.getByRole('tab', { name: 'Tests' }).click();
    const form = page.getByRole('form', { name: 'Create test' });

    // Start from the template: the form takes the pattern's numbers, mode and blocks.
    await form.getByLabel('Exam pattern').selectOption({ label: 'SSC CGL Tier-II Paper I' });
    await form.getByRole('button', { name: 'Use template' }).click();
    await expect(
      form.getByRole('status').filter({ hasText: 'Filled from SSC CGL Tier-II Paper I' }),
    ).toContainText('SSC notice');
    await expect(form.getByLabel('Duration (minutes) *')).toHaveValue('135');
    await expect(form.getByLabel('Marks per Question *')).toHaveValue('3');
    await expect(form.getByLabel('Negative Marking *')).toHaveValue('1');
    await expect(form.getByRole('radio', { name: /CBT exam screen/ })).toBeChecked();
    await expect(
      form.getByRole('checkbox', { name: 'Score Answered & Marked for Review as answered' }),
    ).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Computer Knowledge' }).first()).toBeChecked();
    const blocks = form.getByRole('list', { name: 'Timed blocks' }).getByRole('listitem');
    await expect(blocks).toHaveCount(3);
    await expect(form.getByLabel('Block 1 minutes')).toHaveValue('60');
    await expect(form.getByLabel('Block 3 minutes')).toHaveValue('15');
    await expect(form.getByText('Blocks: 135 of 135 minutes')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Questions the pattern asks for' })).toContainText(
      'Computer Knowledge: 0 of 20 selected',
    );
    // The whole form fits a 360 px phone.
    const pageWidth = () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth;
    expect(await page.evaluate(pageWidth)).toBeLessThanOrEqual(360);
    // With a per-section marking row too, the form is still accessible and still fits.
    await form.getByRole('button', { name: 'Add section marking' }).click();
    await expect(form.getByLabel('Marking 1 section')).toHaveValue('QUANTITATIVE_APTITUDE');
    await expectAccessible(page, 'test form from the CGL Tier-II template');
    expect(await page.evaluate(pageWidth)).toBeLessThanOrEqual(360);
    await form.getByRole('button', { name: /^Remove marking 1/ }).click();
    await expect(form.getByLabel('Marking 1 section')).toHaveCount(0);

    // Select this run's five questions, section by section, in the selection modal.
    await form.getByRole('button', { name: 'Select Questions', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Select Questions' });
    await modal.getByLabel('Topic').selectOption(tag);
    for (const [i, section] of SECTIONS.entries()) {
      await modal.getByLabel('Section').selectOption(section);
      // Wait for this section's page (the previous one also lists a single question).
      const choice = modal
        .getByRole('list', { name: 'Questions' })
        .getByRole('listitem')
        .filter({ hasText: `Question ${tag}-${i}:` })
        .getByRole('checkbox');
      await expect(choice).toHaveCount(1);
      await choice.check();
      await expect(modal.getByTestId('selection-count')).toContainText(`${i + 1} selected`);
    }
    await modal.getByRole('button', { name: 'Confirm Selection (5)' }).click();
    await expect(modal).toHaveCount(0);
    // The template asks for more questions than were selected: the form asks before changing that.
    const ask = page.getByRole('alertdialog', { name: 'Change Total Questions?' });
    await expect(ask).toContainText('You selected 5 questions; Total Questions is ');
    await ask.getByRole('button', { name: 'Set to 5' }).click();
    await expect(form.getByLabel('Total Questions *')).toHaveValue('5');
    await expect(form.getByLabel('Total Marks *')).toHaveValue('15');
    await expect(page.getByRole('list', { name: 'Questions the pattern asks for' })).toContainText(
      'Computer Knowledge: 1 of 20 selected',
    );
    await form.getByLabel('Test Title *').fill(title);

    // Blocks that do not add up to the duration: the server refuses and the form shows why.
    await form.getByLabel('Block 3 minutes').fill('20');
    await expect(form.getByText('Blocks: 140 of 135 minutes')).toBeVisible();
    await form.getByRole('button', { name: 'Create Test (5 of 5 questions selected)' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'durationMinutes is 135' })).toContainText(
      'sectionTimings: the timed blocks last 140 minutes in all but durationMinutes is 135',
    );
    await form.getByLabel('Block 3 minutes').fill('15');
    await form.getByRole('button', { name: 'Create Test (5 of 5 questions selected)' }).click();
    await expectSaved(page, 'Test created successfully!');

    // The list shows the test as a CBT test with its three blocks, in opening order.
    const listed = page
      .getByRole('list', { name: 'Tests' })
      .getByRole('listitem')
      .filter({ hasText: title })
      .first();
    await expect(listed).toContainText('CBT exam screen');
    await expect(
      listed.getByRole('list', { name: `Timed blocks of ${title}` }).getByRole('listitem'),
    ).toHaveText([
      'Block 1: Quantitative Aptitude + General Intelligence & Reasoning — 60 min',
      'Block 2: English Comprehension + General Awareness — 60 min',
      'Block 3: Computer Knowledge — 15 min',
    ]);
    await expect(listed).toContainText('5 questions · 135 min · 15 marks');

    // What students are served carries the mode and the blocks.
    const all = await request.get('/api/admin/tests', { headers });
    const created = ((await all.json()) as { id: string; title: string }[]).find((t) => t.title === title);
    const served = await request.get(`/api/tests/${created?.id}`, { headers });
    expect(await served.json()).toMatchObject({
      mode: 'CBT',
      durationMinutes: 135,
      sectionTimings: [{ durationMinutes: 60 }, { durationMinutes: 60 }, { durationMinutes: 15 }],
    });
  });

  test('a student turns compensatory time on in the profile and it stays after a reload', async ({
    page,
  }) => {
    await signUp(page, newStudent('Meera Iyer'));
    await page.goto('/profile');
    const toggle = page.getByRole('switch', { name: 'I am eligible for compensatory time' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('20 minutes per hour of test')).toBeVisible();
    await expectAccessible(page, '/profile with the compensatory-time switch');

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/profile',
    );
    await toggle.focus();
    await page.keyboard.press('Space');
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ compensatoryTime: true });
    await expectSaved(page, 'Compensatory time turned on');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await page.reload();
    await expect(page.getByRole('switch', { name: 'I am eligible for compensatory time' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
