import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as vega from 'vega';
import * as vl from 'vega-lite';

/** A target next to its figure: `max` means the figure must not exceed the limit, `min` not fall below it. */
export interface Target {
  name: string;
  figure: number | undefined;
  limit: number;
  kind: 'max' | 'min';
  unit: string;
  /** Why the figure is missing, when it is. */
  missing?: string;
}

export function judge(t: Pick<Target, 'figure' | 'limit' | 'kind'>): { ratio: number; met: boolean } | undefined {
  if (t.figure === undefined || Number.isNaN(t.figure)) return undefined;
  const ratio = t.figure / t.limit;
  return { ratio, met: t.kind === 'max' ? t.figure <= t.limit : t.figure >= t.limit };
}

export function fmt(n: number | undefined, digits = 1): string {
  return n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits);
}

export function markdownTable(headers: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export function targetTable(targets: Target[]): string {
  return markdownTable(
    ['target', 'figure', 'limit', 'figure / limit', 'met'],
    targets.map((t) => {
      const j = judge(t);
      const op = t.kind === 'max' ? '<=' : '>=';
      const digits = t.unit === '' ? 3 : 1;
      return [
        t.name,
        j ? `${fmt(t.figure, digits)} ${t.unit}`.trim() : `n/a (${t.missing ?? 'not available'})`,
        `${op} ${t.limit} ${t.unit}`.trim(),
        // Three decimals where two would show a missed target as 1.00.
        j ? j.ratio.toFixed(j.ratio.toFixed(2) === '1.00' ? 3 : 2) : 'n/a',
        j ? (j.met ? 'yes' : 'NO') : 'n/a',
      ];
    }),
  );
}

export function writeJson(dir: string, file: string, data: unknown): string {
  mkdirSync(dir, { recursive: true });
  const target = path.join(dir, file);
  writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`);
  return target;
}

/** Renders a Vega-Lite specification to an SVG file (no browser, no network). */
export async function writeChart(dir: string, file: string, spec: vl.TopLevelSpec): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const view = new vega.View(vega.parse(vl.compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  const target = path.join(dir, file);
  writeFileSync(target, svg);
  return target;
}
