import { FIRST_QUESTION_ID, type FirstQuestionView, formatHms } from '@ssc/web-core/early';
import { append, button, el, paintLayer } from './paintKit';

/** The exam screen's wide layout, where the palette sits beside the question (mf-student useWideLayout.ts). */
const WIDE_LAYOUT_QUERY = '(min-width: 60rem)';

/**
 * Paints a fresh attempt's first question before the app runs, as the exam screen lays it out:
 * the exam header (title, countdown, position, save state, Submit) and the question card's top and
 * text, with the exam screen's own class names and style sheets, in a layer over the page. The
 * exam screen removes the layer in the commit that draws its own (mf-student TestTakingPage, with
 * `removeFirstQuestion`), so the text never shows twice and stays where it was
 * (e2e/first-question.spec.ts). Every text is set as textContent: nothing from the API is parsed
 * as HTML. The markup mirrors mf-student `ExamHeader.tsx` and `QuestionCard.tsx` above the
 * question's options: a change there changes this.
 */
export function paintFirstQuestion(view: FirstQuestionView): HTMLElement {
  // Below the exam screen's wide layout (mf-student useWideLayout.ts) its header carries the
  // palette button on a row of its own: painted too, or the question would move at takeover.
  const phone = !window.matchMedia(WIDE_LAYOUT_QUERY).matches;
  const paletteButton = () => {
    const node = button('btn btn--outline btn--md exam-header__palette', 'Question Palette');
    node.prepend(el('span', 'exam-header__palette-icon'));
    return append(el('div', 'exam-header__palette-slot'), node);
  };
  const header = append(
    el('header', 'exam-header'),
    append(
      el('div', phone ? 'container exam-header__inner has-palette' : 'container exam-header__inner'),
      el('h1', 'exam-header__title', view.title),
      append(el('div', 'exam-header__timer'), el('span', 'exam-timer', formatHms(view.secondsLeft))),
      append(
        el('div', 'exam-header__meta'),
        view.sectionLabel === null ? null : el('span', 'badge badge--primary', view.sectionLabel),
        el('span', '', `Question 1 of ${view.total}`),
        el('span', 'save-state save-state--saved', 'All answers saved'),
      ),
      phone ? paletteButton() : null,
      append(el('div', 'exam-header__submit'), button('btn btn--destructive btn--md', 'Submit Test')),
    ),
    append(el('div', 'progress exam-header__progress'), el('div', 'progress__bar')),
  );
  (header.querySelector('.progress__bar') as HTMLElement).style.width = `${100 / view.total}%`;
  const languages = view.showLanguage
    ? append(
        el('fieldset', 'language-toggle'),
        el('legend', 'visually-hidden', 'Question language'),
        ...(['english', 'hindi'] as const).map((language) => {
          const option = button('language-toggle__option', language === 'english' ? 'English' : 'Hindi');
          option.setAttribute('aria-pressed', String(language === view.language));
          return option;
        }),
      )
    : null;
  const card = append(
    el('section', 'card question-card'),
    append(
      el('div', 'question-card__top'),
      el('h2', 'question-card__number', 'Question 1'),
      append(
        el('div', 'row question-card__badges'),
        el('span', 'badge badge--success', `+${view.marksPerQuestion}`),
        view.negativeMarks > 0 ? el('span', 'badge badge--danger', `-${view.negativeMarks}`) : null,
      ),
      languages,
    ),
    append(el('div', 'question-card__body'), el('p', 'question-card__text', view.text)),
  );
  (card.lastElementChild as HTMLElement).lang = view.language === 'hindi' ? 'hi' : 'en';

  const layer = paintLayer(
    FIRST_QUESTION_ID,
    append(el('div', 'exam'), header, append(el('div', 'container exam__layout'), card)),
  );
  layer.dataset.questionId = view.questionId;
  return layer;
}
