import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiEmbedder } from '../../subgraphs/memory/src/embedding/index.js';
import { sharedEmbedder, testConfig } from '../testkit/service.js';

// The OpenAI-compatible provider against a real embedding server on loopback: an `/v1/embeddings`
// endpoint serving the same multilingual model (no prefixes added server-side, as such servers do).
const config = testConfig();
const server = Fastify();
let url: string;

beforeAll(async () => {
  const model = await sharedEmbedder({ ...config, embedding: { ...config.embedding, queryPrefix: '', passagePrefix: '' } });
  server.post('/v1/embeddings', async (req, reply) => {
    const body = req.body as { input: string[] | string; model: string };
    if (req.headers.authorization !== 'Bearer secret-key') return reply.code(401).send({ error: { message: 'bad key' } });
    const input = Array.isArray(body.input) ? body.input : [body.input];
    // Raw texts: the provider sends them already prefixed.
    const vectors = await model.embedPassages(input);
    const tokens = (await Promise.all(input.map((t) => model.countTokens(t)))).reduce((a, b) => a + b, 0);
    return { object: 'list', model: body.model, data: vectors.map((v, index) => ({ object: 'embedding', index, embedding: Array.from(v) })), usage: { prompt_tokens: tokens, total_tokens: tokens } };
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/v1`;
});
afterAll(() => server.close());

const options = () => ({ url, apiKey: 'secret-key', model: 'multilingual-e5-small', dimensions: 384, queryPrefix: 'query: ', passagePrefix: 'passage: ', batchSize: 2 });

describe('OpenAI-compatible embedder', () => {
  it('embeds in batches with the model prefixes and ranks cross-lingual matches', async () => {
    const e = new OpenAiEmbedder(options());
    const passages = await e.embedPassages(['Mein Hund heißt Bruno.', 'Die Steuererklärung ist im Mai fällig.', '東京は日本の首都です。']);
    expect(passages).toHaveLength(3);
    const [q] = await e.embedQueries(['what is my dog called?']);
    const scores = passages.map((p) => p.reduce((s, x, i) => s + x * q![i]!, 0));
    expect(scores.indexOf(Math.max(...scores))).toBe(0);
    expect(await e.countTokens('Mein Hund heißt Bruno und liebt den Strand')).toBe(10);
  });

  it('fails clearly on a rejected key or a dimension mismatch', async () => {
    await expect(new OpenAiEmbedder({ ...options(), apiKey: 'wrong' }).embedPassages(['x'])).rejects.toThrow(/answered 401/);
    await expect(new OpenAiEmbedder({ ...options(), dimensions: 768 }).embedPassages(['x'])).rejects.toThrow(/384 dimensions, expected 768/);
  });
});
