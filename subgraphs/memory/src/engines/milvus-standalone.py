"""Starts the Milvus standalone server shipped by the `milvus` PyPI package (2.3.x), reachable on loopback only.

Milvus 2.3 listens on every interface, whatever its config says: each gRPC server binds ":PORT" and
so does its metrics/health server (the per-component `ip` settings only choose the address it
advertises). So the server runs in a network namespace of its own, whose only interface is its own
loopback, and this process forwards the two ports the service uses (the proxy's gRPC, the health
endpoint) from sockets bound to 127.0.0.1 in this machine's namespace, opened before it leaves it.
Nothing else of the server can be reached from outside its namespace, not even from this machine.

The kernel kills this process when its parent (the Node service) dies, however it dies, and the
server when this process dies. SIGTERM and SIGINT are passed on to the server, whose exit code this
process exits with. Usage: milvus-standalone.py BIN_DIR DATA_DIR PORT_BASE TIME_TICK_MS GRACEFUL_MS
"""
import ctypes
import errno
import fcntl
import os
import signal
import socket
import struct
import sys
import threading

import milvus

PR_SET_PDEATHSIG = 1
CLONE_NEWUSER = 0x10000000
CLONE_NEWNET = 0x40000000
SIOCGIFFLAGS = 0x8913
SIOCSIFFLAGS = 0x8914
IFF_UP = 0x1
F_SETPIPE_SZ = 1031
PIPE_SIZE = 1 << 20

# Each component's port, as an offset from PORT_BASE; the proxy (the SDK's address) is PORT_BASE itself.
PORTS = {
    'proxy_port': 0,
    'etcd_port': 1,
    'proxy_internal_port': 2,
    'root_coord_port': 3,
    'query_coord_port': 4,
    'query_node_port': 5,
    'index_coord_port': 6,
    'index_node_port': 7,
    'data_coord_port': 8,
    'data_node_port': 9,
}
METRICS_OFFSET = 10
ETCD_PEER_OFFSET = 11
COMPONENTS = ('rootCoord', 'proxy', 'queryCoord', 'queryNode', 'indexCoord', 'indexNode', 'dataCoord', 'dataNode')
# The ports forwarded from this machine's loopback: the SDK's (gRPC) and the health endpoint's.
FORWARDED = (0, METRICS_OFFSET)

libc = ctypes.CDLL(None, use_errno=True)


def fail(message: str) -> None:
    sys.exit(f'milvus-standalone: {message}')


def die_with_parent(parent: int) -> None:
    """The death signal survives exec; checking the parent afterwards closes the race with its exit."""
    if libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
        fail(f'prctl failed: {os.strerror(ctypes.get_errno())}')
    if os.getppid() != parent:
        fail('parent exited before the server started')


def enter_private_network() -> None:
    """Moves this process into a new network namespace (in a new user namespace unless root) and brings its loopback up."""
    uid, gid = os.geteuid(), os.getegid()
    flags = CLONE_NEWNET if uid == 0 else CLONE_NEWUSER | CLONE_NEWNET
    if libc.unshare(flags) != 0:
        err = os.strerror(ctypes.get_errno())
        fail(f'cannot create a private network namespace for the server ({err}); Milvus 2.3 listens on every '
             'interface, so it is not started without one. Use MILVUS_ENGINE=lite, or a Milvus server of your own '
             '(MILVUS_ADDRESS), or allow namespaces (root, or unprivileged user namespaces)')
    if flags & CLONE_NEWUSER:
        for name, text in (('setgroups', 'deny'), ('uid_map', f'0 {uid} 1'), ('gid_map', f'0 {gid} 1')):
            with open(f'/proc/self/{name}', 'w', encoding='ascii') as f:
                f.write(text)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        current = struct.unpack('16sH', fcntl.ioctl(s, SIOCGIFFLAGS, struct.pack('16sH', b'lo', 0)))[1]
        fcntl.ioctl(s, SIOCSIFFLAGS, struct.pack('16sH', b'lo', current | IFF_UP))


def copy(src: socket.socket, dst: socket.socket) -> None:
    buf = bytearray(256 * 1024)
    view = memoryview(buf)
    while n := src.recv_into(buf):
        dst.sendall(view[:n])


def splice(src: socket.socket, dst: socket.socket) -> bool:
    """Moves the bytes inside the kernel (a socket, a pipe, the other socket): an insert's megabytes
    cross in about a third of the time that copying them through Python takes. False when this
    kernel cannot splice sockets (nothing was moved then)."""
    r, w = os.pipe()
    try:
        try:
            fcntl.fcntl(w, F_SETPIPE_SZ, PIPE_SIZE)
        except OSError:
            pass  # the default 64 KiB still works
        try:
            n = os.splice(src.fileno(), w, PIPE_SIZE)
        except OSError as err:
            if err.errno in (errno.EINVAL, errno.ENOSYS):
                return False
            raise
        while n:
            while n:
                n -= os.splice(r, dst.fileno(), n)
            n = os.splice(src.fileno(), w, PIPE_SIZE)
        return True
    finally:
        os.close(r)
        os.close(w)


def pump(src: socket.socket, dst: socket.socket) -> None:
    try:
        if not splice(src, dst):
            copy(src, dst)
    except OSError:
        pass
    finally:
        # Half-close: the other direction may still be answering.
        for sock, how in ((dst, socket.SHUT_WR), (src, socket.SHUT_RD)):
            try:
                sock.shutdown(how)
            except OSError:
                pass


def relay(client: socket.socket, port: int) -> None:
    try:
        server = socket.create_connection(('127.0.0.1', port))
    except OSError:
        client.close()  # not up yet: the caller sees a closed connection and tries again
        return
    for sock in (client, server):
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    back = threading.Thread(target=pump, args=(server, client), daemon=True)
    back.start()
    pump(client, server)
    back.join()
    client.close()
    server.close()


def forward(listener: socket.socket, port: int) -> None:
    while True:
        client, _ = listener.accept()
        threading.Thread(target=relay, args=(client, port), daemon=True).start()


def write_config(data_dir: str, port_base: int, time_tick_ms: int, graceful_ms: int) -> str:
    """Writes the server's milvus.yaml and etcd.yaml; returns its base directory."""
    config = milvus.MilvusServerConfig(data_dir=data_dir)
    config.resolve_storage()
    for key, offset in PORTS.items():
        config.set(key, port_base + offset)
    for component in COMPONENTS:
        config.set(f'{component}.ip', '127.0.0.1')
    etcd_client = f'http://127.0.0.1:{port_base + PORTS["etcd_port"]}'
    etcd_peer = f'http://127.0.0.1:{port_base + ETCD_PEER_OFFSET}'
    etcd_config = os.path.join(config.base_data_dir, 'configs', 'etcd.yaml')
    with open(etcd_config, 'w', encoding='utf-8') as f:
        f.write(f'listen-client-urls: {etcd_client}\nadvertise-client-urls: {etcd_client}\n'
                f'listen-peer-urls: {etcd_peer}\ninitial-advertise-peer-urls: {etcd_peer}\n'
                f'initial-cluster: default={etcd_peer}\n')
    config.set('etcd.endpoints', etcd_client.removeprefix('http://'))
    # Writes are visible to a search that waits for them after about one tick.
    config.set('proxy.timeTickInterval', time_tick_ms)
    # How stale a Bounded search may be; the service searches Strong in tenants written more recently.
    config.set('proxy.gracefulTime', graceful_ms)
    # Segments without a built index (growing, or sealed below the indexing threshold) are searched
    # exactly, not through the interim IVF index, which probes 16 of 128 clusters: restricted to one
    # store's rows, that misses answers, most of all a query in another language than its answer.
    config.set('queryNode.segcore.interimIndex.enableIndex', 'false')
    # Every call authenticated; the service sets root's password on a new data directory (milvus-standalone.ts).
    config.set('authorization_enabled', True)
    config.write_config()
    # `etcd.config.path` is not in the package's template, so it is added to the written file.
    config_file = os.path.join(config.base_data_dir, 'configs', 'milvus.yaml')
    with open(config_file, encoding='utf-8') as f:
        text = f.read()
    with open(config_file, 'w', encoding='utf-8') as f:
        f.write(text.replace('\netcd:\n', f'\netcd:\n  config:\n    path: {etcd_config}\n', 1))
    return config.base_data_dir


def main() -> None:
    bin_base, data_dir = sys.argv[1], sys.argv[2]
    port_base, time_tick_ms, graceful_ms = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    parent = os.getppid()
    # Unpacks the server binary and its libraries once (checked by checksum on every start).
    milvus._initialize_data_files(bin_base)
    base_dir = write_config(data_dir, port_base, time_tick_ms, graceful_ms)

    # Bound in this machine's namespace before leaving it; they stay there.
    listeners = []
    for offset in FORWARDED:
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(('127.0.0.1', port_base + offset))
        listener.listen(128)
        listeners.append((listener, port_base + offset))
    enter_private_network()
    die_with_parent(parent)

    exe = os.path.join(bin_base, 'bin', 'milvus')
    env = dict(os.environ)
    env.update({
        'DEPLOY_MODE': 'STANDALONE',
        'METRICS_PORT': str(port_base + METRICS_OFFSET),
        'MILVUS_RUN_DIR': os.path.join(base_dir, 'run'),
        'LD_LIBRARY_PATH': ':'.join(filter(None, [os.path.dirname(exe), os.environ.get('LD_LIBRARY_PATH')])),
    })
    launcher = os.getpid()
    server = os.fork()
    if server == 0:
        for listener, _ in listeners:
            listener.close()
        die_with_parent(launcher)
        os.chdir(base_dir)
        os.execve(exe, [exe, 'run', 'standalone'], env)

    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda signum, _frame: os.kill(server, signum))
    for listener, port in listeners:
        threading.Thread(target=forward, args=(listener, port), daemon=True).start()
    _, status = os.waitpid(server, 0)
    code = os.waitstatus_to_exitcode(status)
    sys.exit(code if code >= 0 else 128 - code)


if __name__ == '__main__':
    main()
