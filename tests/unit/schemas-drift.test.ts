import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('generated validators and types', () => {
  it('match the JSON Schemas (run npm run schemas:build after editing a schema)', () => {
    const run = () =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-schemas.ts', '--check'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run).not.toThrow();
  }, 60_000); // a child process compiling every schema: seconds on a busy machine

  it('carry no call to the ajv compiler or eval (the page runs without unsafe-eval)', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['validators.js', 'validators-verbose.js']) {
      const code = readFileSync(join(root, 'schemas/generated', file), 'utf8');
      expect(code).not.toMatch(/new Function|\beval\(|require\(/);
    }
  });

  it("give readers' validators no messages, and editors' theirs", async () => {
    const { readFileSync } = await import('node:fs');
    const read = (file: string) => readFileSync(join(root, 'schemas/generated', file), 'utf8');
    expect(read('validators.js')).not.toMatch(/message:"must/);
    expect(read('validators-verbose.js')).toMatch(/message:"must be string"/);
  });
});
