"""Starts the Milvus standalone server shipped by the `milvus` PyPI package (2.3.x) in place of this process.

The package's own launcher picks free ports from 40000 up, listens on every interface and leaves the
server running when its parent dies. This one writes a config with every port given by the caller on
127.0.0.1, then becomes the server (exec), asking the kernel to kill it when its parent (the Node
service) dies, however it dies. Usage: milvus-standalone.py BIN_DIR DATA_DIR PORT_BASE TIME_TICK_MS GRACEFUL_MS
"""
import ctypes
import os
import signal
import sys

import milvus

PR_SET_PDEATHSIG = 1

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


def main() -> None:
    bin_base, data_dir = sys.argv[1], sys.argv[2]
    port_base, time_tick_ms, graceful_ms = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    parent = os.getppid()
    # Unpacks the server binary and its libraries once (checked by checksum on every start).
    milvus._initialize_data_files(bin_base)
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
        # The embedded etcd otherwise listens on localhost:2379/2380, whoever else uses them.
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
    config.write_config()
    # `etcd.config.path` is not in the package's template, so it is added to the written file.
    config_file = os.path.join(config.base_data_dir, 'configs', 'milvus.yaml')
    with open(config_file, encoding='utf-8') as f:
        text = f.read()
    with open(config_file, 'w', encoding='utf-8') as f:
        f.write(text.replace('\netcd:\n', f'\netcd:\n  config:\n    path: {etcd_config}\n', 1))

    exe = os.path.join(bin_base, 'bin', 'milvus')
    env = dict(os.environ)
    env.update({
        'DEPLOY_MODE': 'STANDALONE',
        'METRICS_PORT': str(port_base + METRICS_OFFSET),
        'MILVUS_RUN_DIR': os.path.join(config.base_data_dir, 'run'),
        'LD_LIBRARY_PATH': ':'.join(filter(None, [os.path.dirname(exe), os.environ.get('LD_LIBRARY_PATH')])),
    })
    # The death signal survives exec; checking the parent afterwards closes the race with its exit.
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
        sys.exit(f'prctl failed: {os.strerror(ctypes.get_errno())}')
    if os.getppid() != parent:
        sys.exit('parent exited before the server started')
    os.chdir(config.base_data_dir)
    os.execve(exe, [exe, 'run', 'standalone'], env)


if __name__ == '__main__':
    main()
