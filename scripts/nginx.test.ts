import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../common/src/config.js';
import { nginxPlan } from './nginx.mjs';

describe('the test command sets up the load balancer of the replica tests', () => {
  it('installs nginx in the --test set-up only, not for `npm start`', () => {
    const setup = readFileSync(path.join(projectRoot, 'scripts', 'setup.mjs'), 'utf8');
    expect(setup).toMatch(/const testing = process\.argv\.includes\('--test'\);/);
    expect(setup).toMatch(/if \(testing\) \{[^}]*ensureNginx\(\)/);
    expect(setup.match(/ensureNginx\(\)/g)).toHaveLength(1);
  });

  it("installs Debian's nginx only when it is missing, as root with apt-get, and leaves the packaged service off", () => {
    expect(nginxPlan({ present: true, root: true, apt: true, systemd: true })).toEqual({ action: 'present' });
    const install = ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx']];
    expect(nginxPlan({ present: false, root: true, apt: true, systemd: false })).toEqual({
      action: 'install',
      commands: [['apt-get', ['update', '-qq']], install],
    });
    expect(nginxPlan({ present: false, root: true, apt: true, systemd: true })).toEqual({
      action: 'install',
      commands: [['apt-get', ['update', '-qq']], install, ['systemctl', ['disable', '--now', 'nginx']]],
    });
    expect(nginxPlan({ present: false, root: false, apt: true, systemd: true })).toMatchObject({ action: 'missing', message: expect.stringContaining('apt-get install -y nginx') });
    expect(nginxPlan({ present: false, root: true, apt: false, systemd: false }).action).toBe('missing');
  });
});
