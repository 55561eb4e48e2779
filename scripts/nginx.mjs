// The load balancer the replica test and `npm run replicas` put in front of the edges: Debian's nginx,
// run by the test as a child process with a generated config (never the packaged service).
// `npm test` installs it when it is missing (apt-get, as root), like the browser (browser.mjs). Plain
// Node with no dependencies, like setup.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX = '/usr/sbin/nginx';

/**
 * What to do: `present`, `install` (root with apt-get) or `missing` (tell the user how). Under
 * systemd the package starts its default site on port 80 of every interface: the install stops and
 * disables that service, as only the tests' own nginx (on 127.0.0.1) is wanted.
 */
export function nginxPlan({ present, root, apt, systemd }) {
  if (present) return { action: 'present' };
  if (root && apt) {
    const commands = [['apt-get', ['update', '-qq']], ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx']]];
    if (systemd) commands.push(['systemctl', ['disable', '--now', 'nginx']]);
    return { action: 'install', commands };
  }
  return { action: 'missing', message: `the replica tests need Debian's nginx at ${NGINX}: run \`sudo apt-get install -y nginx && sudo systemctl disable --now nginx\`` };
}

export function ensureNginx() {
  const plan = nginxPlan({
    present: existsSync(NGINX),
    root: process.getuid?.() === 0,
    apt: existsSync('/usr/bin/apt-get'),
    systemd: existsSync('/run/systemd/system'),
  });
  if (plan.action === 'present') return;
  if (plan.action === 'missing') throw new Error(`setup: ${plan.message}`);
  console.error('setup: nginx…');
  for (const [cmd, args] of plan.commands) {
    execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
}
