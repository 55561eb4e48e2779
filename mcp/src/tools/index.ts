import type { MemoryTool } from '../tool.js';
import { readTools } from './reads.js';
import { speakerTools } from './speakers.js';
import { storeTools } from './stores.js';
import { writeTools } from './writes.js';

/** Every tool of the MCP server: the memory service's operations, one tool each. */
export const MEMORY_TOOLS: MemoryTool[] = [...storeTools, ...writeTools, ...readTools, ...speakerTools];
