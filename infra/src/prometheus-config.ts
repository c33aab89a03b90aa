/** Pure rendering of Prometheus's configuration (unit-tested; `promtool check config` accepts it). */

export type ScrapeTarget = {
  /** Prometheus's `job` label: what kind of process (`attempts`, `results-worker`, `haproxy`…). */
  job: string;
  /** The `process` label: which one (`attempts-a`). */
  process: string;
  port: number;
};

export type PrometheusConfigInput = {
  host: string;
  scrapeIntervalSeconds: number;
  /** Absolute paths of the recording and alert rule files. */
  ruleFiles: readonly string[];
  targets: readonly ScrapeTarget[];
};

/**
 * One scrape job per kind of process, each process a target labelled with its name, all on
 * `/metrics`. Written as JSON, which YAML (and so Prometheus) reads as it is.
 */
export function prometheusConfig(c: PrometheusConfigInput): string {
  const jobs = [...new Set(c.targets.map((t) => t.job))];
  const config = {
    global: {
      scrape_interval: `${c.scrapeIntervalSeconds}s`,
      scrape_timeout: `${Math.min(c.scrapeIntervalSeconds, 10)}s`,
      evaluation_interval: `${c.scrapeIntervalSeconds}s`,
    },
    rule_files: c.ruleFiles,
    scrape_configs: jobs.map((job) => ({
      job_name: job,
      metrics_path: '/metrics',
      static_configs: c.targets
        .filter((t) => t.job === job)
        .map((t) => ({ targets: [`${c.host}:${t.port}`], labels: { process: t.process } })),
    })),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
