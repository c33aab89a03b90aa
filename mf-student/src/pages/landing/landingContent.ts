import type { IconName } from './LandingIcon';

/** Marketing copy from spec section 1. */
export interface TestTypeCard {
  title: string;
  count: string;
  description: string;
  icon: IconName;
}

export const TEST_TYPES: TestTypeCard[] = [
  {
    title: 'Full Length Tests',
    count: '10+ tests',
    description: 'Complete exam simulations with all four sections and the real timer.',
    icon: 'document',
  },
  {
    title: 'Sectional Tests',
    count: '20+ tests',
    description: 'Focus on one section at a time: quant, reasoning, English or GK.',
    icon: 'target',
  },
  {
    title: 'Chapter-wise Tests',
    count: '50+ tests',
    description: 'Short topic drills to fix weak areas chapter by chapter.',
    icon: 'book',
  },
  {
    title: 'Previous Year Papers',
    count: '20+ papers',
    description: 'Actual SSC papers from past years, timed like the real exam.',
    icon: 'calendar',
  },
];

export const FEATURES: Array<{ title: string; description: string; icon: IconName }> = [
  {
    title: '1000+ Questions',
    description: 'A growing bank covering every SSC CGL, CHSL and MTS topic.',
    icon: 'question',
  },
  {
    title: 'Leaderboards',
    description: 'See your rank and percentile against other aspirants.',
    icon: 'podium',
  },
  {
    title: 'Instant Results',
    description: 'Scores, accuracy and section-wise analysis as soon as you submit.',
    icon: 'bolt',
  },
  {
    title: 'Progress Tracking',
    description: 'Follow your scores over time on your personal dashboard.',
    icon: 'trend',
  },
  {
    title: 'English & Hindi',
    description: 'Switch the language of any question while you practise.',
    icon: 'globe',
  },
  {
    title: 'Detailed Solutions',
    description: 'Step-by-step explanations for every question you attempt.',
    icon: 'check',
  },
];
