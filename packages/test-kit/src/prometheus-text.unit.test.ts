import { describe, expect, it } from 'vitest';
import { metricSample } from './prometheus-text';

const TEXT = `# HELP a_total h
# TYPE a_total counter
a_total{method="GET",route="/x/:id",service="s"} 3
a_total_more{service="s"} 9
b{service="s"} 1.5
h_bucket{le="+Inf",service="s",route="/x"} 2
plain 7
`;

describe('metricSample', () => {
  it('finds a sample by name and labels in any order', () => {
    expect(metricSample(TEXT, 'a_total', { service: 's', route: '/x/:id', method: 'GET' })).toBe(3);
    expect(metricSample(TEXT, 'h_bucket', { route: '/x', service: 's', le: '+Inf' })).toBe(2);
    expect(metricSample(TEXT, 'b', { service: 's' })).toBe(1.5);
    expect(metricSample(TEXT, 'plain', {})).toBe(7);
  });

  it('needs every label and no other', () => {
    expect(metricSample(TEXT, 'a_total', { service: 's' })).toBeUndefined();
    expect(metricSample(TEXT, 'a_total', { service: 's', route: '/x/:id', method: 'POST' })).toBeUndefined();
    expect(metricSample(TEXT, 'a', { service: 's' })).toBeUndefined();
  });
});
