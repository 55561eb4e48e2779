import { parseArgs } from 'node:util';
import { loadConfig } from '../common/src/config.js';
import { openDatabase } from '../common/src/db/client.js';
import { AccountManager } from '../subgraphs/marketplace/src/index.js';

// Key management, standing in for the console:
//   npm run -s keys -- create [--account NAME] [--scopes s1,s2]
// prints {"account_id":…,"api_key":…,"scopes":[…]} on one line. The key is shown only here.
const usage = 'usage: npm run -s keys -- create [--account NAME] [--scopes s1,s2]';
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { account: { type: 'string' }, scopes: { type: 'string' }, tier: { type: 'string' } },
});

if (positionals[0] !== 'create') {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const prisma = await openDatabase(config.database.url);
try {
  const accounts = new AccountManager(prisma);
  const name = values.account ?? `account-${Date.now().toString(36)}`;
  const account = (values.account ? await accounts.findAccountByName(name) : null) ?? (await accounts.createAccount(name, values.tier));
  const scopes = values.scopes?.split(',').map((s) => s.trim()).filter(Boolean);
  const { key, record } = await accounts.createKey(account.id, scopes);
  console.log(JSON.stringify({ account_id: account.id, api_key: key, scopes: record.scopes }));
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
