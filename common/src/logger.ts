import pino from 'pino';
import { loadConfig } from './config.js';
import { currentRequestId } from './request-context.js';

export const logger = pino({
  level: loadConfig().logLevel,
  base: { service: 'memory-marketplace' },
  mixin() {
    const requestId = currentRequestId();
    return requestId ? { request_id: requestId } : {};
  },
});

export type Logger = typeof logger;
