import pino from 'pino';
import { loadConfig } from './config.js';
import { currentRequestId } from './request-context.js';

function level(): string {
  try {
    return loadConfig().logLevel;
  } catch {
    // A bad configuration is reported by the entry point (configOrExit), not here.
    return 'info';
  }
}

export const logger = pino({
  level: level(),
  base: { service: 'memory-marketplace' },
  mixin() {
    const requestId = currentRequestId();
    return requestId ? { request_id: requestId } : {};
  },
});

export type Logger = typeof logger;
