import type { IconName } from './LandingIcon';

/** Marketing copy from spec section 1, as catalog ids (the English catalog holds the spec's words). */
export interface TestTypeCard {
  id: string;
  title: string;
  count: string;
  description: string;
  icon: IconName;
}

const card = (id: string, icon: IconName): TestTypeCard => ({
  id,
  title: `landing.type.${id}.title`,
  count: `landing.type.${id}.count`,
  description: `landing.type.${id}.description`,
  icon,
});

export const TEST_TYPES: TestTypeCard[] = [
  card('fullLength', 'document'),
  card('sectional', 'target'),
  card('chapterWise', 'book'),
  card('previousYear', 'calendar'),
];

const feature = (id: string, icon: IconName) => ({
  id,
  title: `landing.feature.${id}.title`,
  description: `landing.feature.${id}.description`,
  icon,
});

export const FEATURES: Array<{ id: string; title: string; description: string; icon: IconName }> = [
  feature('questions', 'question'),
  feature('leaderboards', 'podium'),
  feature('instantResults', 'bolt'),
  feature('progress', 'trend'),
  feature('languages', 'globe'),
  feature('solutions', 'check'),
];
