import { rngFor } from '../prng';
import { assemble, type SeedQuestion } from '../question-draft';
import { COMPUTER_FACTS } from './computer-facts';

/** Computer Knowledge: the CGL Tier-II computer module's section. */
export const computerQuestions = (): SeedQuestion[] => {
  const rng = rngFor('computer-knowledge');
  return COMPUTER_FACTS.map((f) =>
    assemble(
      {
        section: 'COMPUTER_KNOWLEDGE',
        difficulty: f.level,
        topicTags: ['Computer Knowledge'],
        question: f.q,
        answer: f.a,
        distractors: f.w,
        explanation: f.e,
      },
      rng,
    ),
  );
};
