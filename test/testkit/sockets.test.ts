import { describe, expect, it } from 'vitest';
import { isLoopback, isWildcard, parseTcpTable } from './sockets.js';

// Lines as Linux writes them in /proc/net/tcp and /proc/net/tcp6 (state 0A: LISTEN, 01: ESTABLISHED).
const TCP = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:5B8C 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 17751 1 0000000000000000 100 0 0 10 0
   1: 00000000:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 17752 1 0000000000000000 100 0 0 10 0
   2: 0100007F:5B8C 0100007F:D2F0 01 00000000:00000000 00:00000000 00000000     0        0 17753 1 0000000000000000 20 4 30 10 -1
   3: 0500000A:0050 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 17754 1 0000000000000000 100 0 0 10 0`;
const TCP6 = `  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000000000000000000000000000:5B98 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 17777 1 0000000000000000 100 0 0 10 0
   1: 00000000000000000000000001000000:1F91 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 17778 1 0000000000000000 100 0 0 10 0
   2: 0000000000000000FFFF00000100007F:1F92 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 17779 1 0000000000000000 100 0 0 10 0`;

describe('listening sockets from /proc/net', () => {
  it('reads the listening sockets of an IPv4 table, with their address, port and inode', () => {
    expect(parseTcpTable(TCP)).toEqual([
      { address: '127.0.0.1', port: 23436, inode: 17751 },
      { address: '0.0.0.0', port: 8080, inode: 17752 },
      { address: '10.0.0.5', port: 80, inode: 17754 },
    ]);
  });

  it('reads IPv6 addresses: the wildcard, loopback and v4-mapped loopback', () => {
    expect(parseTcpTable(TCP6).map((s) => [s.address, s.port])).toEqual([
      ['0:0:0:0:0:0:0:0', 23448],
      ['0:0:0:0:0:0:0:1', 8081],
      ['::ffff:127.0.0.1', 8082],
    ]);
  });

  it('tells wildcard and loopback addresses apart', () => {
    const addresses = [...parseTcpTable(TCP), ...parseTcpTable(TCP6)].map((s) => s.address);
    expect(addresses.filter(isWildcard)).toEqual(['0.0.0.0', '0:0:0:0:0:0:0:0']);
    expect(addresses.filter(isLoopback)).toEqual(['127.0.0.1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']);
  });
});
