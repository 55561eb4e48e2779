import type { memoryView, recordView, turnView } from '../../../rest-adapter/src/routes/memory-views.js';

// Readable renderings of results, for clients that hand the model only the text. Every id a next
// call needs is in them; dates are shown as given.

const details = (parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join(', ');

export function memoryLine(m: ReturnType<typeof memoryView>, rank: number): string {
  const about = details([
    `id ${m.id}`,
    `similarity ${m.similarity.toFixed(2)}`,
    m.category !== 'general' && `category ${m.category}`,
    m.speaker && `speaker ${m.speaker}`,
    m.event_date && `event ${m.event_date}`,
    m.created_at && `stored ${m.created_at}`,
    m.is_superseded && `superseded by ${m.superseded_by}`,
  ]);
  return `${rank}. ${m.content}\n   (${about})`;
}

export function recordLine(r: ReturnType<typeof recordView>): string {
  const about = details([
    `id ${r.id}`,
    r.category !== 'general' && `category ${r.category}`,
    r.source_type && `source ${r.source_type}`,
    r.event_date && `event ${r.event_date}`,
    r.created_at && `stored ${r.created_at}`,
    r.is_superseded && 'superseded',
  ]);
  return `- ${r.content}\n  (${about})`;
}

export function turnLines(t: ReturnType<typeof turnView>): string {
  const lines = [`- ${t.created_at} (turn ${t.id}${t.memory_id ? `, memory ${t.memory_id}` : ''})`];
  if (t.user_msg) lines.push(`  User: ${t.user_msg}`);
  if (t.assistant_msg) lines.push(`  Assistant: ${t.assistant_msg}`);
  return lines.join('\n');
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
