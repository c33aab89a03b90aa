import type { SeedQuestion } from '../question-draft';
import { errorSpottingQuestions } from './error-spotting';
import { fillBlankQuestions } from './fill-blanks';
import { idiomQuestions } from './idioms';
import { narrationQuestions } from './narration';
import { oneWordQuestions } from './one-word';
import { spellingQuestions } from './spelling';
import { vocabularyQuestions } from './vocabulary';
import { voiceQuestions } from './voice';

/** English Comprehension: curated items, each with a single defensible answer. */
export const englishQuestions = (): SeedQuestion[] => [
  ...vocabularyQuestions(),
  ...oneWordQuestions(),
  ...idiomQuestions(),
  ...spellingQuestions(),
  ...fillBlankQuestions(),
  ...errorSpottingQuestions(),
  ...voiceQuestions(),
  ...narrationQuestions(),
];
