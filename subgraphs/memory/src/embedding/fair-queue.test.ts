import { describe, expect, it } from 'vitest';
import { FairQueue, withLane } from './fair-queue.js';

type Task = Parameters<FairQueue['push']>[0];
const task = (name: string, tenant?: string) => withLane({ name }, { tenant }) as unknown as Task;
const interactive = (name: string, account: string, read = false) => withLane({ name }, { account, read }) as unknown as Task;
const drain = (q: FairQueue) => {
  const out: string[] = [];
  for (let t = q.shift(); t; t = q.shift()) out.push((t as unknown as { name: string }).name);
  return out;
};

describe('FairQueue', () => {
  it('serves interactive batches before any background batch, in arrival order', () => {
    const q = new FairQueue();
    q.push(task('a1', 'A'));
    q.push(task('i1'));
    q.push(task('a2', 'A'));
    q.push(task('i2'));
    expect(q.size).toBe(4);
    expect(drain(q)).toEqual(['i1', 'i2', 'a1', 'a2']);
    expect(q.size).toBe(0);
  });

  it('takes turns between tenants: a large import does not hold back a small one queued after it', () => {
    const q = new FairQueue();
    for (let i = 1; i <= 5; i++) q.push(task(`a${i}`, 'A'));
    q.push(task('b1', 'B'));
    q.push(task('b2', 'B'));
    q.push(task('c1', 'C'));
    expect(drain(q)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4', 'a5']);
  });

  it('a tenant that comes back joins the end of the rotation', () => {
    const q = new FairQueue();
    q.push(task('a1', 'A'));
    q.push(task('b1', 'B'));
    expect(drain(q)).toEqual(['a1', 'b1']);
    q.push(task('b2', 'B'));
    q.push(task('a2', 'A'));
    q.push(task('a3', 'A'));
    expect(q.shift()).toMatchObject({ name: 'b2' });
    q.push(task('i1'));
    expect(drain(q)).toEqual(['i1', 'a2', 'a3']);
  });

  it('removes a task (an aborted run) from its lane', () => {
    const q = new FairQueue();
    const b1 = task('b1', 'B');
    const i1 = task('i1');
    q.push(task('a1', 'A'));
    q.push(b1);
    q.push(i1);
    q.remove(b1);
    q.remove(i1);
    q.remove(task('x', 'X'));
    expect(q.size).toBe(1);
    expect(drain(q)).toEqual(['a1']);
  });
});

describe('FairQueue, background turns weighed by size', () => {
  const batch = (name: string, tenant: string, chars: number) => withLane({ name, texts: ['x'.repeat(chars)] }, { tenant }) as unknown as Task;

  it('charges a batch its characters: a tenant of small batches is not charged a large batch’s turn for each', () => {
    const q = new FairQueue();
    for (let i = 1; i <= 3; i++) q.push(batch(`big${i}`, 'flood', 10_000));
    for (let i = 1; i <= 3; i++) q.push(batch(`small${i}`, 'light', 1_000));
    // Light's three batches finish (in virtual time) before flood's first: they go first.
    expect(drain(q)).toEqual(['small1', 'small2', 'small3', 'big1', 'big2', 'big3']);
  });

  it('still gives a tenant of large batches its share while another’s small batches keep coming', () => {
    const q = new FairQueue();
    for (let i = 1; i <= 2; i++) q.push(batch(`big${i}`, 'flood', 3_000));
    for (let i = 1; i <= 7; i++) q.push(batch(`small${i}`, 'light', 1_000));
    expect(drain(q)).toEqual(['small1', 'small2', 'big1', 'small3', 'small4', 'small5', 'big2', 'small6', 'small7']);
  });

  it('charges counting and analysis a fiftieth of their characters: an import’s token count does not wait out embedding turns', () => {
    const q = new FairQueue();
    const count = (name: string, tenant: string, chars: number) => withLane({ name, texts: ['x'.repeat(chars)], count: true }, { tenant }) as unknown as Task;
    q.push(batch('flood1', 'flood', 2_000));
    q.push(batch('flood2', 'flood', 2_000));
    q.push(count('count', 'light', 50_000));
    q.push(batch('embed', 'light', 2_000));
    // The count (50,000 characters, charged 1,000) leaves light's embedding ahead of flood's second batch.
    expect(drain(q)).toEqual(['count', 'flood1', 'embed', 'flood2']);
  });

  it('gives a tenant that comes back after a pause no credit for the pause', () => {
    const q = new FairQueue();
    for (let i = 1; i <= 4; i++) q.push(batch(`a${i}`, 'A', 100));
    expect(q.shift()).toMatchObject({ name: 'a1' });
    expect(q.shift()).toMatchObject({ name: 'a2' });
    // B arrives now: it starts where the clock is, not at zero, so it alternates with A.
    q.push(batch('b1', 'B', 100));
    q.push(batch('b2', 'B', 100));
    expect(drain(q)).toEqual(['b1', 'a3', 'b2', 'a4']);
  });
});

describe('FairQueue, interactive lane', () => {
  it('weighs batches by size: a short search does not wait behind another account’s long query queued just before', () => {
    const q = new FairQueue();
    const query = (name: string, account: string, chars: number) => withLane({ name, texts: ['x'.repeat(chars)] }, { account, read: true }) as unknown as Task;
    q.push(query('long-a', 'a', 2_400));
    q.push(query('long-b', 'b', 2_400));
    q.push(query('short-c', 'c', 100));
    q.push(query('short-a', 'a', 100));
    expect(drain(q)).toEqual(['short-c', 'long-a', 'long-b', 'short-a']);
  });

  it('takes turns between accounts: one account’s pile of writes does not hold back another’s search', () => {
    const q = new FairQueue();
    for (let i = 1; i <= 4; i++) q.push(interactive(`w${i}`, 'flood'));
    q.push(task('bg', 'light'));
    q.push(interactive('s1', 'light', true));
    q.push(interactive('x1', 'other'));
    // After two interactive batches in a row the waiting background batch goes (see below).
    expect(drain(q)).toEqual(['w1', 's1', 'bg', 'x1', 'w2', 'w3', 'w4']);
  });

  it('never starves background work: a background batch goes after every two interactive ones', () => {
    const q = new FairQueue();
    q.push(task('bg1', 'flood'));
    q.push(task('bg2', 'flood'));
    for (let i = 1; i <= 5; i++) q.push(interactive(`s${i}`, `light${i}`, true));
    expect(drain(q)).toEqual(['s1', 's2', 'bg1', 's3', 's4', 'bg2', 's5']);
  });

  it('passes an account’s waiting write over for at most two of its reads', () => {
    const q = new FairQueue();
    q.push(interactive('w1', 'A'));
    for (let i = 1; i <= 4; i++) q.push(interactive(`r${i}`, 'A', true));
    expect(drain(q)).toEqual(['r1', 'r2', 'w1', 'r3', 'r4']);
  });

  it('serves an account’s read before its own earlier writes', () => {
    const q = new FairQueue();
    q.push(interactive('w1', 'A'));
    q.push(interactive('w2', 'A'));
    q.push(interactive('r1', 'A', true));
    q.push(interactive('b1', 'B'));
    expect(drain(q)).toEqual(['r1', 'b1', 'w1', 'w2']);
  });

  it('puts an interactive task back at the head with its account next', () => {
    const q = new FairQueue();
    q.push(interactive('a1', 'A'));
    q.push(interactive('a2', 'A'));
    q.push(interactive('b1', 'B'));
    const first = q.shift()!;
    q.unshift(first);
    expect(drain(q)).toEqual(['a1', 'b1', 'a2']);
    const r = interactive('r', 'C', true);
    q.push(r);
    q.remove(r);
    expect(q.size).toBe(0);
  });
});

describe('FairQueue.unshift', () => {
  it('puts a task the pool could not start back at the head, keeping its tenant’s turn', () => {
    const q = new FairQueue();
    for (const name of ['a1', 'a2', 'a3']) q.push(task(name, 'A'));
    q.push(task('b1', 'B'));
    q.push(task('b2', 'B'));
    expect(q.shift()).toMatchObject({ name: 'a1' });
    // The pool takes the next task, finds every thread busy and returns it.
    const next = q.shift()!;
    expect(next).toMatchObject({ name: 'b1' });
    q.unshift(next);
    expect(drain(q)).toEqual(['b1', 'a2', 'b2', 'a3']);
  });
});
