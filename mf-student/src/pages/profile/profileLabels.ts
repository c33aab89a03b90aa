import type { ExamType, LanguagePreference } from '@ssc/contracts';

export const EXAM_OPTIONS: Array<{ value: ExamType; label: string }> = [
  { value: 'SSC_CGL', label: 'SSC CGL' },
  { value: 'SSC_CHSL', label: 'SSC CHSL' },
  { value: 'SSC_MTS', label: 'SSC MTS' },
];

export const LANGUAGE_OPTIONS: Array<{ value: LanguagePreference; label: string }> = [
  { value: 'ENGLISH', label: 'English' },
  { value: 'HINDI', label: 'Hindi' },
];

export const examLabel = (value: ExamType) => EXAM_OPTIONS.find((o) => o.value === value)?.label ?? value;
export const languageLabel = (value: LanguagePreference) =>
  LANGUAGE_OPTIONS.find((o) => o.value === value)?.label ?? value;
