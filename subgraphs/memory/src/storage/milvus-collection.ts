import { ConsistencyLevelEnum, DataType, type FieldType, type MilvusClient } from '@zilliz/milvus2-sdk-node';
import { milvusCall } from '../../../../common/src/telemetry/channels.js';

/** FLAT searches exactly; HNSW approximately, for large collections on a Milvus server. */
export type VectorIndexType = 'FLAT' | 'HNSW';

/** Whether Milvus answered a call with a failure status (its calls resolve either way). */
function refused(res: unknown): boolean {
  const r = res as { error_code?: unknown; status?: { error_code?: unknown } } | undefined;
  const code = r?.status?.error_code ?? r?.error_code;
  return code !== undefined && code !== 'Success' && code !== 0;
}

/** One call to Milvus, timed and traced by operation (telemetry/channels.ts). */
export function milvus<T>(operation: string, fn: () => Promise<T>): Promise<T> {
  return milvusCall(operation, fn, refused);
}

/** The vector index's collection: where it is, its shape and how it is indexed. */
export interface CollectionSpec {
  client: MilvusClient;
  collection: string;
  dimensions: number;
  indexType: VectorIndexType;
  /** The tenant as partition key; unset: decided by the server's version (see `MilvusVectorIndex`). */
  partitionKey?: boolean;
  /** Called after the collection was created (the index is empty and must be rebuilt). */
  onCreated?: () => Promise<void>;
}

/** Creates the collection and its index when missing (re-indexes it when configured otherwise), loads and warms it. */
export async function createIfMissing(spec: CollectionSpec): Promise<void> {
  const { client, collection, dimensions } = spec;
  const has = await milvus('has_collection', () => client.hasCollection({ collection_name: collection }));
  if (!has.value) {
    const partitionKey = spec.partitionKey ?? (await upsertsKeepPartitions(client));
    const fields: FieldType[] = [
      { name: 'id', data_type: DataType.VarChar, is_primary_key: true, max_length: 64 },
      { name: 'tenant', data_type: DataType.VarChar, max_length: 128, is_partition_key: partitionKey },
      { name: 'store_id', data_type: DataType.VarChar, max_length: 64 },
      { name: 'parent_id', data_type: DataType.VarChar, max_length: 64 },
      { name: 'kind', data_type: DataType.VarChar, max_length: 16 },
      { name: 'category', data_type: DataType.VarChar, max_length: 128 },
      { name: 'speaker', data_type: DataType.VarChar, max_length: 128 },
      { name: 'importance', data_type: DataType.Float },
      { name: 'event_ts', data_type: DataType.Int64 },
      { name: 'created_ts', data_type: DataType.Int64 },
      { name: 'superseded', data_type: DataType.Bool },
      { name: 'vector', data_type: DataType.FloatVector, dim: dimensions },
    ];
    const created = await milvus('create_collection', () => client.createCollection({
      collection_name: collection,
      fields,
      // Strong as the collection's level: the SDK sends a search's level only when it is not 0
      // (Strong), so a search asks for Strong by leaving the collection's level in place.
      consistency_level: 'Strong',
    }));
    // A concurrent creator may have won the race; that is fine.
    if (created.error_code !== 'Success' && !/already exist/i.test(created.reason)) {
      throw new Error(`creating Milvus collection failed: ${created.reason}`);
    }
    await createIndex(spec);
    await spec.onCreated?.();
  } else {
    await convergeIndex(spec);
  }
  const loaded = await milvus('load_collection', () => client.loadCollectionSync({ collection_name: collection }));
  if (loaded.error_code !== 'Success') throw new Error(`loading Milvus collection failed: ${loaded.reason}`);
  // The first search after a load pays for setting up the segments; the service's first user should not.
  const warmed = await milvus('search', () => client.search({
    collection_name: collection,
    anns_field: 'vector',
    data: new Array<number>(dimensions).fill(1 / Math.sqrt(dimensions)),
    limit: 1,
    filter: 'tenant == ""',
    metric_type: 'COSINE',
    consistency_level: ConsistencyLevelEnum.Strong,
  }));
  if (warmed.status.error_code !== 'Success') throw new Error(`warming Milvus collection failed: ${warmed.status.reason}`);
}

/** False on Milvus before 2.4 (2.3.x misplaces upserted rows of a partition-key collection). */
async function upsertsKeepPartitions(client: MilvusClient): Promise<boolean> {
  const { version } = await milvus('get_version', () => client.getVersion());
  const [major, minor] = (/(\d+)\.(\d+)/.exec(version ?? '') ?? []).slice(1).map(Number);
  return major === undefined || major > 2 || (major === 2 && minor! >= 4);
}

async function createIndex({ client, collection, indexType }: CollectionSpec): Promise<void> {
  const indexed = await milvus('create_index', () => client.createIndex({
    collection_name: collection,
    field_name: 'vector',
    index_type: indexType,
    metric_type: 'COSINE',
    params: indexType === 'HNSW' ? { M: 16, efConstruction: 200 } : {},
  }));
  // Some servers refuse with error_code "Success" and only a numeric code.
  const refused = indexed.error_code !== 'Success' || (indexed.code !== undefined && indexed.code !== 0);
  if (refused && !/already exist|same name|duplicate/i.test(indexed.reason)) {
    throw new Error(`creating Milvus index failed: ${indexed.reason}`);
  }
}

/** An existing collection indexed another way (the setting changed) is re-indexed as configured. */
async function convergeIndex(spec: CollectionSpec): Promise<void> {
  const { client, collection } = spec;
  const described = await milvus('describe_index', () => client.describeIndex({ collection_name: collection, field_name: 'vector' }));
  const current = described.index_descriptions?.[0]?.params?.find((p) => p.key === 'index_type')?.value;
  if (!current || current === spec.indexType) return;
  await milvus('release_collection', () => client.releaseCollection({ collection_name: collection }));
  const dropped = await milvus('drop_index', () => client.dropIndex({ collection_name: collection, field_name: 'vector' }));
  if (dropped.error_code !== 'Success') throw new Error(`dropping Milvus index failed: ${dropped.reason}`);
  await createIndex(spec);
}
