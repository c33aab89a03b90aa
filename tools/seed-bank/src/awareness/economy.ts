import type { SeedQuestion } from '../question-draft';
import { BANKING_FACTS } from './banking-facts';
import { ECONOMICS_FACTS } from './economics-facts';
import { type Fact, factQuestions } from './ga-draft';

const FACTS: Fact[] = [...BANKING_FACTS, ...ECONOMICS_FACTS];

export const economyQuestions = (): SeedQuestion[] =>
  factQuestions('awareness/economy/facts', ['Economy'], FACTS);
