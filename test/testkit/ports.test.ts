import { readFileSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, freePortRange } from './ports.js';

const [lo, hi] = (() => {
  try {
    return readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number) as [number, number];
  } catch {
    return [32768, 60999] as const;
  }
})();

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });

describe('test ports', () => {
  it('are free and outside the ephemeral range, where outgoing connections could take them before the server binds', async () => {
    for (let i = 0; i < 50; i++) {
      const base = await freePortRange(12);
      expect(base).toBeGreaterThanOrEqual(20_000);
      expect(base + 11 < lo || base > hi).toBe(true);
      const one = await freePort();
      expect(one < lo || one > hi).toBe(true);
    }
    const base = await freePortRange(12);
    const servers = await Promise.all(Array.from({ length: 12 }, (_, i) => listen(base + i)));
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });
});
