import type { Difficulty } from '@ssc/contracts';
import { type Text, t } from '../question-draft';

/** Relation names; Hindi distinguishes sides of the family that English does not. */
export const R = {
  brother: t('Brother', 'भाई'),
  sister: t('Sister', 'बहन'),
  son: t('Son', 'पुत्र'),
  daughter: t('Daughter', 'पुत्री'),
  father: t('Father', 'पिता'),
  mother: t('Mother', 'माता'),
  husband: t('Husband', 'पति'),
  wife: t('Wife', 'पत्नी'),
  grandmother: t('Grandmother', 'दादी'),
  maternalGrandfather: t('Maternal grandfather', 'नाना'),
  maternalGrandmother: t('Maternal grandmother', 'नानी'),
  paternalUncle: t('Paternal uncle', 'चाचा/ताऊ'),
  maternalUncle: t('Maternal uncle', 'मामा'),
  paternalAunt: t('Paternal aunt', 'बुआ'),
  maternalAunt: t('Maternal aunt', 'मौसी'),
  nephewBrothers: t('Nephew', 'भतीजा'),
  nieceSisters: t('Niece', 'भांजी'),
  cousinBrother: t('Cousin', 'चचेरा भाई'),
  cousinSister: t('Cousin', 'फुफेरी बहन'),
  daughterInLaw: t('Daughter-in-law', 'पुत्रवधू'),
  fatherInLaw: t('Father-in-law', 'ससुर'),
  brotherInLaw: t('Brother-in-law', 'साला'),
  sonInLaw: t('Son-in-law', 'दामाद'),
  husbandsBrother: t('Brother-in-law', 'देवर'),
};

/**
 * A blood-relation puzzle with fixed logic; only the names change. Relations follow the usual
 * exam conventions: siblings share both parents, and the side of the family is stated
 * wherever it decides the answer ("paternal grandfather").
 */
export type Puzzle = {
  /** Gender of each name slot. */
  slots: ReadonlyArray<'M' | 'F'>;
  level: Difficulty;
  question: (n: Text[]) => Text;
  answer: Text;
  wrong: Text[];
  why: (n: Text[]) => Text;
};

/**
 * Each puzzle was worked through by hand; only the names change. Relations follow the usual
 * exam conventions (siblings share both parents; "grandfather" is made explicit where the
 * side matters).
 */
