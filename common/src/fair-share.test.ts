import { describe, expect, it } from 'vitest';
import { expectedDoneInMs, fairPriority, jobsAhead, MAX_PRIORITY, movingAverage, topAccounts } from './fair-share.js';

/** Serves jobs as BullMQ does with priorities: lowest first, first added first within one priority. */
function serve(jobs: Array<{ account: string; priority: number; seq: number }>) {
  return [...jobs].sort((a, b) => a.priority - b.priority || a.seq - b.seq).map((j) => j.account);
}

describe('fair share of a queue between accounts', () => {
  it('gives the n-th queued job of an account priority n, within BullMQ\'s range', () => {
    expect(fairPriority(1)).toBe(1);
    expect(fairPriority(0)).toBe(1);
    expect(fairPriority(37)).toBe(37);
    expect(fairPriority(10_000_000)).toBe(MAX_PRIORITY);
  });

  it('serves accounts by turns: a light account\'s job waits behind one job of each busy account, not their backlogs', () => {
    const counts = new Map<string, number>();
    const jobs: Array<{ account: string; priority: number; seq: number }> = [];
    const add = (account: string) => {
      const n = (counts.get(account) ?? 0) + 1;
      counts.set(account, n);
      jobs.push({ account, priority: fairPriority(n), seq: jobs.length });
    };
    for (let i = 0; i < 60; i++) add('flood');
    for (let i = 0; i < 5; i++) add('busy');
    add('light');
    const order = serve(jobs);
    expect(order.indexOf('light')).toBeLessThanOrEqual(2);
    // The busy account's five jobs are all served before the flood's sixth.
    const sixthFlood = order.map((a, i) => [a, i] as const).filter(([a]) => a === 'flood')[5]![1];
    expect(order.lastIndexOf('busy')).toBeLessThan(sixthFlood);
  });

  it('counts the jobs ahead of a new job as at most its priority from each account', () => {
    // The new job is its account's 2nd: one of its own, up to two from each other account.
    expect(jobsAhead([2, 60, 1, 5], 2)).toBe(2 + 2 + 1 + 2);
    expect(jobsAhead([1, 60], 1, 8)).toBe(1 + 1 + 8);
    expect(jobsAhead([], 1)).toBe(0);
  });

  it('estimates the wait as rounds of the worker slots times the average job', () => {
    expect(expectedDoneInMs(1, 8, 500)).toBe(500);
    expect(expectedDoneInMs(8, 8, 500)).toBe(500);
    expect(expectedDoneInMs(9, 8, 500)).toBe(1000);
    expect(expectedDoneInMs(0, 8, 0.2)).toBe(1);
    // An account's 9th job, 4 of its jobs run at once: three rounds, whatever runs beside it.
    expect(expectedDoneInMs(9, 12, 500, 9, 4)).toBe(1500);
    expect(expectedDoneInMs(20, 8, 500, 2, 4)).toBe(1500);
  });

  it('keeps a moving average that the first sample sets', () => {
    expect(movingAverage(undefined, 400)).toBe(400);
    expect(movingAverage(400, 1400, 0.1)).toBe(500);
  });

  it('bounds the accounts reported to the largest backlogs and sums the rest as other', () => {
    const backlogs = new Map([
      ['a', { queued: 5, oldestAt: 10 }],
      ['b', { queued: 50, oldestAt: 30 }],
      ['c', { queued: 1, oldestAt: 5 }],
      ['d', { queued: 2, oldestAt: 20 }],
    ]);
    const merged = topAccounts(backlogs, 2, (v) => v.queued, (x, y) => ({ queued: x.queued + y.queued, oldestAt: Math.min(x.oldestAt, y.oldestAt) }));
    expect(merged).toEqual([
      ['b', { queued: 50, oldestAt: 30 }],
      ['a', { queued: 5, oldestAt: 10 }],
      ['other', { queued: 3, oldestAt: 5 }],
    ]);
    expect(topAccounts(new Map([['a', 1]]), 2, (v) => v, (x, y) => x + y)).toEqual([['a', 1]]);
  });
});
