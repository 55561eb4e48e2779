import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is served by the edge under /console from console/dist (built by scripts/setup.mjs).
export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1024 },
  logLevel: 'warn',
});
