import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'models/**', '.venv/**', '.venv-peer/**', '.venv-schemathesis/**', '**/generated/**', 'bench-results/**', 'console/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through common/src/config.ts (loadConfig).' },
      ],
    },
  },
  {
    files: ['console/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['common/src/config.ts', 'scripts/**', 'test/**', 'vitest.config.ts', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
