import { AppError, ErrorCode } from '../../../../common/src/errors.js';
import { fieldToCall } from '../../../../common/src/remedy.js';

export interface ModelEntry {
  id: string;
  name: string;
  available: boolean;
  memory: 'shared' | 'isolated';
  description: string;
}

/** How an engine reads memory: what differs between models is visible in search order and recall size. */
export interface ModelProfile {
  /** Order by the reranker (similarity, importance, recency, supersession) or by raw similarity. */
  rerank: boolean;
  /** Recall aims at this many tokens (the median of recall sizes)... */
  recallTargetTokens: number;
  /** ...and never returns more. */
  recallMaxTokens: number;
}

interface ModelDefinition extends ModelEntry {
  profile: ModelProfile;
}

const DEFINITIONS: readonly ModelDefinition[] = [
  {
    id: 'tablet-1',
    name: 'Tablet 1',
    available: true,
    memory: 'shared',
    description: 'Reranked retrieval (similarity, learned importance, recency); recall of about 1,200 tokens, at most 1,700.',
    profile: { rerank: true, recallTargetTokens: 1200, recallMaxTokens: 1700 },
  },
  {
    id: 'tablet-1-mini',
    name: 'Tablet 1 Mini',
    available: true,
    memory: 'shared',
    description: 'Pure similarity order without reranking; compact recall of about 600 tokens, at most 1,700.',
    profile: { rerank: false, recallTargetTokens: 600, recallMaxTokens: 1700 },
  },
  {
    id: 'tablet-1-lab',
    name: 'Tablet 1 Lab (isolated memory)',
    available: true,
    memory: 'isolated',
    description: 'Tablet 1 retrieval over its own memory pool, separate from the shared one.',
    profile: { rerank: true, recallTargetTokens: 1200, recallMaxTokens: 1700 },
  },
];

/** Engines selectable with `X-Service-Model`. Live models share one memory pool per account. */
export const MODELS: readonly ModelEntry[] = DEFINITIONS.map(({ profile: _p, ...entry }) => entry);

function requireModel(modelId: string): ModelDefinition {
  const model = DEFINITIONS.find((m) => m.id === modelId);
  if (!model) {
    throw new AppError(ErrorCode.InvalidRequest, `Unknown model '${modelId}'; ${fieldToCall('query', 'models')} lists the models.`, {
      model: modelId,
    });
  }
  if (!model.available) {
    throw new AppError(ErrorCode.InvalidRequest, `Model '${modelId}' is not available right now.`, { model: modelId });
  }
  return model;
}

/** The memory pool (store namespace) a model reads and writes. */
export function memoryNamespace(modelId: string): string {
  const model = requireModel(modelId);
  return model.memory === 'shared' ? 'shared' : model.id;
}

export function modelProfile(modelId: string): ModelProfile {
  return requireModel(modelId).profile;
}
