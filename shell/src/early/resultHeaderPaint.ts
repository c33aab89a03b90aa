import {
  EARLY_RESULT_ID,
  type ResultHeaderView,
  resultHeaderWords,
  type UiLocale,
} from '@ssc/web-core/early';
import { append, el, link, paintLayer } from './paintKit';

/**
 * Paints a scored result's header before the app runs, where the results page will draw it: the
 * site header (logo and main navigation; the places of the language switch and the account button kept empty) and the page's
 * header (badges, title, "Completed …", the three actions), with the app's own class names and
 * style sheets, in a layer over the page. The results page removes the layer in the commit that
 * draws its own (mf-student TestResultsPage, with `removeEarlyResult`), so nothing shows twice
 * and the title stays where it was (e2e/result-header-paint.spec.ts). The markup mirrors shell
 * `layout/Header.tsx` and mf-student `ResultHeader.tsx`: a change there changes this.
 */
export function paintResultHeader(
  view: ResultHeaderView,
  isAdmin: boolean,
  locale: UiLocale = 'en',
): HTMLElement {
  const [dashboard, mockTests, adminPanel, completed, , goToTests, solutions, reattempt] =
    resultHeaderWords(locale);
  const mark = el('span', 'site-header__mark', '✓');
  const navLink = (text: string, href: string) => link('site-nav__link', text, href);
  // The avatar button's box, so the header's first row is as tall as the app's.
  const account = append(el('span', 'account-trigger'), el('span', 'avatar avatar--sm'));
  account.style.visibility = 'hidden';
  // The language switch's box (a select with both languages' names, as layout/LanguageSwitch.tsx).
  const languages = append(
    el('select', 'language-switch'),
    el('option', '', 'English'),
    el('option', '', 'हिंदी'),
  );
  languages.style.visibility = 'hidden';
  const siteHeader = append(
    el('header', 'site-header'),
    append(
      el('div', 'container site-header__inner'),
      append(link('site-header__logo', '', '/'), mark, el('span', '', 'SSC Mock')),
      append(
        el('nav', 'site-nav'),
        ...(isAdmin
          ? [navLink(adminPanel as string, '/admin')]
          : [navLink(dashboard as string, '/dashboard'), navLink(mockTests as string, '/tests')]),
      ),
      append(el('div', 'site-header__account'), languages, account),
    ),
  );

  const time = el('time', '', view.completed);
  time.dateTime = view.submittedAt;
  const id = encodeURIComponent(view.attemptId);
  const pageHeader = append(
    el('header', 'page__header results-header'),
    append(
      el('div', 'row results-header__badges'),
      ...view.badges.map((badge) => el('span', `badge badge--${badge.tone}`, badge.text)),
    ),
    el('h1', 'page__title', view.title),
    append(el('p', 'page__subtitle', `${completed} `), time),
    append(
      el('nav', 'row results-header__actions'),
      link('btn btn--outline btn--md', goToTests as string, '/tests'),
      link('btn btn--secondary btn--md', solutions as string, `/test-solutions/${id}`),
      link('btn btn--primary btn--md', reattempt as string, `/test/${id}`),
    ),
  );

  return paintLayer(
    EARLY_RESULT_ID,
    append(
      el('div'),
      siteHeader,
      append(el('main'), append(el('div', 'container page results-page'), pageHeader)),
    ),
  );
}
