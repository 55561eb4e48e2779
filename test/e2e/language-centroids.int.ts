import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../common/src/config.js';
import { bothForms, centroid, parallelPhrases, SHIFT_LANGUAGES, SHIPPED_CENTROIDS, type CentroidsFile } from '../../subgraphs/memory/src/domain/retrieval/language-shift.js';
import { unpackVectors } from '../../subgraphs/memory/src/domain/stored-vectors.js';
import type { Embedder } from '../../subgraphs/memory/src/embedding/index.js';
import { sharedEmbedder, testConfig } from '../testkit/service.js';

// The committed centroids (which setup copies beside the model instead of computing them) are what
// the model computes now: a sample of languages recomputed with the real model agrees with them.
const config = testConfig();
const shipped = JSON.parse(readFileSync(path.join(projectRoot, SHIPPED_CENTROIDS), 'utf8')) as CentroidsFile;
const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0) / (Math.hypot(...a) * Math.hypot(...b));

let e: Embedder;
beforeAll(async () => {
  e = await sharedEmbedder(config);
});

describe('shipped language centroids', () => {
  it('are for the default model and its prefixes, with a centroid for every language that has phrases', () => {
    expect(shipped).toMatchObject({ modelId: e.modelId, queryPrefix: config.embedding.queryPrefix, passagePrefix: config.embedding.passagePrefix, dimensions: e.dimensions });
    expect(Object.keys(shipped.centroids).sort()).toEqual(SHIFT_LANGUAGES.filter((l) => parallelPhrases(l)).sort());
  });

  // About 600 embeddings (two languages' phrases, each in both forms): more than the default test budget on a shared machine.
  it('agree with centroids the model computes again for a sample of languages', { timeout: 600_000 }, async () => {
    // Two scripts apart (Latin, CJK); each centroid is over all of its language's phrases.
    for (const lang of ['de', 'ja']) {
      const phrases = parallelPhrases(lang as (typeof SHIFT_LANGUAGES)[number])!;
      const [queries, passages] = [await e.embedQueries(phrases), await e.embedPassages(phrases)];
      const recomputed = centroid(queries.map((q, i) => bothForms(q, passages[i]!)), e.dimensions);
      const [committed] = unpackVectors(Buffer.from(shipped.centroids[lang as keyof typeof shipped.centroids]!, 'base64'), e.dimensions)!;
      expect(cosine(recomputed, committed!), lang).toBeGreaterThan(0.9999);
    }
  });
});
