import { z } from 'zod';
import { declareEndpoints } from './http-endpoint.js';

/** What both probes answer: whether the process (and, for readiness, each part behind it) answers. */
export const Health = z.looseObject({ ok: z.boolean(), service: z.string(), ts: z.string().meta({ format: 'date-time' }), parts: z.record(z.string(), z.boolean()) });

/** The probes every server answers and the metrics scrape: never metered, never counted against a budget. */
export const PROBE_ENDPOINTS = declareEndpoints({
  health: {
    method: 'GET',
    path: '/health',
    operationId: 'health',
    summary: 'Liveness: the process runs and answers (asks no dependency).',
    tag: 'meta',
    responses: { 200: { description: 'Alive', headers: ['rate-limit'], body: { kind: 'json', schema: Health } } },
  },
  ready: {
    method: 'GET',
    path: '/ready',
    operationId: 'ready',
    summary: 'Readiness: every part behind the edge (databases, Redis, Milvus, subgraphs) answers.',
    tag: 'meta',
    responses: {
      200: { description: 'Ready', body: { kind: 'json', schema: Health } },
      503: { description: 'A part does not answer; `parts` names it', body: { kind: 'json', schema: Health } },
    },
  },
  metrics: {
    method: 'GET',
    path: '/metrics',
    operationId: 'metrics',
    summary: 'Prometheus metrics (text exposition format).',
    tag: 'meta',
    metricsToken: true,
    responses: {
      200: { description: 'Metrics', body: { kind: 'text', schema: z.string() } },
      401: { description: 'Missing or wrong token', body: { kind: 'text', schema: z.string() } },
    },
  },
});
