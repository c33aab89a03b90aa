import type { Difficulty } from '@ssc/contracts';
import type { Draft, Text } from '../question-draft';

type Parts = { question: Text; answer: Text; wrong: Text[]; explanation: Text };

/** A General Intelligence & Reasoning draft; the first tag is its chapter. */
export const reason = (topic: string, difficulty: Difficulty, parts: Parts): Draft => ({
  section: 'GENERAL_INTELLIGENCE',
  difficulty,
  topicTags: [topic],
  question: parts.question,
  answer: parts.answer,
  distractors: parts.wrong,
  explanation: parts.explanation,
});

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Letter at 1-based position, wrapping around Z → A. */
export const letterAt = (pos: number) => ALPHABET[(((pos - 1) % 26) + 26) % 26] as string;
export const positionOf = (letter: string) => ALPHABET.indexOf(letter) + 1;

export const DAYS: readonly Text[] = [
  { en: 'Sunday', hi: 'रविवार' },
  { en: 'Monday', hi: 'सोमवार' },
  { en: 'Tuesday', hi: 'मंगलवार' },
  { en: 'Wednesday', hi: 'बुधवार' },
  { en: 'Thursday', hi: 'गुरुवार' },
  { en: 'Friday', hi: 'शुक्रवार' },
  { en: 'Saturday', hi: 'शनिवार' },
];

export const MONTHS: readonly Text[] = [
  { en: 'January', hi: 'जनवरी' },
  { en: 'February', hi: 'फ़रवरी' },
  { en: 'March', hi: 'मार्च' },
  { en: 'April', hi: 'अप्रैल' },
  { en: 'May', hi: 'मई' },
  { en: 'June', hi: 'जून' },
  { en: 'July', hi: 'जुलाई' },
  { en: 'August', hi: 'अगस्त' },
  { en: 'September', hi: 'सितंबर' },
  { en: 'October', hi: 'अक्टूबर' },
  { en: 'November', hi: 'नवंबर' },
  { en: 'December', hi: 'दिसंबर' },
];

export const MALE_NAMES: readonly Text[] = [
  { en: 'Rahul', hi: 'राहुल' },
  { en: 'Suresh', hi: 'सुरेश' },
  { en: 'Anil', hi: 'अनिल' },
  { en: 'Deepak', hi: 'दीपक' },
  { en: 'Manoj', hi: 'मनोज' },
  { en: 'Rohit', hi: 'रोहित' },
  { en: 'Vijay', hi: 'विजय' },
  { en: 'Sanjay', hi: 'संजय' },
];

export const FEMALE_NAMES: readonly Text[] = [
  { en: 'Meena', hi: 'मीना' },
  { en: 'Kavita', hi: 'कविता' },
  { en: 'Pooja', hi: 'पूजा' },
  { en: 'Rekha', hi: 'रेखा' },
  { en: 'Anita', hi: 'अनीता' },
  { en: 'Seema', hi: 'सीमा' },
  { en: 'Geeta', hi: 'गीता' },
  { en: 'Nisha', hi: 'निशा' },
];

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 21st… */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
