import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../core/engine/env/load-once.ts';

describe('a load shared by its callers', () => {
  it('starts once however many ask, and every caller gets its result', async () => {
    let started = 0;
    const load = loadOnce(async () => {
      started += 1;
      return 'module';
    });
    await expect(Promise.all([load(), load(), load()])).resolves.toEqual(['module', 'module', 'module']);
    await load();
    expect(started).toBe(1);
  });

  it('forgets a failed load: the next caller tries again and can succeed', async () => {
    let started = 0;
    const load = loadOnce(async () => {
      started += 1;
      if (started === 1) throw new Error('file unreachable');
      return 'module';
    });
    await expect(load()).rejects.toThrow('file unreachable');
    await expect(load()).resolves.toBe('module');
    await expect(load()).resolves.toBe('module');
    expect(started).toBe(2);
  });
});
