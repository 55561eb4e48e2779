import { defineConfig } from 'vitest/config';

// Unit tests (pure logic, *.test.ts) and integration tests (real services, *.int.ts) are separate
// projects so the fast suite stays fast.
export default defineConfig({
  // One graphql instance: CommonJS dependencies (Apollo) and our ESM imports must share it.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['**/*.test.ts'],
          exclude: ['node_modules/**', 'data/**', '.venv/**', '.venv-peer/**', '.venv-schemathesis/**', '.venv-sdk/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['test/**/*.int.ts'],
          globalSetup: ['test/testkit/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: 'forks',
          // Each file loads the embedding model; two at a time fits two cores.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
