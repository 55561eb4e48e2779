import { readingRoutes } from './memory-reading.js';
import { speakerRoutes } from './memory-speakers.js';
import { storingRoutes } from './memory-storing.js';

/** The memory service's routes (`/api/v1`), in the order they are registered and documented. */
export const memoryRoutes = [...storingRoutes, ...speakerRoutes, ...readingRoutes];
