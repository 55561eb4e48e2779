import net from 'node:net';

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive loopback ports nobody listens on, for a server of the test's own
 * (the embedded Milvus standalone takes twelve from its base port).
 */
export async function freePortRange(count: number): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    let free = true;
    for (let p = base; p < base + count && free; p++) free = await bindable(p);
    if (free) return base;
  }
}
