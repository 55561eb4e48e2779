import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The GraphQL explorer (GraphiQL) the edge serves at GET /graphql to browsers, with its assets under
// /graphql/explorer/ from explorer/dist (built by scripts/setup.mjs). Everything, the editor's
// workers included, is bundled here: the page loads nothing from another host.
export default defineConfig({
  root: import.meta.dirname,
  base: '/graphql/explorer/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 8192 },
  worker: { format: 'es' },
  logLevel: 'warn',
});
