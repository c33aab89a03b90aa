import type { Answer, StudentQuestion } from '@ssc/contracts';

// The choice of language and text is shared with index.html's start script, which paints the
// exam's first question before the app runs and must show exactly what the card will.
import { type Language, parseLanguage, pickText } from '@ssc/web-core/early';

export { type Language, parseLanguage, pickText };

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
