import { describe, expect, it } from 'vitest';
import { dropScratchDatabase } from './migrate.js';

describe('dropScratchDatabase', () => {
  it('refuses a database whose name does not end in the scratch suffix, before connecting anywhere', async () => {
    await expect(dropScratchDatabase('postgresql://postgres@127.0.0.1:1/memory_marketplace', '_test')).rejects.toThrow(/refusing to drop memory_marketplace/);
    await expect(dropScratchDatabase('postgresql://postgres@127.0.0.1:1/x_test_copy', '_test')).rejects.toThrow(/refusing/);
  });
});
