import { describe, expect, it } from 'vitest';
import { KeyedSerial } from './keyed-serial.js';

describe('KeyedSerial', () => {
  it('runs tasks of one key one at a time, in order, and other keys alongside', async () => {
    const serial = new KeyedSerial();
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const a1 = serial.run('a', async () => {
      events.push('a1 start');
      await gate;
      events.push('a1 end');
    });
    const a2 = serial.run('a', async () => void events.push('a2'));
    const b1 = serial.run('b', async () => void events.push('b1'));
    await b1;
    expect(events).toEqual(['a1 start', 'b1']);
    release();
    await Promise.all([a1, a2]);
    expect(events).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
  });

  it('goes on after a failed task and passes its error to its caller only', async () => {
    const serial = new KeyedSerial();
    await expect(serial.run('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(serial.run('a', async () => 42)).resolves.toBe(42);
  });
});
