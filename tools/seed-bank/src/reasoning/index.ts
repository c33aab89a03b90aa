import { runTemplates, type SeedQuestion } from '../question-draft';
import { alphabetTemplates } from './alphabet';
import { analogyTemplates } from './analogy';
import { bloodRelationTemplates } from './blood-relations';
import { calendarTemplates } from './calendar';
import { classificationTemplates } from './classification';
import { clockTemplates } from './clock';
import { codingTemplates } from './coding';
import { directionTemplates } from './direction';
import { letterSeriesTemplates } from './letter-series';
import { mathOperationTemplates } from './math-operations';
import { numberSeriesTemplates } from './number-series';
import { rankingTemplates } from './ranking';

export const reasoningTemplates = [
  ...numberSeriesTemplates,
  ...letterSeriesTemplates,
  ...codingTemplates,
  ...analogyTemplates,
  ...classificationTemplates,
  ...directionTemplates,
  ...bloodRelationTemplates,
  ...calendarTemplates,
  ...clockTemplates,
  ...rankingTemplates,
  ...mathOperationTemplates,
  ...alphabetTemplates,
];

/** General Intelligence & Reasoning: generated from templates that compute their answers. */
export const reasoningQuestions = (): SeedQuestion[] => runTemplates(reasoningTemplates);
