import {
  Badge,
  Button,
  buttonClassName,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  currentUserAtom,
  EXAM_LABELS,
  isHttpError,
  Spinner,
  toast,
  useMessages,
  useProfileQuery,
} from '@ssc/web-core';
import { Checkbox } from '@ssc/web-core/form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoginPrompt } from '../../components/LoginPrompt';
import { languageFromProfile } from '../../language/languageFromProfile';
import type { Language } from '../../language/localizeQuestion';
import { ExamRulesCard } from './ExamRulesCard';
import { examRulesPlan } from './examRulesPlan';
import {
  ImportantInstructionsCard,
  MarkingSchemeCard,
  StrategyTipsCard,
  TestOverviewCard,
  TestSectionsCard,
} from './InstructionCards';
import { instructionsCatalog } from './instructionsCatalog';
import { markingScheme, negativeMarkingNote, offersLanguageChoice, sectionSchemes } from './instructionsPlan';
import './instructions.css';
import { useBackGoesTo } from '../../navigation/useBackGoesTo';
import { useStartAttempt, useTestQuery } from './useTestInstructions';

const LANGUAGE_OPTIONS: ReadonlyArray<{ value: Language; label: string }> = [
  { value: 'english', label: 'instructions.language.english' },
  { value: 'hindi', label: 'instructions.language.hindi' },
];

function TestNotFound() {
  const { _ } = useMessages(instructionsCatalog);
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state">
          <h1 className="centered-state__title">{_('instructions.notFound')}</h1>
          <p className="text-muted">{_('instructions.notFoundText')}</p>
          <Link to="/tests" className={buttonClassName()}>
            {_('instructions.backToTests')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

/** /test-instructions/{testId} (spec section 2). */
export default function TestInstructionsPage() {
  const { _ } = useMessages(instructionsCatalog);
  const { testId = '' } = useParams();
  const user = useAtomValue(currentUserAtom);
  const test = useTestQuery(testId);
  const profile = useProfileQuery();
  const start = useStartAttempt(testId);
  const [accepted, setAccepted] = useState(false);
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  useBackGoesTo('/tests');

  if (!user) return <LoginPrompt message={_('instructions.loginPrompt')} />;
  if (test.isPending && test.fetchStatus !== 'idle') return <Spinner label={_('instructions.loading')} />;
  if (!test.data) {
    if (test.error && !(isHttpError(test.error) && test.error.status === 404)) {
      return (
        <div className="centered-state" role="alert">
          <p>{_('instructions.loadFailed')}</p>
          <Button onClick={() => test.refetch()}>{_('instructions.tryAgain')}</Button>
        </div>
      );
    }
    return <TestNotFound />;
  }

  const data = test.data;
  const scheme = markingScheme(data);
  const bySection = sectionSchemes(data, scheme);
  const negativeNote = negativeMarkingNote(scheme, bySection, _);
  const rules = examRulesPlan(data, profile.data?.compensatoryTime === true, _);
  const showLanguage = offersLanguageChoice(data.title);
  const language: Language = showLanguage
    ? (chosenLanguage ?? languageFromProfile(profile.data?.languagePreference))
    : 'english';

  const onStart = () => {
    if (!user) {
      toast.error(_('instructions.loginPrompt'));
      return;
    }
    if (!accepted) {
      window.alert(_('instructions.acceptAlert'));
      return;
    }
    start.mutate(language);
  };

  return (
    <div className="container page instructions-page">
      <header className="page__header">
        <div className="row instructions-page__badges">
          <Badge tone="primary">{_(`tests.type.${data.testType}`)}</Badge>
          <Badge>{EXAM_LABELS[data.examType] ?? data.examType}</Badge>
        </div>
        <h1 className="page__title">{data.title}</h1>
        {data.description ? <p className="page__subtitle">{data.description}</p> : null}
      </header>

      <div className="instructions-layout">
        <div className="stack">
          <ExamRulesCard plan={rules} durationMinutes={data.durationMinutes} />
          <TestOverviewCard test={data} scheme={scheme} />
          <MarkingSchemeCard scheme={scheme} bySection={bySection} />
          <TestSectionsCard test={data} />
          <ImportantInstructionsCard durationMinutes={data.durationMinutes} cbt={rules.cbt} />
          <StrategyTipsCard />
        </div>

        <aside className="stack instructions-start" aria-label={_('instructions.startRegion')}>
          {negativeNote ? (
            <div className="alert alert--warning" role="note">
              <strong>{_('instructions.negativeMarking')}</strong> {negativeNote}
            </div>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>{_('instructions.ready')}</CardTitle>
            </CardHeader>
            <CardContent className="stack">
              {showLanguage ? (
                <fieldset className="fieldset">
                  <legend>{_('instructions.languagePreference')}</legend>
                  <div className="language-choice">
                    {LANGUAGE_OPTIONS.map(({ value, label }) => (
                      <label key={value} className="checkbox">
                        <input
                          type="radio"
                          className="checkbox__input"
                          name="test-language"
                          value={value}
                          checked={language === value}
                          onChange={() => setChosenLanguage(value)}
                        />
                        <span>{_(label)}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}
              <Checkbox
                label={_('instructions.accept')}
                checked={accepted}
                onChange={(event) => setAccepted(event.target.checked)}
              />
              <Button size="lg" block disabled={!accepted} loading={start.isPending} onClick={onStart}>
                {_('instructions.startTest')}
              </Button>
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
