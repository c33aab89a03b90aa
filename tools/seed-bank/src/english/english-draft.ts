import type { Difficulty } from '@ssc/contracts';
import { type Draft, same, type Text } from '../question-draft';

/**
 * An English Comprehension draft. Options stay in English in both languages (translating
 * them would change what is being tested); the Hindi side gets a translated instruction and
 * a Hindi explanation.
 */
export const eng = (
  topic: string,
  level: Difficulty,
  parts: { question: Text; answer: string; wrong: string[]; explanation: Text; answerSlot?: 0 | 1 | 2 | 3 },
): Draft => ({
  section: 'ENGLISH_COMPREHENSION',
  difficulty: level,
  topicTags: [topic],
  question: parts.question,
  answer: same(parts.answer),
  distractors: parts.wrong.map(same),
  explanation: parts.explanation,
  ...(parts.answerSlot === undefined ? {} : { answerSlot: parts.answerSlot }),
});

/** Single-letter level codes keep the curated tables compact. */
export const LEVEL: Record<'E' | 'M' | 'H', Difficulty> = { E: 'EASY', M: 'MEDIUM', H: 'HARD' };
export type Level = keyof typeof LEVEL;
