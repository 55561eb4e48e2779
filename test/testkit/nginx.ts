import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NGINX } from '../../scripts/nginx.mjs';

/**
 * Debian's nginx as a load balancer in front of replicas: a config generated into a temp dir, run in
 * the foreground as a child of this process (never the packaged service), listening on 127.0.0.1 only.
 */
export interface Balanced {
  /** Where the balancer listens (127.0.0.1). */
  port: number;
  /** The replicas' ports (127.0.0.1), taken in turn. */
  upstreams: number[];
}

export interface Nginx {
  readonly child: ChildProcess;
  readonly dir: string;
  /** Settles when nginx has exited. */
  readonly exited: Promise<void>;
  output(): string;
  close(): Promise<void>;
}

/**
 * The config for `sites`. A request on a connection that fails (a replica gone) is tried on the next
 * replica; a request already sent is not (a POST may have been acted on: the client's retry with its
 * `Idempotency-Key` decides). A replica that refused a connection is left out for a second.
 */
export function nginxConfig(dir: string, sites: Array<Balanced & { name: string }>): string {
  const temp = (name: string) => path.join(dir, name);
  const upstreams = sites
    .map(
      (s) => `  upstream ${s.name} {
${s.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=1s;`).join('\n')}
    keepalive 32;
  }`,
    )
    .join('\n');
  const servers = sites
    .map(
      (s) => `  server {
    listen 127.0.0.1:${s.port};
    location / {
      proxy_pass http://${s.name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_send_timeout 120s;
      proxy_buffering off;
      proxy_request_buffering off;
    }
  }`,
    )
    .join('\n');
  return `# Generated for a test run; nginx runs in the foreground as a child of the test.
daemon off;
master_process on;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_max_body_size 0;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${upstreams}
${servers}
}
`;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx with the generated config; resolves once every site accepts connections. */
export async function startNginx(sites: Array<Balanced & { name: string }>): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX}: \`npm test\` installs it (scripts/nginx.mjs)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mm-nginx-'));
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, d));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, sites));
  // `-e stderr`: the error log before the config is read (the compiled-in path may not be writable).
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const keep = (c: Buffer) => (text = (text + c.toString()).slice(-16 * 1024));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let gone = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => ((gone = true), resolve())));
  const close = async () => {
    if (!gone) child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (gone) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx exited at start:\n${text}`);
    }
    if ((await Promise.all(sites.map((s) => listening(s.port)))).every(Boolean)) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`nginx not listening within 10 s:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, dir, exited, output: () => text, close };
}
