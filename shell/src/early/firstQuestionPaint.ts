import { FIRST_QUESTION_ID, type FirstQuestionView, formatHms } from '@ssc/web-core/early';

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
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '', content?: string) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (content !== undefined) node.textContent = content;
    return node;
  };
  // Buttons as in the real screen (their look comes with the element); the layer is inert.
  const button = (className: string, content: string) => {
    const node = el('button', className, content);
    node.type = 'button';
    return node;
  };
  const append = (parent: HTMLElement, ...children: Array<HTMLElement | null>) => {
    for (const child of children) if (child) parent.appendChild(child);
    return parent;
  };

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

  const layer = append(
    el('div'),
    append(el('div', 'exam'), header, append(el('div', 'container exam__layout'), card)),
  );
  layer.id = FIRST_QUESTION_ID;
  layer.dataset.questionId = view.questionId;
  // Only a picture of what is coming: the exam screen that replaces it is what assistive
  // technology and the keyboard use.
  layer.setAttribute('aria-hidden', 'true');
  layer.inert = true;
  Object.assign(layer.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '1000',
    overflow: 'hidden',
    background: 'var(--color-bg)',
  });
  document.body.appendChild(layer);
  return layer;
}

/**
 * Turns the page's style preloads (the shell's, and the remote page's that `preloadExposedModule`
 * added) into style sheets, in the order the app loads them, so what is painted before the app
 * runs has its look; the app's own loaders find them in place. Resolves once all have loaded;
 * rejects if one fails.
 */
export function applyPreloadedStyles(): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve, reject) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          // The preload's own href (a path for the shell's), which the app's style loaders
          // compare with theirs to find the sheet in place instead of adding a second copy that
          // would change which rules win.
          sheet.setAttribute('href', preload.getAttribute('href') ?? preload.href);
          sheet.onload = () => resolve();
          sheet.onerror = () => reject(new Error(`style sheet ${preload.href} did not load`));
          document.head.appendChild(sheet);
        }),
    ),
  ).then(() => undefined);
}
