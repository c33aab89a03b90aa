import { z } from 'zod';
import { EXAM_TYPES, LANGUAGES, ROLES } from './constants';

export const examType = z.enum(EXAM_TYPES);
export type ExamType = z.infer<typeof examType>;

export const languagePreference = z.enum(LANGUAGES);
export type LanguagePreference = z.infer<typeof languagePreference>;

export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;
