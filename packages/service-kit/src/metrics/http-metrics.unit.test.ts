import { metricSample } from '@ssc/test-kit';
import { describe, expect, it } from 'vitest';
import { createMetrics } from './registry';

const setup = () => createMetrics('gateway', { processMetrics: false });

describe('HTTP metrics', () => {
  it('counts by method, route and status, and puts each duration in its bucket (le is inclusive)', async () => {
    const m = setup();
    m.http.record('GET', '/a/:id', 200, 0.005);
    m.http.record('GET', '/a/:id', 200, 0.0051);
    m.http.record('GET', '/a/:id', 404, 0.3);
    m.http.record('GET', '/a/:id', 200, 12);
    const text = await m.registry.metrics();
    const count = (status: string) =>
      metricSample(text, 'http_requests_total', {
        method: 'GET',
        route: '/a/:id',
        status,
        service: 'gateway',
      });
    expect(count('200')).toBe(3);
    expect(count('404')).toBe(1);
    const bucket = (le: string) =>
      metricSample(text, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/a/:id',
        le,
        service: 'gateway',
      });
    expect([
      bucket('0.005'),
      bucket('0.01'),
      bucket('0.2'),
      bucket('0.5'),
      bucket('10'),
      bucket('+Inf'),
    ]).toEqual([1, 2, 2, 3, 3, 4]);
    const labels = { method: 'GET', route: '/a/:id', service: 'gateway' };
    expect(metricSample(text, 'http_request_duration_seconds_count', labels)).toBe(4);
    expect(metricSample(text, 'http_request_duration_seconds_sum', labels)).toBeCloseTo(12.3101, 6);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE http_requests_total counter');
  });

  it('counts unusual methods as OTHER, so a client cannot add label values', async () => {
    const m = setup();
    m.http.record('BREW', '/a', 405, 0.001);
    m.http.record(undefined, '/a', 400, 0.001);
    const text = await m.registry.metrics();
    expect(
      metricSample(text, 'http_requests_total', {
        method: 'OTHER',
        route: '/a',
        status: '405',
        service: 'gateway',
      }),
    ).toBe(1);
    expect(
      metricSample(text, 'http_requests_total', {
        method: 'OTHER',
        route: '/a',
        status: '400',
        service: 'gateway',
      }),
    ).toBe(1);
    expect(text).not.toContain('BREW');
  });

  it('starts again from zero on a registry reset', async () => {
    const m = setup();
    m.http.record('GET', '/a', 200, 0.001);
    m.registry.resetMetrics();
    m.http.record('GET', '/a', 200, 0.001);
    const text = await m.registry.metrics();
    expect(
      metricSample(text, 'http_requests_total', {
        method: 'GET',
        route: '/a',
        status: '200',
        service: 'gateway',
      }),
    ).toBe(1);
    expect(
      metricSample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/a',
        service: 'gateway',
      }),
    ).toBe(1);
  });
});
