import { z } from 'zod';

export const EXAM_TYPES = ['SSC_CGL', 'SSC_CHSL', 'SSC_MTS'] as const;
export const examType = z.enum(EXAM_TYPES);
export type ExamType = z.infer<typeof examType>;

export const LANGUAGES = ['ENGLISH', 'HINDI'] as const;
export const languagePreference = z.enum(LANGUAGES);
export type LanguagePreference = z.infer<typeof languagePreference>;

export const ROLES = ['student', 'admin'] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;
