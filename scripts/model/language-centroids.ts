import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseConfig } from '../../common/src/config.js';
import { createEmbedder } from '../../subgraphs/memory/src/embedding/index.js';
import { CENTROIDS_FILE, SHIFT_LANGUAGES, bothForms, centroid, encodeCentroids, parallelPhrases } from '../../subgraphs/memory/src/domain/retrieval/language-shift.js';

// `tsx scripts/model/language-centroids.ts`: the centroid of each language's parallel phrases,
// each embedded in both forms (as a query and as a passage, averaged: how a cross-lingual query is
// compared) by the configured model, written beside the model (run by `npm run setup`; run it again
// after pointing EMBEDDING_MODEL at another local model).
const config = parseConfig(process.env);
const embedder = await createEmbedder(config.embedding);
try {
  const centroids = new Map<string, Float32Array>();
  for (const lang of SHIFT_LANGUAGES) {
    const phrases = parallelPhrases(lang);
    if (!phrases) continue;
    const [queries, passages] = [await embedder.embedQueries(phrases), await embedder.embedPassages(phrases)];
    centroids.set(lang, centroid(queries.map((q, i) => bothForms(q, passages[i]!)), embedder.dimensions));
  }
  const file = path.join(config.embedding.model, CENTROIDS_FILE);
  const { queryPrefix, passagePrefix } = config.embedding;
  writeFileSync(file, `${JSON.stringify(encodeCentroids({ modelId: embedder.modelId, queryPrefix, passagePrefix, dimensions: embedder.dimensions }, centroids))}\n`);
  console.error(`language centroids: ${centroids.size} languages -> ${path.relative(process.cwd(), file)}`);
} finally {
  await embedder.close();
}
