import { defineConfig } from 'vitest/config';

// Unit tests (pure logic, *.test.ts) and integration tests (real services, *.int.ts) are separate
// projects so the fast suite stays fast.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: ['node_modules/**', 'data/**', '.venv/**'],
        },
      },
      {
        test: {
          name: 'integration',
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
