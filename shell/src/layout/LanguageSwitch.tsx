import { chooseUiLanguage, handleApiError, type UiLocale, useMessages } from '@ssc/web-core';
import { shellCatalog } from '../i18n/shellCatalog';

// Each language named in its own script, whichever language the page is in.
const CHOICES: { locale: UiLocale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिंदी' },
];

/** The header's language switch: the whole interface changes at once, then the choice is kept. */
export function LanguageSwitch() {
  const { _, locale } = useMessages(shellCatalog);
  return (
    <select
      className="language-switch"
      aria-label={_('header.language')}
      value={locale}
      onChange={(event) => {
        chooseUiLanguage(event.target.value as UiLocale).catch(handleApiError);
      }}
    >
      {CHOICES.map((choice) => (
        <option key={choice.locale} value={choice.locale} lang={choice.locale}>
          {choice.name}
        </option>
      ))}
    </select>
  );
}
