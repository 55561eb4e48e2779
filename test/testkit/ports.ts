import { readFileSync } from 'node:fs';
import net from 'node:net';

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** The lowest port handed to a test's server. */
const LOWEST = 20_000;

/**
 * The kernel's ephemeral ports (Linux: `ip_local_port_range`), which it gives to outgoing
 * connections: one opened between our check and the server's bind (the server's own connections
 * while it starts, a pool's) can take a port from there, and the server then fails to start.
 */
function ephemeralRange(): [number, number] {
  try {
    const [lo, hi] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (lo && hi) return [lo, hi];
  } catch {
    // Not Linux: the range most systems use.
  }
  return [32768, 60999];
}

/**
 * The first of `count` consecutive loopback ports nobody listens on, outside the ephemeral range,
 * for a server of the test's own (the embedded Milvus standalone takes twelve from its base port).
 */
export async function freePortRange(count: number): Promise<number> {
  const [lo, hi] = ephemeralRange();
  // Bases (from inclusive, to exclusive) whose ports all lie below the ephemeral range, or all above it.
  const spans = [
    [LOWEST, lo - count + 1],
    [Math.max(LOWEST, hi + 1), 65_537 - count],
  ].filter(([from, to]) => to! > from!) as Array<[number, number]>;
  const total = spans.reduce((n, [from, to]) => n + to - from, 0);
  if (!total) throw new Error(`no ${count} consecutive ports outside the ephemeral range ${lo}-${hi}`);
  for (;;) {
    let pick = Math.floor(Math.random() * total);
    let base = 0;
    for (const [from, to] of spans) {
      if (pick < to - from) {
        base = from + pick;
        break;
      }
      pick -= to - from;
    }
    let free = true;
    for (let p = base; p < base + count && free; p++) free = await bindable(p);
    if (free) return base;
  }
}

/** A free loopback port outside the ephemeral range (nothing listens on it once this returns). */
export function freePort(): Promise<number> {
  return freePortRange(1);
}
