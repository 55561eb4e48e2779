import { createHash } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import type pg from 'pg';
import { inSpan } from '../telemetry/spans.js';

/**
 * Statements prepared on each connection at most. The callers' texts come from a fixed set (the
 * values vary, never the text), so this is only a bound: a text beyond it runs unprepared.
 */
export const MAX_PREPARED = 64;

/**
 * Parameterised reads through the driver's pool (see `driverReads` in client.ts), each traced as a
 * `postgres <name>` client span (the client's own queries are traced by its instrumentation).
 * Rows come in the driver's types: timestamps as `Date`, `float8` and `int4` as numbers, `int8` as
 * text, `bytea` as `Buffer`.
 *
 * Each text is a named (prepared) statement on every connection that runs it: after its first runs
 * Postgres keeps a generic plan, where an unnamed statement is planned on every call (0.6 ms for a
 * catch-up, 1.2 ms for 270 ids, against 0.01-0.2; docs/decisions/postgres.md, "Hot reads through the driver").
 * The texts select their columns by name, so a column added by a later migration cannot change a
 * prepared statement's result.
 */
export class DriverReads {
  /** Statement name of each text prepared so far (the name is the text's hash). */
  private readonly names = new Map<string, string>();

  constructor(private readonly pool: pg.Pool) {}

  async query<T extends pg.QueryResultRow>(name: string, text: string, values: unknown[]): Promise<T[]> {
    const statement = this.statementName(text);
    return inSpan(
      `postgres ${name}`,
      { 'db.system.name': 'postgresql', 'db.operation.name': 'SELECT', 'db.query.summary': name },
      async () => (await this.pool.query<T>(statement ? { name: statement, text, values } : { text, values })).rows,
      SpanKind.CLIENT,
    );
  }

  /** The statement name `text` is prepared under; undefined once MAX_PREPARED texts are. */
  statementName(text: string): string | undefined {
    let name = this.names.get(text);
    if (!name && this.names.size < MAX_PREPARED) {
      name = `read_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      this.names.set(text, name);
    }
    return name;
  }
}
