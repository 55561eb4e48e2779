import { Worker } from 'node:worker_threads';

export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * HTTP requests sent from a worker thread (http-client-thread.mjs). A bench in the same process as
 * the service would otherwise spend its client's CPU (undici's fetch, reading the answer) on the
 * thread that serves the request, between the service's own steps, and count it as the edge's cost;
 * a real client runs elsewhere. What remains on this thread per call is one message each way.
 */
export class HttpClientThread {
  private readonly worker = new Worker(new URL('./http-client-thread.mjs', import.meta.url));
  private readonly pending = new Map<number, { resolve: (a: RawAnswer) => void; reject: (e: Error) => void }>();
  private next = 0;

  constructor() {
    this.worker.on('message', (m: { id: number; status?: number; text?: string; error?: string }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve({ status: m.status!, text: m.text! });
    });
    this.worker.on('error', (err) => {
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    });
    this.worker.unref();
  }

  request(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<RawAnswer> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, url, ...init });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
