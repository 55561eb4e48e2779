import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** A TCP socket in the LISTEN state, as the kernel lists it in `/proc/<pid>/net/tcp{,6}`. */
export interface ListeningSocket {
  address: string;
  port: number;
  inode: number;
}

/** A listening socket held by a process of a tree, and whether it is in this process's network namespace. */
export interface HeldSocket extends ListeningSocket {
  pid: number;
  command: string;
  /** False: the socket is in a network namespace of its own, out of reach from this machine's interfaces. */
  thisNamespace: boolean;
}

const LISTEN = '0A';

/** One address of `/proc/net/tcp{,6}`: hex words in the kernel's (little-endian) byte order. */
function decodeAddress(hex: string): string {
  const bytes: number[] = [];
  for (let w = 0; w < hex.length; w += 8) bytes.push(...[6, 4, 2, 0].map((i) => parseInt(hex.slice(w + i, w + i + 2), 16)));
  if (bytes.length === 4) return bytes.join('.');
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16));
  // Written in full (no `::` shortening): `0:0:0:0:0:0:0:0` is the wildcard, `0:0:0:0:0:0:0:1` loopback.
  const v4mapped = groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff';
  return v4mapped ? `::ffff:${bytes.slice(12).join('.')}` : groups.join(':');
}

/** The listening sockets of a `/proc/net/tcp` or `/proc/net/tcp6` table. */
export function parseTcpTable(text: string): ListeningSocket[] {
  const sockets: ListeningSocket[] = [];
  for (const line of text.split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    if (f.length < 10 || f[3] !== LISTEN) continue;
    const [addr, port] = f[1]!.split(':') as [string, string];
    sockets.push({ address: decodeAddress(addr), port: parseInt(port, 16), inode: Number(f[9]) });
  }
  return sockets;
}

/** Whether an address as `parseTcpTable` writes it listens on every interface. */
export function isWildcard(address: string): boolean {
  return address === '0.0.0.0' || address === '0:0:0:0:0:0:0:0' || address === '::ffff:0.0.0.0';
}

/** Whether an address as `parseTcpTable` writes it is loopback (127.0.0.0/8, ::1, v4-mapped loopback). */
export function isLoopback(address: string): boolean {
  return address.startsWith('127.') || address === '0:0:0:0:0:0:0:1' || address.startsWith('::ffff:127.');
}

function ppid(pid: number): number | undefined {
  try {
    // `pid (comm) state ppid ...`: comm may hold spaces and parentheses, so split after the last `)`.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** A process and every process descended from it (Linux `/proc`). */
export function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const parent = ppid(pid);
    if (parent !== undefined) parents.set(parent, [...(parents.get(parent) ?? []), pid]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}

function socketInodes(pid: number): Set<number> {
  const inodes = new Set<number>();
  let fds: string[] = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes; // exited meanwhile
  }
  for (const fd of fds) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(Number(m[1]));
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

function readOr(path: string, fallback: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback;
  }
}

function linkOr(path: string, fallback: string): string {
  try {
    return readlinkSync(path);
  } catch {
    return fallback;
  }
}

/** The listening sockets of the network namespace `pid` is in. */
function tableOf(pid: number | 'self'): ListeningSocket[] {
  return [...parseTcpTable(readOr(`/proc/${pid}/net/tcp`, '')), ...parseTcpTable(readOr(`/proc/${pid}/net/tcp6`, ''))];
}

/**
 * Every TCP socket listening in a process tree, and whether it is in this process's network
 * namespace. A socket stays in the namespace it was made in, whichever namespace its process moves
 * to, so each one is looked up in this namespace's table and in those of the tree's namespaces.
 */
export function listeningSocketsOfTree(root: number): HeldSocket[] {
  const own = linkOr('/proc/self/ns/net', 'self');
  const tables = new Map<string, ListeningSocket[]>([[own, tableOf('self')]]);
  const tree = processTree(root);
  for (const pid of tree) {
    const namespace = linkOr(`/proc/${pid}/ns/net`, '');
    if (namespace && !tables.has(namespace)) tables.set(namespace, tableOf(pid));
  }
  const held: HeldSocket[] = [];
  for (const pid of tree) {
    const inodes = socketInodes(pid);
    if (!inodes.size) continue;
    const command = readOr(`/proc/${pid}/comm`, '?').trim();
    for (const [namespace, table] of tables) {
      for (const socket of table) {
        if (inodes.has(socket.inode)) held.push({ ...socket, pid, command, thisNamespace: namespace === own });
      }
    }
  }
  return held;
}
