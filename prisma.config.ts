import { defineConfig } from 'prisma/config';
import { loadConfig } from './common/src/config.js';

// The CLI reads the same validated settings as the service.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: loadConfig().database.url },
});
