import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGateway } from './gateway.js';

// Apollo Gateway's own telemetry module (CommonJS): the gateway calls its exporter factory through
// this exports object, so a spy on it sees every call.
const require = createRequire(import.meta.url);
const telemetry = require('@apollo/gateway/dist/utilities/opentelemetry.js') as { createDataCollectionExporter: () => unknown };

describe('the gateway sends nothing off the machine', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('never starts Apollo usage telemetry (and its cloud metadata probes), even when the environment asks for it', async () => {
    const exporter = vi.spyOn(telemetry, 'createDataCollectionExporter');
    vi.stubEnv('APOLLO_TELEMETRY_DISABLED', 'false');
    const gateway = createGateway({ memory: { url: 'http://127.0.0.1:9/graphql' }, marketplace: { url: 'http://127.0.0.1:9/graphql' } }, 'token');
    await gateway.stop();
    expect(exporter).not.toHaveBeenCalled();
  });
});
