import {
  bookmarkRequest,
  questionInput,
  recordAnswerRequest,
  signInRequest,
  updateAnswerRequest,
  updateProfileRequest,
} from '@ssc/contracts';
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildOpenApiDocument } from './openapi-document';

/**
 * The document's request schemas against the contracts' zod schemas the services parse with:
 * what the document calls valid, the service takes (a schema-valid request refused is a broken
 * promise), and the rules it states refuse what the service refuses.
 */
const doc = buildOpenApiDocument() as { components: Record<string, unknown> };
const ajv = new Ajv2020({ strict: false, allErrors: false });
ajv.addSchema({ $id: 'doc', components: doc.components });
const documented = (name: string) => {
  const validate = ajv.getSchema(`doc#/components/schemas/${name}`);
  if (!validate) throw new Error(`No schema ${name}`);
  return (value: unknown) => validate(value) as boolean;
};

function agree(name: string, schema: z.ZodType, values: fc.Arbitrary<unknown>) {
  const valid = documented(name);
  fc.assert(
    fc.property(values, (value) => {
      expect(valid(value), JSON.stringify(value)).toBe(schema.safeParse(value).success);
    }),
    { numRuns: 400 },
  );
}

const fromPieces = (pieces: string[], maxLength = 8) =>
  fc.array(fc.constantFrom(...pieces), { maxLength }).map((p) => p.join(''));
const SPACES = [' ', '\t', '\u00a0', '\u2028', '\u3000', '\ufeff'];

describe('the document states what the services check', () => {
  it('an answer: a status without an answer has a null one, a status with an answer a letter', () => {
    const answer = fc.record(
      {
        selectedAnswer: fc.constantFrom('A', 'B', 'C', 'D', null),
        attemptStatus: fc.constantFrom(
          'NOT_ATTEMPTED',
          'ANSWERED',
          'MARKED_FOR_REVIEW',
          'ANSWERED_AND_MARKED',
        ),
      },
      { requiredKeys: ['selectedAnswer'] },
    );
    agree('UpdateAnswerRequest', updateAnswerRequest, answer);
    agree(
      'RecordAnswerRequest',
      recordAnswerRequest,
      answer.map((a) => ({ ...a, testAttemptId: 'a1', questionId: 'q1' })),
    );
  });

  it('a phone number as typed: spaces and hyphens anywhere, + and 7-15 digits not starting with 0', () => {
    const phone = fromPieces(['+', '0', '1', '9', '-', 'a', ...SPACES], 20);
    const numbers = fc.stringMatching(/^\+[1-9]\d{6,14}$/);
    agree(
      'UpdateProfileRequest',
      updateProfileRequest,
      fc.oneof(phone, numbers).map((p) => ({ phone: p })),
    );
  });

  it('text that must say something, once trimmed: a display name, an id', () => {
    const text = fromPieces(['a', 'b', ...SPACES], 5);
    agree(
      'UpdateProfileRequest',
      updateProfileRequest,
      text.map((t) => ({ displayName: t })),
    );
    agree(
      'BookmarkRequest',
      bookmarkRequest,
      text.map((t) => ({ questionId: t })),
    );
  });

  it('an email address as typed, white space around it allowed', () => {
    const address = fromPieces(['a', 'Z', '9', '.', '_', "'", '+', '-', '@', 'x.io', '@b.co', ...SPACES], 8);
    agree(
      'SignInRequest',
      signInRequest,
      address.map((email) => ({ email, password: 'pw' })),
    );
  });

  it('numbers in a JSON body are JSON numbers', () => {
    const value = fc.oneof(
      fc.double({ min: -10, max: 90_000, noNaN: true }),
      fc.constantFrom('5', '', ' 7 ', null, true, false, [3]),
    );
    agree(
      'UpdateAnswerRequest',
      updateAnswerRequest,
      value.map((timeSpent) => ({ selectedAnswer: null, timeSpent })),
    );
  });

  it("a question's image: blank, a stored image or a web address", () => {
    const base = {
      questionTextEnglish: 'Q',
      optionAEnglish: 'a',
      optionBEnglish: 'b',
      optionCEnglish: 'c',
      optionDEnglish: 'd',
      correctAnswer: 'A',
      section: 'GENERAL',
      difficulty: 'EASY',
    };
    const level = fromPieces(['easy', 'HARD', 'Medium', 'x', ...SPACES], 3);
    agree(
      'QuestionInput',
      questionInput,
      fc
        .record(
          {
            difficulty: fc.oneof(level, fc.constant(null)),
            section: fc.constantFrom('', null, 'GENERAL', 'general'),
          },
          { requiredKeys: [] },
        )
        .map((extra) => ({ ...base, ...extra })),
    );
    const url = fromPieces(['/media/', 'http://', 'https://', 'ftp://', 'HTTP://', 'x', '/', ...SPACES], 4);
    agree(
      'QuestionInput',
      questionInput,
      url.map((u) => ({ ...base, optionBImageUrl: u })),
    );
  });
});
