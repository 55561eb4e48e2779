import { parseArgs } from 'node:util';
import { loadConfig } from '../common/src/config.js';
import { openDatabase } from '../common/src/db/client.js';
import { AccountManager, AccountStore, OAuthStore } from '../subgraphs/marketplace/src/index.js';
import { OAuthServer } from '../subgraphs/marketplace/src/modules/oauth/providers/oauth-server.js';

// Key management, standing in for the console:
//   npm run -s keys -- create [--account NAME] [--scopes s1,s2] [--stores a,b]
// prints {"account_id":…,"api_key":…,"scopes":[…]} on one line. The key is shown only here.
//   npm run -s keys -- login --account NAME --email E --password P     (sign-in for the OAuth consent page)
//   npm run -s keys -- client --account NAME --redirect-uri URI [--public] [--name APP]
// prints {"client_id":…,"client_secret":…} (no secret for a public client; shown only here).
const usage =
  'usage: npm run -s keys -- create [--account NAME] [--scopes s1,s2] [--stores a,b] | login --account NAME --email E --password P | client --account NAME --redirect-uri URI [--public] [--name APP]';
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    account: { type: 'string' },
    scopes: { type: 'string' },
    stores: { type: 'string' },
    tier: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'redirect-uri': { type: 'string', multiple: true },
    public: { type: 'boolean' },
    name: { type: 'string' },
  },
});

if (!['create', 'login', 'client'].includes(positionals[0] ?? '')) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const prisma = await openDatabase(config.database.url);
try {
  const accounts = new AccountManager(new AccountStore(prisma));
  if (positionals[0] !== 'create') {
    const account = values.account ? await accounts.findAccountByName(values.account) : null;
    if (!account) throw new Error(`${usage}\n(no account named ${values.account ?? '?'})`);
    if (positionals[0] === 'login') {
      if (!values.email || !values.password || values.password.length < 8) throw new Error('--email and --password (8+ characters) are required');
      await accounts.setLogin(account.id, values.email, values.password);
      console.log(JSON.stringify({ account_id: account.id, email: values.email.toLowerCase() }));
    } else {
      const uris = values['redirect-uri'] ?? [];
      if (!uris.length) throw new Error('--redirect-uri is required');
      const { clientId, clientSecret } = await new OAuthServer(new OAuthStore(prisma), accounts).createClient(account.id, { name: values.name ?? 'Application', redirectUris: uris, public: values.public });
      console.log(JSON.stringify({ client_id: clientId, client_secret: clientSecret, redirect_uris: uris }));
    }
  } else {
  const name = values.account ?? `account-${Date.now().toString(36)}`;
  const account = (values.account ? await accounts.findAccountByName(name) : null) ?? (await accounts.createAccount(name, values.tier));
  const scopes = values.scopes?.split(',').map((s) => s.trim()).filter(Boolean);
  const stores = values.stores?.split(',').map((s) => s.trim()).filter(Boolean);
  const { key, record } = await accounts.createKey(account.id, scopes, null, stores);
  console.log(JSON.stringify({ account_id: account.id, api_key: key, scopes: record.scopes, ...(record.stores.length ? { stores: record.stores } : {}) }));
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
