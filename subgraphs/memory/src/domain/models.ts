import { AppError, ErrorCode } from '../../../../common/src/errors.js';

export interface ModelEntry {
  id: string;
  name: string;
  available: boolean;
  memory: 'shared' | 'isolated';
}

/** Engines selectable with `X-Service-Model`. Live models share one memory pool per account. */
export const MODELS: readonly ModelEntry[] = [
  { id: 'tablet-1', name: 'Tablet 1', available: true, memory: 'shared' },
  { id: 'tablet-1-lab', name: 'Tablet 1 Lab (isolated memory)', available: true, memory: 'isolated' },
];

/** The memory pool (store namespace) a model reads and writes. */
export function memoryNamespace(modelId: string): string {
  const model = MODELS.find((m) => m.id === modelId);
  if (!model) {
    throw new AppError(ErrorCode.InvalidRequest, `Unknown model '${modelId}'. GET /api/v1/models lists the models.`, {
      model: modelId,
    });
  }
  if (!model.available) {
    throw new AppError(ErrorCode.InvalidRequest, `Model '${modelId}' is not available right now.`, { model: modelId });
  }
  return model.memory === 'shared' ? 'shared' : model.id;
}
