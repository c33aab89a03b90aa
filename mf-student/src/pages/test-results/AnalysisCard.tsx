import type { TestResult } from '@ssc/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { formatMinutesSeconds } from '../../format/resultFormat';
import { guessVerdict, signedValue, timeSummary } from './analysisView';
import { resultsCatalog } from './resultsCatalog';
import './analysis.css';

/**
 * The analysis (docs/results-analysis.md): answer changes, accuracy on questions marked for
 * review, time against everyone's median, and what a blind guess is worth against the student's
 * own guesses. Nothing for a result scored before it.
 */
export function AnalysisCard({ result }: { result: TestResult }) {
  const { _, formatNumber } = useMessages(resultsCatalog);
  const analysis = result.analysis;
  if (!analysis) return null;
  const { answerChanges: changes, markedForReview: marked, guessing } = analysis;
  const time = timeSummary(analysis.timeVsMedian);
  const changed = changes.wrongToRight + changes.rightToWrong + changes.wrongToWrong;

  return (
    <Card data-testid="result-analysis">
      <CardHeader>
        <CardTitle>{_('results.analysis.title')}</CardTitle>
        <CardDescription>{_('results.analysis.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent className="analysis">
        <section aria-labelledby="analysis-changes" className="analysis__part">
          <h3 id="analysis-changes" className="label">
            {_('results.analysis.changes')}
          </h3>
          {changed === 0 ? (
            <p className="text-muted">{_('results.analysis.noChanges')}</p>
          ) : (
            <dl className="analysis__figures">
              <div>
                <dt>{_('results.analysis.wrongToRight')}</dt>
                <dd>{formatNumber(changes.wrongToRight)}</dd>
              </div>
              <div>
                <dt>{_('results.analysis.rightToWrong')}</dt>
                <dd>{formatNumber(changes.rightToWrong)}</dd>
              </div>
              <div>
                <dt>{_('results.analysis.wrongToWrong')}</dt>
                <dd>{formatNumber(changes.wrongToWrong)}</dd>
              </div>
            </dl>
          )}
        </section>

        <section aria-labelledby="analysis-marked" className="analysis__part">
          <h3 id="analysis-marked" className="label">
            {_('results.analysis.marked')}
          </h3>
          {marked.answered === 0 ? (
            <p className="text-muted">{_('results.analysis.noMarked')}</p>
          ) : (
            <p>
              {marked.accuracy === null
                ? _('results.analysis.markedRight', { correct: marked.correct, answered: marked.answered })
                : _('results.analysis.markedRightPercent', {
                    correct: marked.correct,
                    answered: marked.answered,
                    accuracy: marked.accuracy,
                  })}
            </p>
          )}
        </section>

        <section aria-labelledby="analysis-time" className="analysis__part">
          <h3 id="analysis-time" className="label">
            {_('results.analysis.time')}
          </h3>
          {time.compared === 0 ? (
            <p className="text-muted">{_('results.analysis.noMedians')}</p>
          ) : (
            <>
              <p>
                {_('results.analysis.slowerFaster', {
                  slower: time.slower,
                  faster: time.faster,
                  compared: time.compared,
                })}
              </p>
              {time.slowest.length > 0 ? (
                <div className="table-wrap">
                  <table className="table" aria-label={_('results.analysis.slowest')}>
                    <thead>
                      <tr>
                        <th scope="col">{_('results.analysis.question')}</th>
                        <th scope="col" className="num">
                          {_('results.analysis.you')}
                        </th>
                        <th scope="col" className="num">
                          {_('results.analysis.median')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {time.slowest.map((row) => (
                        <tr key={row.number}>
                          <th scope="row">{_('results.analysis.q', { number: row.number })}</th>
                          <td className="num">{formatMinutesSeconds(row.timeSpent)}</td>
                          <td className="num">{formatMinutesSeconds(row.medianTimeSpent)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </>
          )}
        </section>

        <section aria-labelledby="analysis-guessing" className="analysis__part">
          <h3 id="analysis-guessing" className="label">
            {_('results.analysis.guessing')}
          </h3>
          <dl className="analysis__figures">
            <div>
              <dt>{_('results.analysis.blindWorth')}</dt>
              <dd>
                {_('results.analysis.marks', { marks: signedValue(guessing.expectedMarksPerBlindGuess) })}
              </dd>
            </div>
            <div>
              <dt>{_('results.analysis.quickGuesses')}</dt>
              <dd>{formatNumber(guessing.guesses)}</dd>
            </div>
            <div>
              <dt>{_('results.analysis.right')}</dt>
              <dd>{guessing.guessAccuracy === null ? '—' : `${guessing.guessAccuracy}%`}</dd>
            </div>
          </dl>
          <p>{guessVerdict(guessing, _)}</p>
          {/* The server's basis sentence (results' GUESS_BASIS), in the interface language. */}
          <p className="field__hint">{_('results.analysis.guessBasis')}</p>
        </section>
      </CardContent>
    </Card>
  );
}
