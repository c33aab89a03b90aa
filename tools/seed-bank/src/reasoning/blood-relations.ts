import type { Template, Text } from '../question-draft';
import { PUZZLES_1_TO_9 } from './blood-relation-puzzles-a';
import { PUZZLES_10_TO_18 } from './blood-relation-puzzles-b';
import { FEMALE_NAMES, MALE_NAMES, reason } from './reasoning-draft';

const TOPIC = 'Blood Relations';
const PUZZLES = [...PUZZLES_1_TO_9, ...PUZZLES_10_TO_18];

export const bloodRelationTemplates: Template[] = PUZZLES.map((puzzle, i) => ({
  name: `reasoning/blood-relations/${i + 1}`,
  count: 3,
  make: (rng) => {
    const men = rng.shuffle(MALE_NAMES);
    const women = rng.shuffle(FEMALE_NAMES);
    const names = puzzle.slots.map((g) => (g === 'M' ? men.shift() : women.shift()) as Text);
    return reason(TOPIC, puzzle.level, {
      question: puzzle.question(names),
      answer: puzzle.answer,
      wrong: puzzle.wrong,
      explanation: puzzle.why(names),
    });
  },
}));
