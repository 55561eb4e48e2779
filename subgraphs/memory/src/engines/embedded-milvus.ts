import type { Config } from '../../../../common/src/config.js';
import { startMilvusLite, type EmbeddedMilvus } from './milvus-lite.js';
import { startMilvusStandalone } from './milvus-standalone.js';

export type { EmbeddedMilvus };

/** Starts the configured embedded engine (MILVUS_ENGINE); `dataDir`/`port` override the configured ones. */
export function startEmbeddedMilvus(milvus: Config['milvus'], where: { dataDir?: string; port?: number } = {}): Promise<EmbeddedMilvus> {
  return milvus.engine === 'standalone'
    ? startMilvusStandalone({
        python: milvus.lite.python,
        binDir: milvus.standalone.binDir,
        dataDir: where.dataDir ?? milvus.standalone.dataDir,
        port: where.port ?? milvus.standalone.port,
      })
    : startMilvusLite({ python: milvus.lite.python, dataDir: where.dataDir ?? milvus.lite.dataDir, port: where.port ?? milvus.lite.port });
}
