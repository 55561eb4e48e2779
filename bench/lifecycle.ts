import { randomUUID } from 'node:crypto';
import { decompose } from '../subgraphs/memory/src/domain/atoms.js';
import { contentHash } from '../subgraphs/memory/src/domain/memory-manager.js';
import { memoryNamespace } from '../subgraphs/memory/src/domain/models.js';
import { memoryText } from './corpus.js';
import { ok, type Stack } from './harness.js';
import { fmt } from './report.js';
import { timed } from './stats.js';

const log = (msg: string) => process.stderr.write(`bench: ${msg}\n`);

export interface ExportFigure {
  size: number;
  ms: number;
  lines: number;
  bytes: number;
  /** The process's resident set before the export and its peak during it, MB. */
  rssBeforeMb: number;
  rssPeakMb: number;
}

export interface ImportFigure {
  records: number;
  texts: number;
  importMs: number;
  modelMs: number;
}

/**
 * A store of `size` memories written straight to Postgres (an export reads nothing else: no vectors
 * are needed), named `name`.
 */
async function exportStore(stack: Stack, name: string, size: number): Promise<void> {
  const { prisma } = stack.service;
  ok(await stack.memory('/api/v1/memory/collection', { user_id: name }), 'collection');
  const store = await prisma.store.findUniqueOrThrow({
    where: { accountId_namespace_name: { accountId: stack.principal.accountId, namespace: memoryNamespace('tablet-1'), name } },
  });
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (let from = 0; from < size; from += 5000) {
    const data = Array.from({ length: Math.min(5000, size - from) }, (_, k) => {
      const i = from + k;
      const content = memoryText(i);
      return { id: randomUUID(), storeId: store.id, content, contentHash: contentHash(content), embeddingModel: 'seed', createdAt: new Date(base + i * 1000), indexState: 'indexed' };
    });
    await prisma.memory.createMany({ data });
  }
  // As autovacuum would soon after such growth: a list's keyset plan reads the store's index in order
  // only once the planner knows how many rows the store has.
  await prisma.$executeRawUnsafe('ANALYZE "memories"');
}

/**
 * `POST /api/v1/memory/export` of a store of `size` memories, read to its end and dropped as it
 * arrives: time to the last byte, and the process's resident set sampled every 10 ms (the service
 * runs in this process).
 */
export async function measureExport(stack: Stack, size: number, heapCheck = false): Promise<ExportFigure> {
  const name = `bench-export-${size}`;
  log(`export: seeding ${size} memories`);
  await exportStore(stack, name, size);
  global.gc?.();
  if (heapCheck) log(`export of ${size}: heap used ${Math.round(process.memoryUsage().heapUsed / 1024 / 1024)} MB before`);
  const rssBefore = process.memoryUsage.rss();
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  let lines = 0;
  let bytes = 0;
  const [ms] = await timed(async () => {
    const res = await fetch(`${stack.baseUrl}/api/v1/memory/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': stack.key },
      body: JSON.stringify({ user_id: name }),
    });
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
    for await (const chunk of res.body!) {
      const part = chunk as Uint8Array;
      bytes += part.length;
      for (const b of part) if (b === 10) lines++;
    }
  });
  clearInterval(sampler);
  if (heapCheck) {
    const used = () => Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
    const atEnd = used();
    global.gc?.();
    log(`export of ${size}: heap used ${atEnd} MB at the end, ${used()} MB after a full collection`);
  }
  if (lines !== size) throw new Error(`export wrote ${lines} lines for ${size} memories`);
  const mb = (x: number) => x / 1024 / 1024;
  return { size, ms, lines, bytes, rssBeforeMb: mb(rssBefore), rssPeakMb: mb(peak) };
}

/**
 * `import` of `calls` × 1,000 new records (each call answered at once, then indexed by its job),
 * timed from the first request until every import reports done, against the model alone embedding
 * the same texts (each record and its atom sentences) on the same background threads.
 */
export async function measureImport(stack: Stack, calls: number, offset: number): Promise<ImportFigure> {
  const per = 1000;
  const records = Array.from({ length: calls * per }, (_, i) => ({ content: memoryText(700_000 + offset + i) }));
  const texts = records.flatMap((r) => [r.content, ...decompose(r.content)]);
  log(`import: model alone on ${texts.length} texts`);
  const [modelMs] = await timed(() => stack.embedder.embedPassages(texts, { tenant: 'bench-model-alone' }));
  const name = `bench-import-${offset}`;
  ok(await stack.memory('/api/v1/memory/collection', { user_id: name }), 'collection');
  log(`import: ${records.length} records in ${calls} calls`);
  const [importMs] = await timed(async () => {
    const jobs: string[] = [];
    for (let c = 0; c < calls; c++) {
      const answer = ok(await stack.memory<{ job_id: string; imported: number }>('/api/v1/memory/import', { user_id: name, memories: records.slice(c * per, (c + 1) * per) }), 'import');
      if (answer.imported !== per) throw new Error(`import took ${answer.imported} of ${per}`);
      jobs.push(answer.job_id);
    }
    for (const job of jobs) {
      for (;;) {
        const st = ok(await stack.memory<{ status: string }>('/api/v1/memory/bulk-store/status', { user_id: name, job_id: job }), 'import status');
        if (st.status === 'failed') throw new Error('import failed');
        if (st.status === 'done') break;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  });
  return { records: records.length, texts: texts.length, importMs, modelMs };
}

/** The report's lines for the figures. */
export function lifecycleRows(exports: ExportFigure[], imported?: ImportFigure): Array<{ workload: string; throughput: string }> {
  const rows = exports.map((e) => ({
    workload: `export of ${e.size} memories (REST, NDJSON, to the last byte)`,
    throughput: `${fmt(e.ms)} ms, ${Math.round((e.lines * 1000) / e.ms)} memories/s, ${(e.bytes / 1024 / 1024).toFixed(1)} MB; RSS ${e.rssBeforeMb.toFixed(0)} MB before, peak ${e.rssPeakMb.toFixed(0)} MB (+${(e.rssPeakMb - e.rssBeforeMb).toFixed(0)} MB)`,
  }));
  if (imported) {
    rows.push({ workload: `model alone: the ${imported.texts} texts of ${imported.records} records`, throughput: `${fmt(imported.modelMs)} ms, ${((imported.texts * 1000) / imported.modelMs).toFixed(1)} texts/s` });
    rows.push({
      workload: `import of ${imported.records} records (REST, 1,000 a call, until every job is done)`,
      throughput: `${fmt(imported.importMs)} ms, ${((imported.records * 1000) / imported.importMs).toFixed(1)} records/s: ${(imported.modelMs / imported.importMs).toFixed(2)}× the model alone`,
    });
  }
  return rows;
}
