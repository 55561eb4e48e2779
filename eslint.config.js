import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * graphql-eslint's schema rules (recommended + relay) on each subgraph's schema. The options that differ
 * from the presets are conventions recorded in docs/decisions/graphql-schema.md ("Lint").
 */
const subgraphSchemas = {
  memory: 'subgraphs/memory/src/schema.graphql',
  // One slice per feature module, linted as the one schema they make.
  marketplace: 'subgraphs/marketplace/src/modules/*/module.graphql',
};
const subgraphProjects = {
  projects: Object.fromEntries(Object.entries(subgraphSchemas).map(([name, schema]) => [name, { schema }])),
};
const subgraphSchemaLint = (name) => ({
  files: [subgraphSchemas[name]],
  languageOptions: {
    parser: graphqlPlugin.parser,
    // One graphql-config for every block (the plugin keeps the first it sees), a project per subgraph.
    parserOptions: { graphQLConfig: subgraphProjects },
  },
  plugins: { '@graphql-eslint': graphqlPlugin },
  rules: {
    ...graphqlPlugin.configs['flat/schema-recommended'].rules,
    ...graphqlPlugin.configs['flat/schema-relay'].rules,
    // Enum values are the strings the REST API shows (`active`, `past_due`), so they are snake_case.
    '@graphql-eslint/naming-convention': [
      'error',
      {
        ...graphqlPlugin.configs['flat/schema-recommended'].rules['@graphql-eslint/naming-convention'][1],
        EnumValueDefinition: 'snake_case',
      },
    ],
    // Every type, field, argument and enum value is described for the frontend developer reading it.
    '@graphql-eslint/require-description': [
      'error',
      { types: true, rootField: true, DirectiveDefinition: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true },
    ],
    // Results, payloads, reports and connections are values, not things with an identity.
    '@graphql-eslint/strict-id-in-types': [
      'error',
      {
        acceptedIdNames: ['id', 'slug'],
        exceptions: {
          suffixes: ['Connection', 'Edge', 'Info', 'Payload', 'Result', 'Report', 'Error', 'Point', 'Usage', 'Budget', 'Stats', 'Memory', 'Context', 'List', 'Page', 'Period', 'Total', 'Summary'],
          // Store and MemoryRecord: the marketplace declares them only by their `globalId`, as `Node`s.
          types: ['Introspection', 'Pricing', 'ContextAtom', 'Speaker', 'BulkImport', 'Store', 'MemoryRecord'],
        },
      },
    ],
    // Cursor pagination goes forwards only (lists are newest or oldest first).
    '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
    // Not every edge's node is a `Node` yet (invoices, deliveries, alerts, authorised apps have no
    // global id), and plain lists of scalars stay plain lists.
    '@graphql-eslint/relay-edge-types': ['error', { shouldImplementNode: false, listTypeCanWrapOnlyEdgeType: false }],
  },
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'models/**', '.venv/**', '.venv-peer/**', '.venv-schemathesis/**', '.venv-sdk/**', '**/generated/**', 'bench-results/**', 'console/dist/**', 'explorer/dist/**'] },
  { ...js.configs.recommended, files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'] },
  ...tseslint.configs.recommended.map((c) => ({ ...c, files: c.files ?? ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'] })),
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
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
    files: ['console/src/**', 'explorer/src/**', 'explorer/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['console/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['common/src/config.ts', 'scripts/**', 'test/**', 'vitest.config.ts', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  subgraphSchemaLint('memory'),
  subgraphSchemaLint('marketplace'),
);
