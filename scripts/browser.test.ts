import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../common/src/config.js';
import { browserPlan } from './browser.mjs';

describe('the test command sets up the browser tests', () => {
  it('runs set-up with the browser step before the tests', () => {
    const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.test).toMatch(/^node scripts\/setup\.mjs --test && /);
  });

  it("installs Debian's chromium only when it is missing, as root with apt-get", () => {
    expect(browserPlan({ present: true, root: true, apt: true })).toEqual({ action: 'present' });
    expect(browserPlan({ present: false, root: true, apt: true })).toMatchObject({
      action: 'install',
      commands: [['apt-get', ['update', '-qq']], ['apt-get', ['install', '-y', '-qq', 'chromium']]],
    });
    expect(browserPlan({ present: false, root: false, apt: true })).toMatchObject({ action: 'missing', message: expect.stringContaining('apt-get install -y chromium') });
    expect(browserPlan({ present: false, root: true, apt: false }).action).toBe('missing');
  });
});
