/**
 * Reads Prometheus' text exposition format (version 0.0.4) into families and samples, so tests
 * assert on names and labels rather than on text. Written here: the one parser package on the
 * registry folds a histogram's labelled series into one (docs/decisions/observability.md).
 */
export interface Sample {
  /** The sample's own name: `<family>`, or `<family>_bucket`, `_sum`, `_count` of a histogram. */
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: string;
  help: string;
  samples: Sample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\S+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?/gy;

function unescape(value: string): string {
  return value.replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c));
}

function labelsOf(text: string | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!text) return labels;
  LABEL.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (LABEL.lastIndex < text.length && (m = LABEL.exec(text))) labels[m[1]!] = unescape(m[2]!);
  if (LABEL.lastIndex < text.length) throw new Error(`unreadable labels: {${text}}`);
  return labels;
}

/** The families of an exposition by name; a sample belongs to the family whose `# TYPE` precedes it. */
export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  let current: Family | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      current = families.get(name) ?? { name, type: 'untyped', help: '', samples: [] };
      families.set(name, current);
      if (kind === 'TYPE') current.type = rest;
      else current.help = rest;
      continue;
    }
    if (line.startsWith('#')) continue;
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`unreadable sample line: ${line}`);
    const sample = { name: m[1]!, labels: labelsOf(m[2]), value: Number(m[3]) };
    if (!current || !sample.name.startsWith(current.name)) throw new Error(`sample outside its family: ${line}`);
    current.samples.push(sample);
  }
  return families;
}

/** A family's series: its label sets with their value (a histogram's: its `_count`). */
export function seriesOf(families: Map<string, Family>, name: string): Array<{ labels: Record<string, string>; value: number }> {
  const family = families.get(name);
  if (!family) return [];
  const own = family.type === 'histogram' ? `${name}_count` : name;
  return family.samples.filter((s) => s.name === own).map((s) => ({ labels: s.labels, value: s.value }));
}

/** The series of a family that have these labels (and any others). */
export function seriesWith(families: Map<string, Family>, name: string, labels: Record<string, string>): Array<{ labels: Record<string, string>; value: number }> {
  return seriesOf(families, name).filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}
