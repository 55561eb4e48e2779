import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import { projectRoot, type Config } from '../common/src/config.js';
import { createEmbedder } from '../subgraphs/memory/src/embedding/index.js';

export interface PeerJob {
  conversations: Array<{ user_id: string; turns: Array<{ key: string; content: string }>; questions: Array<{ qid: string; question: string }> }>;
  topK: number;
}

export interface PeerResult {
  name: string;
  addMs: number[];
  searchMs: number[];
  /** Turn keys in the order the peer ranked them, per question id. */
  questions: Record<string, string[]>;
}

const PEER_DIR = path.join(projectRoot, '.venv-peer');
const REQUIREMENTS = path.join(projectRoot, 'bench/peer/requirements.txt');

function run(cmd: string, args: string[], input?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, MEM0_TELEMETRY: 'False' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      const text = d.toString();
      stderr = (stderr + text).slice(-8000);
      for (const line of text.split('\n')) if (line.startsWith('mem0:')) process.stderr.write(`eval: peer ${line}\n`);
    });
    child.once('error', (err) => resolve({ code: null, stdout, stderr: `${stderr}\n${err.message}` }));
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

/** The peer's environment, created and filled from the registry the first time. */
async function ensurePeer(python: string): Promise<string | undefined> {
  const peerPython = path.join(PEER_DIR, 'bin/python');
  if (!existsSync(peerPython)) {
    const venv = await run(python, ['-m', 'venv', PEER_DIR]);
    if (venv.code !== 0) return `could not create ${PEER_DIR}: ${venv.stderr.trim().split('\n').at(-1)}`;
  }
  const check = await run(peerPython, ['-c', 'import mem0']);
  if (check.code !== 0) {
    process.stderr.write('eval: installing the peer (bench/peer/requirements.txt) into .venv-peer\n');
    const pip = await run(peerPython, ['-m', 'pip', 'install', '-q', '-r', REQUIREMENTS]);
    if (pip.code !== 0) return `mem0 could not be installed: ${pip.stderr.trim().split('\n').at(-1)}`;
  }
  return undefined;
}

/**
 * LoCoMo retrieval on mem0's open-source library with the same embedding model, served to it over an
 * OpenAI-compatible endpoint on loopback. Returns why not when the peer cannot run here.
 */
export async function runMem0(job: PeerJob, embedding: Config['embedding'], python: string): Promise<PeerResult | { missing: string }> {
  const problem = await ensurePeer(python);
  if (problem) return { missing: problem };
  // The endpoint embeds raw text, as embedding servers do; the peer adds the model's prefixes.
  const model = await createEmbedder({ ...embedding, queryPrefix: '', passagePrefix: '' });
  const server = Fastify({ bodyLimit: 50 * 1024 * 1024 });
  server.post('/v1/embeddings', async (req) => {
    const body = req.body as { input: string[] | string; model: string };
    const input = Array.isArray(body.input) ? body.input : [body.input];
    const vectors = await model.embedPassages(input);
    return { object: 'list', model: body.model, data: vectors.map((v, index) => ({ object: 'embedding', index, embedding: Array.from(v) })), usage: { prompt_tokens: 0, total_tokens: 0 } };
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  try {
    const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/v1`;
    const res = await run(
      path.join(PEER_DIR, 'bin/python'),
      [path.join(projectRoot, 'bench/peer/mem0_locomo.py')],
      JSON.stringify({
        conversations: job.conversations,
        top_k: job.topK,
        embedding_url: url,
        model: path.basename(embedding.model),
        dimensions: embedding.dimensions,
        query_prefix: embedding.queryPrefix,
        passage_prefix: embedding.passagePrefix,
      }),
    );
    if (res.code !== 0) return { missing: `mem0 run failed: ${res.stderr.trim().split('\n').slice(-3).join(' / ')}` };
    const out = JSON.parse(res.stdout) as { add_ms: number[]; search_ms: number[]; questions: Record<string, string[]> };
    return { name: 'mem0 2.2.1 (open-source library)', addMs: out.add_ms, searchMs: out.search_ms, questions: out.questions };
  } finally {
    await server.close();
    await model.close();
  }
}
