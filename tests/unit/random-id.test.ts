import { describe, expect, it } from 'vitest';
import { randomId } from '../../core/engine/env/random-id.ts';
import { browserDeviceId } from '../../core/platform/tracking/privacy.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a random id wherever the app runs', () => {
  it('makes a version-4 id on a plain-http page, where crypto.randomUUID is missing', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 200 }, () => randomId(insecure)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('uses randomUUID where the page has it, and still makes one with no crypto at all', () => {
    expect(randomId({ getRandomValues: crypto.getRandomValues.bind(crypto), randomUUID: () => '00000000-0000-4000-8000-000000000000' })).toBe('00000000-0000-4000-8000-000000000000');
    expect(randomId(undefined)).toMatch(UUID_V4);
  });

  it("gives a browser outside the app its device id on plain http (tracking no longer throws there)", () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto')!;
    Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues: crypto.getRandomValues.bind(crypto) }, configurable: true });
    try {
      expect(browserDeviceId(storage)).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(globalThis, 'crypto', original);
    }
  });
});
