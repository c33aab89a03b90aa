import { describe, expect, it } from 'vitest';
import { prometheusConfig } from './prometheus-config';

describe('prometheusConfig', () => {
  const text = prometheusConfig({
    host: '127.0.0.1',
    scrapeIntervalSeconds: 5,
    ruleFiles: ['/repo/infra/prometheus/rules.yml'],
    targets: [
      { job: 'attempts', process: 'attempts-a', port: 29431 },
      { job: 'attempts', process: 'attempts-b', port: 29432 },
      { job: 'results-worker', process: 'results-worker-a', port: 29541 },
    ],
  });
  const config = JSON.parse(text);

  it('loads the rule files and scrapes every 5 s', () => {
    expect(config.rule_files).toEqual(['/repo/infra/prometheus/rules.yml']);
    expect(config.global).toMatchObject({ scrape_interval: '5s', evaluation_interval: '5s' });
  });

  it('makes a job per kind of process and labels each target with its process name', () => {
    expect(config.scrape_configs).toEqual([
      {
        job_name: 'attempts',
        metrics_path: '/metrics',
        static_configs: [
          { targets: ['127.0.0.1:29431'], labels: { process: 'attempts-a' } },
          { targets: ['127.0.0.1:29432'], labels: { process: 'attempts-b' } },
        ],
      },
      {
        job_name: 'results-worker',
        metrics_path: '/metrics',
        static_configs: [{ targets: ['127.0.0.1:29541'], labels: { process: 'results-worker-a' } }],
      },
    ]);
  });
});
