import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAT_APPS } from '../../core/platform/bridge/chat-apps.ts';
import { backendsVcl } from '../../scripts/edge/edge-parts.ts';

const vcl = readFileSync(join(import.meta.dirname, '..', '..', 'deploy', 'varnish', 'default.vcl'), 'utf8');

describe('the edge VCL (deploy/varnish/default.vcl) keeps the app’s rules', () => {
  it('classifies chat-app browsers by exactly the app’s patterns', () => {
    const spelled = /req\.http\.User-Agent ~ "\(\?i\)([^"]+)"/.exec(vcl)?.[1];
    expect(spelled).toBe(CHAT_APPS.map((pattern) => pattern.source).join('|').replace(/\\\//g, '/'));
    expect(CHAT_APPS.every((pattern) => pattern.flags === 'i')).toBe(true);
  });

  it('passes every identity the server treats as personal', () => {
    for (const name of ['Authorization', 'token', 'TGT']) expect(vcl).toContain(`req.http.${name}`);
    expect(vcl).toContain('req.http.Cookie ~ "(^|;\\s*)TGT=');
  });

  it('declares one probed backend per instance, all in the director', () => {
    const backends = backendsVcl([6001, 6002]);
    expect(backends.match(/^backend instance_\d+ \{/gm)).toHaveLength(2);
    expect(backends).toContain('"Host: 127.0.0.1"');
    expect(backends).toContain('instances.add_backend(instance_1);');
    // After instance_1 fails, the next one is instance_0.
    expect(backends).toMatch(/"instance_1"\) \{\n\s+set bereq\.backend = instance_0;/);
  });
});
