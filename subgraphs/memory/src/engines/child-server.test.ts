import { describe, expect, it } from 'vitest';
import { startChildServer } from './child-server.js';

describe('child server', () => {
  it("names the first errors of a server that dies while starting, not only its output's tail", async () => {
    // A crash as Go prints it: the cause, then a stack dump longer than the tail kept. The script
    // sets its exit code rather than calling process.exit(), which can drop output still being
    // written to a pipe.
    const script = `console.log('starting'); console.error('panic: listen tcp 127.0.0.1:20001: bind: address already in use'); for (let i = 0; i < 400; i++) console.error('goroutine ' + i + ' [select]: runtime.gopark()'); process.exitCode = 2;`;
    const started = startChildServer({
      name: 'Test server',
      command: process.execPath,
      args: ['-e', script],
      ready: async () => false,
      startTimeoutMs: 30_000,
      stopSignal: 'SIGTERM',
      stopTimeoutMs: 1000,
      hint: 'logs nowhere',
    });
    const err = await started.then(() => undefined, (e: Error) => e);
    expect(err?.message).toMatch(/^Test server did not start \(logs nowhere\):\nfirst errors:\npanic: listen tcp 127\.0\.0\.1:20001: bind: address already in use\nlast output:\n/);
    expect(err?.message).toContain('goroutine 399 [select]');
    expect(err?.message).not.toContain('goroutine 0 [select]');
  });
});
