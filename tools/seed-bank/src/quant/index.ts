import { runTemplates, type SeedQuestion } from '../question-draft';
import { agesTemplates } from './ages';
import { algebraTemplates } from './algebra';
import { averageTemplates } from './average';
import { discountTemplates } from './discount';
import { interestTemplates } from './interest';
import { mensurationTemplates } from './mensuration';
import { mixtureTemplates } from './mixture';
import { numberSystemTemplates } from './number-system';
import { percentageTemplates } from './percentage';
import { profitLossTemplates } from './profit-loss';
import { ratioTemplates } from './ratio';
import { simplificationTemplates } from './simplification';
import { speedTemplates } from './speed';
import { timeWorkTemplates } from './time-work';
import { trigonometryTemplates } from './trigonometry';

export const quantTemplates = [
  ...percentageTemplates,
  ...profitLossTemplates,
  ...discountTemplates,
  ...interestTemplates,
  ...ratioTemplates,
  ...averageTemplates,
  ...timeWorkTemplates,
  ...speedTemplates,
  ...numberSystemTemplates,
  ...simplificationTemplates,
  ...mensurationTemplates,
  ...algebraTemplates,
  ...trigonometryTemplates,
  ...agesTemplates,
  ...mixtureTemplates,
];

/** Quantitative Aptitude: every item computed from drawn parameters. */
export const quantQuestions = (): SeedQuestion[] => runTemplates(quantTemplates);
