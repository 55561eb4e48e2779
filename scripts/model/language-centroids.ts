import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseConfig, projectRoot } from '../../common/src/config.js';
import { createEmbedder } from '../../subgraphs/memory/src/embedding/index.js';
import { CENTROIDS_FILE, SHIPPED_CENTROIDS, SHIFT_LANGUAGES, bothForms, centroid, encodeCentroids, parallelPhrases } from '../../subgraphs/memory/src/domain/retrieval/language-shift.js';

// `tsx scripts/model/language-centroids.ts`: the centroid of each language's parallel phrases,
// each embedded in both forms (as a query and as a passage, averaged: how a cross-lingual query is
// compared) by the configured model, written beside the model. Run it after pointing EMBEDDING_MODEL
// at another local model. For the default model the result is committed (SHIPPED_CENTROIDS, which
// `npm run setup` copies beside the model instead of spending minutes on it): `--ship` writes it
// there too, after the phrases or the model change (test/e2e/language-centroids.int.ts notices).
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
  const text = `${JSON.stringify(encodeCentroids({ modelId: embedder.modelId, queryPrefix, passagePrefix, dimensions: embedder.dimensions }, centroids))}\n`;
  for (const out of process.argv.includes('--ship') ? [file, path.join(projectRoot, SHIPPED_CENTROIDS)] : [file]) {
    writeFileSync(out, text);
    console.error(`language centroids: ${centroids.size} languages -> ${path.relative(process.cwd(), out)}`);
  }
} finally {
  await embedder.close();
}
