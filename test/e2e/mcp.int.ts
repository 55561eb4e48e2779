import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { execFile } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../common/src/config.js';
import { childEnv } from '../testkit/env.js';
import { MEMORY_API_ID } from '../../subgraphs/marketplace/src/modules/subscriptions/providers/subscriptions-manager.js';
import { eventually, startTestService, suffix, type TestService } from '../testkit/service.js';

// The MCP server through the SDK's own client, over both transports, against the whole service on
// the real stack: Streamable HTTP at the edge's /mcp, and `npm run -s mcp` spawned on stdio, calling
// the service this file started on a free loopback port.
const run = promisify(execFile);
const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
let svc: TestService;
/** Credentials of one account: a key with every memory scope, a read-only key, a read-only OAuth access token. */
let keys: { accountId: string; writer: string; reader: string; oauthReader: string };
const open: Client[] = [];

beforeAll(async () => {
  // Every write indexed before it answers, however busy the machine is.
  svc = await startTestService({ SYNC_INDEX_TIMEOUT_MS: '60000' });
  const { accountId, apiKey } = await svc.createAccount();
  const { key: reader } = await svc.service.accounts.createKey(accountId, ['memory:read']);
  // An access token an application was granted with memory:read only (the consent page's outcome).
  const redirectUri = 'http://127.0.0.1/callback';
  const { clientId } = await svc.service.oauth.createClient(accountId, { name: 'MCP host', redirectUris: [redirectUri] });
  const request = await svc.service.oauth.validateAuthorize({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'memory:read', state: 's' });
  const code = await svc.service.oauth.issueCode(request, accountId, ['memory:read']);
  const { access_token: oauthReader } = await svc.service.oauth.exchangeCode(clientId, { code, redirect_uri: redirectUri });
  keys = { accountId, writer: apiKey, reader, oauthReader };
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await svc.close();
});

const mcpUrl = () => new URL('/mcp', svc.baseUrl);

async function overHttp(headers: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(mcpUrl(), { requestInit: { headers } }));
  open.push(client);
  return client;
}

async function overStdio(apiKey: string, serviceUrl = svc.baseUrl): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '-s', 'mcp'],
    cwd: projectRoot,
    env: childEnv({ MCP_SERVICE_URL: serviceUrl, MCP_API_KEY: apiKey }) as Record<string, string>,
    stderr: 'pipe',
  });
  await client.connect(transport);
  open.push(client);
  return client;
}

const transports: Array<{ name: string; connect: (key: string) => Promise<Client> }> = [
  { name: 'Streamable HTTP', connect: (key) => overHttp({ 'X-API-Key': key }) },
  { name: 'stdio', connect: (key) => overStdio(key) },
];

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The structured result of a successful call; a tool error fails the test with its text. */
async function succeed(client: Client, name: string, args: Record<string, unknown>): Promise<Record<string, unknown> & { text: string }> {
  const result = await call(client, name, args);
  const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
  expect(result.isError, text).toBeFalsy();
  return { ...(result.structuredContent as Record<string, unknown>), text };
}

/** The text of a tool error (the call must fail). */
async function refused(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(client, name, args);
  const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
  expect(result.isError, text).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  return text;
}

const TOOLS = [
  'bulk_store',
  'bulk_store_status',
  'create_store',
  'forget',
  'get_memory',
  'history',
  'list_memories',
  'list_speakers',
  'list_stores',
  'memory_versions',
  'recall',
  'register_speaker',
  'remove_speaker',
  'search',
  'stats',
  'store',
  'store_turn',
  'supersede',
];

describe.each(transports)('MCP over $name', ({ connect }) => {
  let writer: Client;
  let reader: Client;
  beforeAll(async () => {
    [writer, reader] = await Promise.all([connect(keys.writer), connect(keys.reader)]);
  });

  it('lists every memory tool with a description and input and output schemas', async () => {
    const { tools } = await writer.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    const forget = tools.find((t) => t.name === 'forget')!;
    expect(forget.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
    expect(forget.description).toMatch(/EVERY memory/);
    expect(Object.keys(forget.inputSchema.properties!).sort()).toEqual(['erase_all', 'memory_id', 'user_id']);
    expect(tools.find((t) => t.name === 'recall')!.description).toMatch(/1,700/);
  });

  it('finds a German memory with an English question, by search and by recall', async () => {
    const store = `mcp-${suffix()}`;
    expect(await succeed(writer, 'create_store', { user_id: store })).toMatchObject({ user_id: store, status: 'created' });
    const bruno = await succeed(writer, 'store', { user_id: store, content: 'Mein Hund heißt Bruno und liebt es, am Strand zu rennen.' });
    expect(bruno).toMatchObject({ status: 'stored' });
    const id = String(bruno.id);
    expect(bruno.text).toContain(id);
    for (const content of [
      'Die Heizung im Keller macht seit Montag komische Geräusche.',
      'The quarterly sales report is due on Friday.',
      'Meine Schwester studiert Architektur in Wien.',
    ]) {
      expect(await succeed(writer, 'store', { user_id: store, content })).toMatchObject({ status: 'stored' });
    }

    const found = await succeed(reader, 'search', { user_id: store, query: 'What is the name of my dog?', max_results: 3 });
    const memories = found.memories as Array<{ id: string; content: string }>;
    expect(memories[0]).toMatchObject({ id, content: 'Mein Hund heißt Bruno und liebt es, am Strand zu rennen.' });
    expect(found.usage).toMatchObject({ cache: 'none' });
    expect(found.text.split('\n')[1]).toContain('Bruno');
    expect(found.text).toContain(id);

    const recalled = await succeed(reader, 'recall', { user_id: store, query: 'What is my dog called?' });
    const longTerm = recalled.long_term as { memories: Array<{ id: string }> };
    expect(longTerm.memories[0]!.id).toBe(id);
    const budget = recalled.budget as { max_tokens: number };
    expect((recalled.usage as { output_tokens: number }).output_tokens).toBeLessThanOrEqual(budget.max_tokens);
    expect(recalled.text).toContain('Mein Hund heißt Bruno');

    const stores = await succeed(reader, 'list_stores', {});
    expect(stores.stores).toContainEqual(expect.objectContaining({ user_id: store, total_memories: 4 }));
  });

  it("follows a fact's versions, answers as of an instant, and lets a memory expire", async () => {
    const store = `mcp-${suffix()}`;
    await succeed(writer, 'create_store', { user_id: store });
    const old = await succeed(writer, 'store', { user_id: store, content: 'The team stand-up is at 9:00.' });
    const got = await succeed(reader, 'get_memory', { user_id: store, memory_id: old.id });
    const before = String((got.memory as { created_at: string }).created_at);
    const cur = await succeed(writer, 'supersede', { user_id: store, old_memory_id: old.id, new_content: 'The team stand-up is at 9:30.' });
    const versions = await succeed(reader, 'memory_versions', { user_id: store, memory_id: cur.new_memory_id });
    expect((versions.versions as Array<{ content: string }>).map((v) => v.content)).toEqual(['The team stand-up is at 9:00.', 'The team stand-up is at 9:30.']);
    expect(versions.text).toContain('replaced');
    const then = await succeed(reader, 'search', { user_id: store, query: 'When is the stand-up?', as_of: before });
    expect((then.memories as Array<{ id: string }>)[0]!.id).toBe(old.id);
    const recalled = await succeed(reader, 'recall', { user_id: store, query: 'When is the stand-up?', as_of: before });
    expect((recalled.long_term as { memories: Array<{ id: string }> }).memories.map((m) => m.id)).toEqual([old.id]);
    const brief = await succeed(writer, 'store', { user_id: store, content: 'The guest wifi code is 7788.', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    const expiry = async (id: unknown) => (await svc.service.prisma.memory.findUniqueOrThrow({ where: { id: String(id) } })).expiresAt;
    expect(await expiry(brief.id)).toBeInstanceOf(Date);
    const turn = await succeed(writer, 'store_turn', { user_id: store, user_msg: 'Remind me today only', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await expiry(turn.memory_id)).toBeInstanceOf(Date);
  });

  it('refuses writes and erasure to a key without memory:write, naming the scope', async () => {
    const store = `mcp-${suffix()}`;
    await succeed(writer, 'create_store', { user_id: store });
    const kept = await succeed(writer, 'store', { user_id: store, content: 'The spare key is under the blue flower pot.' });

    for (const [tool, args] of [
      ['store', { user_id: store, content: 'Der Zweitschlüssel liegt im Briefkasten.' }],
      ['forget', { user_id: store, memory_id: kept.id }],
      ['forget', { user_id: store, erase_all: true }],
      ['create_store', { user_id: `mcp-${suffix()}` }],
    ] as const) {
      const text = await refused(reader, tool, args);
      expect(text, tool).toMatch(/^permission_error: /);
      expect(text, tool).toContain('memory:write');
    }
    // Nothing was written or erased; the same key still reads.
    expect(await succeed(reader, 'stats', { user_id: store })).toMatchObject({ total_memories: 1 });
    expect(await succeed(reader, 'get_memory', { user_id: store, memory_id: kept.id })).toMatchObject({ memory: { id: kept.id } });
  });

  it('takes an OAuth access token, with the scopes the user granted', async () => {
    const store = `mcp-${suffix()}`;
    await succeed(writer, 'create_store', { user_id: store });
    await succeed(writer, 'store', { user_id: store, content: 'Das Passwort des WLANs steht auf dem Router.' });
    const app = await connect(keys.oauthReader);
    const found = await succeed(app, 'search', { user_id: store, query: 'Where is the wifi password written?' });
    expect((found.memories as unknown[]).length).toBe(1);
    expect(await refused(app, 'store', { user_id: store, content: 'x' })).toMatch(/^permission_error: .*memory:write/);
  });

  it("answers the service's errors as tool errors with their type", async () => {
    const missing = await refused(writer, 'search', { user_id: `missing-${suffix()}`, query: 'anything' });
    // The error names the tool that creates the store, not the REST route.
    expect(missing).toMatch(/^not_found_error: .*Create it with the create_store tool/);
    expect(missing).not.toMatch(/\/api\/v1/);
    const store = `mcp-${suffix()}`;
    await succeed(writer, 'create_store', { user_id: store });
    // A forgotten argument never empties a store: erasing everything is asked for explicitly.
    expect(await refused(writer, 'forget', { user_id: store })).toMatch(/^invalid_request_error: .*erase_all/);
    expect(await refused(writer, 'supersede', { user_id: store, old_memory_id: 'not-an-id', new_content: 'x' })).toMatch(/^invalid_request_error: /);
    expect(await refused(writer, 'store', { user_id: store, content: 'Hallo', speaker: 'Nobody' })).toMatch(/^invalid_request_error: .*speaker: Nobody/);
    // Arguments the tool's schema refuses, before anything runs.
    expect(await refused(writer, 'search', { user_id: store, query: 'x', max_results: 1000 })).toMatch(/max_results/);
  });

  it('writes once per idempotency key and erases with forget', async () => {
    const store = `mcp-${suffix()}`;
    await succeed(writer, 'create_store', { user_id: store });
    const args = { user_id: store, content: 'Ana prefers window seats on long flights.', idempotency_key: `seat-${suffix()}` };
    const first = await succeed(writer, 'store', args);
    const again = await succeed(writer, 'store', args);
    expect(again.id).toBe(first.id);
    expect(again.text).toMatch(/replayed/);
    expect(await refused(writer, 'store', { ...args, content: 'Ana prefers aisle seats.' })).toMatch(/^idempotency_error: /);

    expect(await succeed(writer, 'forget', { user_id: store, memory_id: first.id })).toMatchObject({ status: 'forgotten', deleted: 1 });
    await succeed(writer, 'store', { user_id: store, content: 'Ana lives in Porto.' });
    expect(await succeed(writer, 'forget', { user_id: store, erase_all: true })).toMatchObject({ status: 'emptied', deleted: 1 });
    expect(await succeed(writer, 'stats', { user_id: store })).toMatchObject({ total_memories: 0 });
  });
});

describe('MCP over Streamable HTTP at the edge', () => {
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  };

  it('refuses a request without a valid key with 401', async () => {
    const anonymous = await fetch(mcpUrl(), { method: 'POST', headers, body: JSON.stringify(initialize) });
    expect(anonymous.status).toBe(401);
    // RFC 9728 §5.1: where an OAuth client finds the resource metadata, and the scopes to ask for.
    const metadata = new URL('/.well-known/oauth-protected-resource/mcp', svc.baseUrl).toString();
    expect(anonymous.headers.get('www-authenticate')).toBe(`Bearer scope="memory:read memory:write", resource_metadata="${metadata}"`);
    expect(await anonymous.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { data: { type: 'authentication_error' } } });

    const revoked = await fetch(mcpUrl(), { method: 'POST', headers: { ...headers, 'x-api-key': 'mk_not_a_key' }, body: JSON.stringify(initialize) });
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toBe(`Bearer error="invalid_token", scope="memory:read memory:write", resource_metadata="${metadata}"`);

    const client = new Client({ name: 'mcp-test', version: '1.0.0' });
    await expect(client.connect(new StreamableHTTPClientTransport(mcpUrl()))).rejects.toMatchObject({
      code: 401,
      message: expect.stringContaining('authentication_error'),
    });
  });

  it('keeps the edge body limit: 1 MB for a keyed request, 64 KiB without a key', async () => {
    const huge = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'store', arguments: { user_id: 'default', content: 'x'.repeat(1024 * 1024) } } });
    const keyed = await fetch(mcpUrl(), { method: 'POST', headers: { ...headers, 'x-api-key': keys.writer }, body: huge });
    expect(keyed.status).toBe(413);
    expect(await keyed.json()).toMatchObject({ jsonrpc: '2.0', error: { data: { type: 'request_too_large', limit_bytes: 1024 * 1024 } } });
  });

  it('takes the key as a bearer token too, and answers every method but POST with 405', async () => {
    const client = await overHttp({ Authorization: `Bearer ${keys.writer}` });
    expect((await client.listTools()).tools).toHaveLength(TOOLS.length);
    // Stateless: no event stream to open (GET), no session to end (DELETE).
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const refusal = await fetch(mcpUrl(), { method, headers: { accept: 'application/json, text/event-stream', 'x-api-key': keys.writer } });
      expect(refusal.status, method).toBe(405);
      expect(refusal.headers.get('allow')).toBe('POST');
      expect(await refusal.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    }
  });

  it('costs what the same REST calls cost: one request per tool call, batched or not', async () => {
    // An account of its own, so nothing else spends its budget between the readings.
    const { accountId, apiKey } = await svc.createAccount();
    const keyed = { ...headers, 'x-api-key': apiKey };
    const store = `mcp-${suffix()}`;
    const rest = await fetch(`${svc.baseUrl}/api/v1/memory/collection`, { method: 'POST', headers: keyed, body: JSON.stringify({ user_id: store }) });
    expect(rest.status).toBe(200);
    const remaining = (res: Response) => Number(res.headers.get('x-ratelimit-remaining'));
    const search = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search', arguments: { user_id: store, query: 'flights' } } });

    const restSearch = await fetch(`${svc.baseUrl}/api/v1/memory/search`, { method: 'POST', headers: keyed, body: JSON.stringify({ user_id: store, query: 'flights' }) });
    const one = await fetch(mcpUrl(), { method: 'POST', headers: keyed, body: JSON.stringify(search(1)) });
    expect(one.status).toBe(200);
    expect(remaining(restSearch) - remaining(one)).toBe(1);
    const answer = (await one.json()) as { result: CallToolResult };
    expect(answer.result.isError).toBeFalsy();

    const batch = await fetch(mcpUrl(), { method: 'POST', headers: keyed, body: JSON.stringify([search(2), search(3), search(4)]) });
    expect(batch.status).toBe(200);
    expect(remaining(one) - remaining(batch)).toBe(3);
    expect((await batch.json()) as unknown[]).toHaveLength(3);

    // Metered as the memory API's, like the REST calls.
    const metered = await eventually(async () => {
      const rows = await svc.service.prisma.usageRecord.findMany({ where: { accountId, endpoint: '/mcp' } });
      // Identical requests of one flush may share a row that counts them.
      return rows.reduce((n, r) => n + r.requests, 0) >= 2 && rows;
    });
    expect(new Set(metered.map((r) => r.apiId))).toEqual(new Set([MEMORY_API_ID]));
  });
});

describe('MCP on stdio, when things go wrong', () => {
  it('answers a service that is down, or answers without GraphQL, with tool errors, and keeps serving', async () => {
    // A port just released: nothing listens there.
    const vacant = net.createServer();
    await new Promise<void>((resolve) => vacant.listen(0, '127.0.0.1', resolve));
    const { port: down } = vacant.address() as AddressInfo;
    await new Promise((resolve) => vacant.close(resolve));
    const unreachable = await overStdio(keys.writer, `http://127.0.0.1:${down}`);
    for (let i = 0; i < 2; i++) {
      expect(await refused(unreachable, 'stats', { user_id: 'default' })).toMatch(/^overloaded_error: The memory service at http:\/\/127\.0\.0\.1:\d+ could not be reached \(ECONNREFUSED\)/);
    }
    // A proxy whose upstream is gone answers with a page of its own.
    const proxy = http.createServer((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>'));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = proxy.address() as AddressInfo;
      const behindProxy = await overStdio(keys.writer, `http://127.0.0.1:${port}`);
      expect(await refused(behindProxy, 'search', { user_id: 'default', query: 'x' })).toMatch(/^overloaded_error: .*answered HTTP 502 without a GraphQL response/);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('will not start without a key, saying which setting is missing', async () => {
    const failure = await run(tsx, ['mcp/src/stdio.ts'], { cwd: projectRoot, env: childEnv({ MCP_API_KEY: '' }) }).catch((e: { code: number; stdout: string; stderr: string }) => e);
    expect(failure).toMatchObject({ code: 78, stdout: '' });
    expect((failure as { stderr: string }).stderr).toContain('MCP_API_KEY');
  });
});
