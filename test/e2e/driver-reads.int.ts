import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DriverReads, MAX_PREPARED } from '../../common/src/db/driver-reads.js';

// Hot reads as prepared statements, against the real Postgres. One connection, so that what it has
// prepared can be read back from `pg_prepared_statements` (which shows the session's own).
const pool = new pg.Pool({ connectionString: 'postgresql://postgres@127.0.0.1:5432/postgres', max: 1 });
afterAll(() => pool.end());

async function prepared(): Promise<Array<{ name: string; statement: string; generic_plans: string; custom_plans: string }>> {
  return (await pool.query('SELECT name, statement, generic_plans::text, custom_plans::text FROM pg_prepared_statements ORDER BY name')).rows;
}

describe('driver reads', () => {
  it('prepares each text once per connection under its own name, and answers each call with its own values', async () => {
    const reads = new DriverReads(pool);
    const text = 'SELECT $1::int + 1 AS n, $2::text AS label';
    for (let i = 0; i < 8; i++) {
      expect(await reads.query<{ n: number; label: string }>('probe', text, [i, `call ${i}`])).toEqual([{ n: i + 1, label: `call ${i}` }]);
    }
    const other = 'SELECT array_length($1::uuid[], 1) AS n';
    expect(await reads.query('other', other, [['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']])).toEqual([{ n: 2 }]);

    const statements = await prepared();
    expect(statements.map((s) => s.statement).sort()).toEqual([other, text].sort());
    const probe = statements.find((s) => s.statement === text)!;
    expect(probe.name).toBe(reads.statementName(text));
    // Parsed once, executed eight times: after its first five (custom) plans Postgres keeps one.
    expect(Number(probe.generic_plans) + Number(probe.custom_plans)).toBe(8);
    expect(Number(probe.generic_plans)).toBeGreaterThan(0);
    // Two readers over one pool name a text alike (a connection knows one statement per name).
    expect(new DriverReads(pool).statementName(text)).toBe(probe.name);
    expect(await new DriverReads(pool).query('probe', text, [41, 'again'])).toEqual([{ n: 42, label: 'again' }]);
  });

  it('prepares at most MAX_PREPARED texts and runs the others unprepared, with the same answers', async () => {
    const reads = new DriverReads(pool);
    const before = (await prepared()).length;
    for (let i = 0; i < MAX_PREPARED + 5; i++) {
      expect(await reads.query('many', `SELECT $1::int * ${i} AS n`, [3])).toEqual([{ n: 3 * i }]);
    }
    const after = await prepared();
    expect(after.filter((s) => /^SELECT \$1::int \* \d+ AS n$/.test(s.statement))).toHaveLength(MAX_PREPARED);
    expect(after.length - before).toBe(MAX_PREPARED);
    expect(reads.statementName('SELECT 1')).toBeUndefined();
  });
});
