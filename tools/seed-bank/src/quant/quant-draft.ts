import type { Difficulty } from '@ssc/contracts';
import { fmt } from '../numeric';
import type { Draft, Text } from '../question-draft';

type Parts = { question: Text; answer: Text; wrong: Text[]; explanation: Text };

/** A Quantitative Aptitude draft; the first tag is the chapter its tests are built from. */
export const quant = (topic: string | string[], difficulty: Difficulty, parts: Parts): Draft => ({
  section: 'QUANTITATIVE_APTITUDE',
  difficulty,
  topicTags: Array.isArray(topic) ? topic : [topic],
  question: parts.question,
  answer: parts.answer,
  distractors: parts.wrong,
  explanation: parts.explanation,
});

/** Pairs of names used in word problems, in English and Hindi. */
export const NAME_PAIRS: ReadonlyArray<readonly [Text, Text]> = [
  [
    { en: 'Ravi', hi: 'रवि' },
    { en: 'Mohan', hi: 'मोहन' },
  ],
  [
    { en: 'Asha', hi: 'आशा' },
    { en: 'Neha', hi: 'नेहा' },
  ],
  [
    { en: 'Karan', hi: 'करण' },
    { en: 'Arjun', hi: 'अर्जुन' },
  ],
  [
    { en: 'Priya', hi: 'प्रिया' },
    { en: 'Sunita', hi: 'सुनीता' },
  ],
  [
    { en: 'Amit', hi: 'अमित' },
    { en: 'Vikas', hi: 'विकास' },
  ],
];

/** "12.5% profit" / "12.5% loss" in both languages. */
export const profitOrLoss = (n: number): Text =>
  n >= 0
    ? { en: `${fmt(n)}% profit`, hi: `${fmt(n)}% लाभ` }
    : { en: `${fmt(-n)}% loss`, hi: `${fmt(-n)}% हानि` };

/** Everyday articles for shop problems. */
export const ARTICLES: readonly Text[] = [
  { en: 'shirt', hi: 'कमीज़' },
  { en: 'watch', hi: 'घड़ी' },
  { en: 'bag', hi: 'बैग' },
  { en: 'table fan', hi: 'टेबल पंखे' },
  { en: 'chair', hi: 'कुर्सी' },
  { en: 'pressure cooker', hi: 'प्रेशर कुकर' },
];
