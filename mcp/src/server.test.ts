import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode, normalizeError } from '../../common/src/errors.js';
import type { OperationCall, OperationRunner, RunOutcome } from './runner.js';
import { createMemoryMcpServer } from './server.js';

/** A client connected in memory to a server whose operations `answer` decides. */
async function connected(answer: (call: OperationCall<unknown, unknown>) => Promise<RunOutcome<unknown>>) {
  const calls: Array<OperationCall<unknown, unknown>> = [];
  const runner: OperationRunner = {
    run: async <TData, TVars>(call: OperationCall<TData, TVars>) => {
      calls.push(call as OperationCall<unknown, unknown>);
      return (await answer(call as OperationCall<unknown, unknown>)) as RunOutcome<TData>;
    },
  };
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMemoryMcpServer(runner).connect(serverSide);
  const client = new Client({ name: 'unit', version: '1' });
  await client.connect(clientSide);
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { call, calls };
}

const text = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

describe('memory MCP server', () => {
  it('hands the runner the operation, its variables, the scope, the store and the idempotency key', async () => {
    const { call, calls } = await connected(async () => ({ ok: true, data: { storeMemory: { id: 'm1', status: 'stored', note: null, duplicateOf: null, userErrors: [] } } }));
    const result = await call('store', { user_id: 'alice', content: 'Bruno is a dog.', idempotency_key: 'turn-7' });
    expect(result.structuredContent).toEqual({ id: 'm1', status: 'stored' });
    expect(text(result)).toBe('Stored memory m1 (stored).');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      scope: 'memory:write',
      store: 'alice',
      idempotencyKey: 'turn-7',
      variables: { input: { userId: 'alice', content: 'Bruno is a dog.', metadata: null } },
    });
  });

  it("answers the service's error as a tool error with its type, message and fields", async () => {
    const denied = normalizeError(new AppError(ErrorCode.InsufficientScope, 'This request needs the scope memory:write.', { required_scope: 'memory:write' }));
    const { call } = await connected(async () => ({ ok: false, error: denied, requestId: 'req_1' }));
    const result = await call('forget', { user_id: 'alice', erase_all: true });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(text(result)).toBe(
      'permission_error: This request needs the scope memory:write. (code: insufficient_scope; request_id: req_1; required_scope: memory:write)',
    );
  });

  it('names the tool that fixes a problem, never a REST route or a GraphQL field', async () => {
    const missing = normalizeError(
      new AppError(ErrorCode.NotFound, `Store 'alice' does not exist. Create it with the mutation \`createStore(userId: "alice")\`.`, { user_id: 'alice' }),
    );
    const unregistered = normalizeError(
      new AppError(ErrorCode.InvalidRequest, "Speaker 'Bob' is not registered in store 'alice'; register it with the mutation `registerSpeaker`.", { speaker: 'Bob' }),
    );
    const model = normalizeError(new AppError(ErrorCode.InvalidRequest, "Unknown model 'x'; the query `models` lists the models.", { model: 'x' }));
    const errors = [missing, unregistered, model];
    const { call } = await connected(async () => ({ ok: false, error: errors.shift()!, requestId: 'req_1' }));
    const texts = [
      text(await call('search', { user_id: 'alice', query: 'q' })),
      text(await call('store', { user_id: 'alice', content: 'Bob likes tea.', speaker: 'Bob' })),
      text(await call('stats', { user_id: 'alice' })),
    ];
    expect(texts[0]).toBe(
      `not_found_error: Store 'alice' does not exist. Create it with the create_store tool (arguments {"user_id": "alice"}). (code: not_found; request_id: req_1; user_id: alice)`,
    );
    expect(texts[1]).toContain("register it with the register_speaker tool.");
    expect(texts[2]).toContain('X-Service-Model');
    for (const t of texts) expect(t).not.toMatch(/\/api\/v1|POST \/|GET \/|`\w+`/);
  });

  it('turns anything unexpected into a tool error without internals, and keeps serving', async () => {
    let n = 0;
    const { call } = await connected(async () => {
      if (n++ === 0) throw new Error('socket hang up at 10.0.0.7');
      return { ok: true, data: { stats: { userId: 'a', totalMemories: 2, shortTermTurns: 0, supersededMemories: 0, pendingMemories: 0, speakers: 0 } } };
    });
    const failed = await call('stats', { user_id: 'a' });
    expect(failed.isError).toBe(true);
    expect(text(failed)).toBe('api_error: The server could not complete the request. (code: internal_error)');
    expect((await call('stats', { user_id: 'a' })).structuredContent).toMatchObject({ total_memories: 2 });
  });

  it('refuses arguments that cannot go together before anything runs', async () => {
    const { call, calls } = await connected(async () => ({ ok: true, data: {} }));
    expect(text(await call('forget', { user_id: 'a' }))).toMatch(/^invalid_request_error: Give memory_id .* or erase_all: true.*\(code: invalid_parameter/);
    expect(text(await call('search', { user_id: 'a', query: 'q', max_results: 0 }))).toMatch(/max_results/);
    expect(calls).toHaveLength(0);
  });

  it('says when an answer is the replay of an earlier write', async () => {
    const { call } = await connected(async () => ({
      ok: true,
      replayed: true,
      data: { storeTurn: { status: 'stored', turnId: 't1', memoryId: 'm1', duplicate: false, userErrors: [] } },
    }));
    expect(text(await call('store_turn', { user_id: 'a', user_msg: 'hi', idempotency_key: 'k' }))).toMatch(/replayed: nothing was written again/);
  });
});
