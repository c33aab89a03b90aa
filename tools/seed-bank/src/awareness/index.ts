import type { SeedQuestion } from '../question-draft';
import { economyQuestions } from './economy';
import { geographyQuestions } from './geography';
import { historyQuestions } from './history';
import { polityQuestions } from './polity';
import { scienceQuestions } from './science';
import { staticGkQuestions } from './static-gk';

/** General Awareness: stable, checkable facts only; nothing that changes with office holders or news. */
export const awarenessQuestions = (): SeedQuestion[] => [
  ...polityQuestions(),
  ...historyQuestions(),
  ...geographyQuestions(),
  ...scienceQuestions(),
  ...economyQuestions(),
  ...staticGkQuestions(),
];
