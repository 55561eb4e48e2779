// The browser the OAuth consent-page tests drive: Debian's Chromium, which playwright-core launches.
// `npm test` installs it when it is missing (apt-get, as root), so the README's two commands are the
// whole set-up. Plain Node with no dependencies, like setup.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/** What to do: `present`, `install` (root with apt-get) or `missing` (tell the user how). */
export function browserPlan({ present, root, apt }) {
  if (present) return { action: 'present' };
  if (root && apt) return { action: 'install', commands: [['apt-get', ['update', '-qq']], ['apt-get', ['install', '-y', '-qq', 'chromium']]] };
  return { action: 'missing', message: `the browser tests need Debian's chromium at ${CHROMIUM}: run \`sudo apt-get install -y chromium\`` };
}

export function ensureBrowser() {
  const plan = browserPlan({
    present: existsSync(CHROMIUM),
    root: process.getuid?.() === 0,
    apt: existsSync('/usr/bin/apt-get'),
  });
  if (plan.action === 'present') return;
  if (plan.action === 'missing') throw new Error(`setup: ${plan.message}`);
  console.error('setup: chromium…');
  for (const [cmd, args] of plan.commands) {
    execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
}
