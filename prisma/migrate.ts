import { loadConfig } from '../common/src/config.js';
import { MIGRATIONS_DIR } from '../common/src/db/client.js';
import { migrate } from '../common/src/db/migrate.js';

const result = await migrate(loadConfig().database.url, MIGRATIONS_DIR);
console.log(JSON.stringify(result));
