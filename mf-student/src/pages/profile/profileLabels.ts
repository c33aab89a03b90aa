import type { ExamType, LanguagePreference } from '@ssc/contracts';

export const EXAM_OPTIONS: Array<{ value: ExamType; label: string }> = [
  { value: 'SSC_CGL', label: 'SSC CGL' },
  { value: 'SSC_CHSL', label: 'SSC CHSL' },
  { value: 'SSC_MTS', label: 'SSC MTS' },
];

/** `label` is a catalog id: each language's name in the interface language. */
export const LANGUAGE_OPTIONS: Array<{ value: LanguagePreference; label: string }> = [
  { value: 'ENGLISH', label: 'profile.language.english' },
  { value: 'HINDI', label: 'profile.language.hindi' },
];

export const examLabel = (value: ExamType) => EXAM_OPTIONS.find((o) => o.value === value)?.label ?? value;
export const languageLabelId = (value: LanguagePreference) =>
  LANGUAGE_OPTIONS.find((o) => o.value === value)?.label ?? value;
