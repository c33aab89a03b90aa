import type { Answer, StudentQuestion } from '@ssc/contracts';

/** The exam languages (spec section 9); the taking screen reads one from ?lang=. */
export type Language = 'english' | 'hindi';

export function parseLanguage(value: string | null | undefined): Language {
  return value?.trim().toLowerCase() === 'hindi' ? 'hindi' : 'english';
}

export interface LocalizedOption {
  key: Answer;
  text: string | null;
  imageUrl: string | null;
}

export interface LocalizedQuestion {
  id: string;
  text: string | null;
  imageUrl: string | null;
  options: LocalizedOption[];
}

const present = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

/** Hindi where chosen and written; English otherwise, field by field. */
export function pickText(
  english: string | null | undefined,
  hindi: string | null | undefined,
  language: Language,
): string | null {
  return (language === 'hindi' ? present(hindi) : null) ?? present(english);
}

const OPTION_KEYS: readonly Answer[] = ['A', 'B', 'C', 'D'];

/** The card's view of a question; an option with neither text nor image is left out (spec section 2). */
export function localizeQuestion(question: StudentQuestion, language: Language): LocalizedQuestion {
  const options: LocalizedOption[] = [];
  for (const key of OPTION_KEYS) {
    const text = pickText(question[`option${key}English`], question[`option${key}Hindi`], language);
    const imageUrl = present(question[`option${key}ImageUrl`]);
    if (text || imageUrl) options.push({ key, text, imageUrl });
  }
  return {
    id: question.id,
    text: pickText(question.questionTextEnglish, question.questionTextHindi, language),
    imageUrl: present(question.imageUrl),
    options,
  };
}
