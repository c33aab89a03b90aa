import type { TestResult } from '@ssc/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ssc/web-core';
import { formatMinutesSeconds } from '../../format/resultFormat';
import { guessVerdict, signedValue, timeSummary } from './analysisView';
import './analysis.css';

const questions = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;

/**
 * The analysis (docs/results-analysis.md): answer changes, accuracy on questions marked for
 * review, time against everyone's median, and what a blind guess is worth against the student's
 * own guesses. Nothing for a result scored before it.
 */
export function AnalysisCard({ result }: { result: TestResult }) {
  const analysis = result.analysis;
  if (!analysis) return null;
  const { answerChanges: changes, markedForReview: marked, guessing } = analysis;
  const time = timeSummary(analysis.timeVsMedian);
  const changed = changes.wrongToRight + changes.rightToWrong + changes.wrongToWrong;

  return (
    <Card data-testid="result-analysis">
      <CardHeader>
        <CardTitle>Analysis</CardTitle>
        <CardDescription>How you answered, beyond the score.</CardDescription>
      </CardHeader>
      <CardContent className="analysis">
        <section aria-labelledby="analysis-changes" className="analysis__part">
          <h3 id="analysis-changes" className="label">
            Answer changes
          </h3>
          {changed === 0 ? (
            <p className="text-muted">You did not change any answer.</p>
          ) : (
            <dl className="analysis__figures">
              <div>
                <dt>Wrong to right</dt>
                <dd>{changes.wrongToRight}</dd>
              </div>
              <div>
                <dt>Right to wrong</dt>
                <dd>{changes.rightToWrong}</dd>
              </div>
              <div>
                <dt>Wrong to wrong</dt>
                <dd>{changes.wrongToWrong}</dd>
              </div>
            </dl>
          )}
        </section>

        <section aria-labelledby="analysis-marked" className="analysis__part">
          <h3 id="analysis-marked" className="label">
            Marked for review
          </h3>
          {marked.answered === 0 ? (
            <p className="text-muted">You did not mark any answered question for review.</p>
          ) : (
            <p>
              {marked.correct} of {questions(marked.answered)} you answered and marked for review{' '}
              {marked.correct === 1 ? 'was' : 'were'} right
              {marked.accuracy === null ? '' : ` (${marked.accuracy}%)`}.
            </p>
          )}
        </section>

        <section aria-labelledby="analysis-time" className="analysis__part">
          <h3 id="analysis-time" className="label">
            Time against everyone's median
          </h3>
          {time.compared === 0 ? (
            <p className="text-muted">No medians yet: too few people have sat this test.</p>
          ) : (
            <>
              <p>
                Slower than the median on {questions(time.slower)}, faster on {questions(time.faster)} (of{' '}
                {time.compared} compared).
              </p>
              {time.slowest.length > 0 ? (
                <div className="table-wrap">
                  <table className="table" aria-label="Questions most over the median time">
                    <thead>
                      <tr>
                        <th scope="col">Question</th>
                        <th scope="col" className="num">
                          You
                        </th>
                        <th scope="col" className="num">
                          Median
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {time.slowest.map((row) => (
                        <tr key={row.number}>
                          <th scope="row">Q{row.number}</th>
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
            Guessing
          </h3>
          <dl className="analysis__figures">
            <div>
              <dt>A blind guess is worth</dt>
              <dd>{signedValue(guessing.expectedMarksPerBlindGuess)} marks</dd>
            </div>
            <div>
              <dt>Your quick guesses</dt>
              <dd>{guessing.guesses}</dd>
            </div>
            <div>
              <dt>Right</dt>
              <dd>{guessing.guessAccuracy === null ? '—' : `${guessing.guessAccuracy}%`}</dd>
            </div>
          </dl>
          <p>{guessVerdict(guessing)}</p>
          <p className="field__hint">{guessing.basis}</p>
        </section>
      </CardContent>
    </Card>
  );
}
