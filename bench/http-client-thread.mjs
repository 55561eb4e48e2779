// The bench's HTTP client, on a thread of its own: requests are built, sent and their answers read
// here, so the client's own work (fetch, JSON) is not done on the event loop that serves them and
// is not counted as the service's latency. Plain JavaScript: it needs no loader.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', async ({ id, url, method, headers, body }) => {
  try {
    const res = await fetch(url, { method, headers, body });
    parentPort.postMessage({ id, status: res.status, text: await res.text() });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err?.stack ?? err) });
  }
});
