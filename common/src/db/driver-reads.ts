import { SpanKind } from '@opentelemetry/api';
import type pg from 'pg';
import { inSpan } from '../telemetry/spans.js';

/**
 * Parameterised reads through the driver's pool (see `driverReads` in client.ts), each traced as a
 * `postgres <name>` client span (the client's own queries are traced by its instrumentation).
 * Rows come in the driver's types: timestamps as `Date`, `float8` and `int4` as numbers, `int8` as
 * text, `bytea` as `Buffer`.
 */
export class DriverReads {
  constructor(private readonly pool: pg.Pool) {}

  async query<T extends pg.QueryResultRow>(name: string, text: string, values: unknown[]): Promise<T[]> {
    return inSpan(
      `postgres ${name}`,
      { 'db.system.name': 'postgresql', 'db.operation.name': 'SELECT', 'db.query.summary': name },
      async () => (await this.pool.query<T>(text, values)).rows,
      SpanKind.CLIENT,
    );
  }
}
