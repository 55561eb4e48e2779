import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseConfig } from '../../common/src/config.js';
import { createEmbedder } from '../../subgraphs/memory/src/embedding/index.js';
import { CENTROIDS_FILE, SHIFT_LANGUAGES, centroid, encodeCentroids, parallelPhrases } from '../../subgraphs/memory/src/domain/retrieval/language-shift.js';

// `tsx scripts/model/language-centroids.ts`: the centroid of each language's parallel phrases,
// embedded as queries by the configured model, written beside the model (run by `npm run setup`;
// run it again after pointing EMBEDDING_MODEL at another local model).
const config = parseConfig(process.env);
const embedder = await createEmbedder(config.embedding);
try {
  const centroids = new Map<string, Float32Array>();
  for (const lang of SHIFT_LANGUAGES) {
    const phrases = parallelPhrases(lang);
    if (phrases) centroids.set(lang, centroid(await embedder.embedQueries(phrases), embedder.dimensions));
  }
  const file = path.join(config.embedding.model, CENTROIDS_FILE);
  const header = { modelId: embedder.modelId, queryPrefix: config.embedding.queryPrefix, dimensions: embedder.dimensions };
  writeFileSync(file, `${JSON.stringify(encodeCentroids(header, centroids))}\n`);
  console.error(`language centroids: ${centroids.size} languages -> ${path.relative(process.cwd(), file)}`);
} finally {
  await embedder.close();
}
