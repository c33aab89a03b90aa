import { ITEM_FLAG_THRESHOLDS, ITEM_FLAGS, ITEM_FLAGS_MIN_RESPONSES, ITEM_GROUP_SHARE } from '@ssc/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
  toast,
  useMessages,
} from '@ssc/web-core';
import { Field, Select } from '@ssc/web-core/form';
import { itemAnalysisCsvPath, resultsAdminApi, saveBlob } from '@ssc/web-core/page-api';
import type { MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminCatalog } from '../i18n/adminCatalog';
import { useAdminTests } from '../mock-tests/useTests';
import { QuestionTable } from './QuestionTable';
import { useItemAnalysis } from './useItemAnalysis';
import './itemAnalysis.css';

/**
 * How each question of a test performed (`?tab=item-analysis&testId=`): the report the results
 * worker keeps per test (docs/item-analysis.md), with the flags explained.
 */
export default function ItemAnalysisTab() {
  const { _, formatNumber, formatDate } = useMessages(adminCatalog);
  const [params, setParams] = useSearchParams();
  const testId = params.get('testId') || null;
  const tests = useAdminTests();
  const report = useItemAnalysis(testId);
  const data = report.data;

  const chooseTest = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('testId', id);
        else next.delete('testId');
        return next;
      },
      { replace: true },
    );

  const downloadCsv = async (event: MouseEvent<HTMLAnchorElement>) => {
    // The address needs the session's token: fetched through the API client, then saved.
    event.preventDefault();
    if (!testId) return;
    try {
      saveBlob(await resultsAdminApi.itemAnalysisCsv(testId), `item-analysis-${testId}.csv`);
    } catch {
      toast.error(_('admin.ia.downloadFailed'));
    }
  };

  const decimal = (value: number | null, digits = 2) =>
    value === null
      ? '—'
      : formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const percent = (share: number) => formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });

  return (
    <div className="admin-tab item-analysis">
      <Card>
        <CardHeader>
          <CardTitle>{_('admin.ia.title')}</CardTitle>
          <CardDescription>{_('admin.ia.description')}</CardDescription>
        </CardHeader>
        <CardContent className="stack">
          <Field id="item-analysis-test" label={_('admin.ia.test')}>
            {(describedBy) => (
              <Select
                id="item-analysis-test"
                value={testId ?? ''}
                onChange={(e) => chooseTest(e.target.value)}
                aria-describedby={describedBy}
                disabled={tests.isPending}
              >
                <option value="">
                  {tests.isPending ? _('admin.ia.loadingTests') : _('admin.ia.chooseTest')}
                </option>
                {/* A test that is not in the list (deleted since) is still the one asked for. */}
                {testId && tests.data && !tests.data.some((t) => t.id === testId) ? (
                  <option value={testId}>{testId}</option>
                ) : null}
                {tests.data?.map((test) => (
                  <option key={test.id} value={test.id}>
                    {test.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {!testId ? <p className="text-muted">{_('admin.ia.pickHint')}</p> : null}
          {testId && report.isPending ? <Spinner label={_('admin.ia.loading')} /> : null}
          {report.isError ? (
            <div className="alert alert--danger row" role="alert">
              <span>{_('admin.ia.failed')}</span>
              <Button size="sm" variant="outline" onClick={() => report.refetch()}>
                {_('admin.common.tryAgain')}
              </Button>
            </div>
          ) : null}
          {data === null ? (
            <div className="empty-state">
              <p className="empty-state__title">{_('admin.ia.none')}</p>
              <p>{_('admin.ia.noneHint')}</p>
            </div>
          ) : null}
        </CardContent>
      </Card>

      {data ? (
        <>
          <Card>
            <CardHeader className="item-analysis__header">
              <div>
                <CardTitle id="item-analysis-figures">{data.title}</CardTitle>
                <CardDescription>
                  {_('admin.ia.computedAt', {
                    when: formatDate(data.computedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                </CardDescription>
              </div>
              <a
                className="btn btn--outline btn--sm"
                href={itemAnalysisCsvPath(data.testId)}
                download={`item-analysis-${data.testId}.csv`}
                onClick={downloadCsv}
              >
                {_('admin.ia.downloadCsv')}
              </a>
            </CardHeader>
            <CardContent className="stack">
              <dl className="item-analysis__figures" aria-labelledby="item-analysis-figures">
                <div>
                  <dt>{_('admin.ia.responses')}</dt>
                  <dd data-testid="ia-responses">{formatNumber(data.responses)}</dd>
                </div>
                <div>
                  <dt>{_('admin.ia.kr20')}</dt>
                  <dd data-testid="ia-kr20">{decimal(data.kr20)}</dd>
                </div>
                <div>
                  <dt>{_('admin.ia.mean')}</dt>
                  <dd>
                    {_('admin.ia.meanOf', {
                      mean: decimal(data.meanScore),
                      max: formatNumber(data.maxScore),
                    })}
                  </dd>
                </div>
                <div>
                  <dt>{_('admin.ia.sd')}</dt>
                  <dd>{decimal(data.sdScore)}</dd>
                </div>
              </dl>
              {!data.flagsShown ? (
                <p className="alert alert--warning" data-testid="ia-few-responses">
                  {_('admin.ia.fewResponses', { count: data.responses, min: ITEM_FLAGS_MIN_RESPONSES })}
                </p>
              ) : null}
              <section aria-labelledby="item-analysis-flags" className="item-analysis__legend">
                <h3 id="item-analysis-flags" className="item-analysis__subtitle">
                  {_('admin.ia.flagsTitle')}
                </h3>
                <ul>
                  {ITEM_FLAGS.map((flag) => (
                    <li key={flag}>
                      <strong>{_(`admin.ia.flag.${flag}`)}</strong>:{' '}
                      {_(`admin.ia.flagHelp.${flag}`, {
                        easy: percent(ITEM_FLAG_THRESHOLDS.tooEasy),
                        hard: percent(ITEM_FLAG_THRESHOLDS.tooHard),
                        low: decimal(ITEM_FLAG_THRESHOLDS.lowDiscrimination),
                        group: percent(ITEM_GROUP_SHARE),
                      })}
                    </li>
                  ))}
                </ul>
                <p className="text-muted">
                  {_('admin.ia.columnsHelp', { group: percent(ITEM_GROUP_SHARE) })}
                </p>
              </section>
            </CardContent>
          </Card>
          <QuestionTable report={data} />
        </>
      ) : null}
    </div>
  );
}
