// Starts `cms/main.ts` on a fresh, seeded database in a temporary folder (removed on exit),
// so end-to-end tests never see or leave behind another run's writes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'cms/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CMS_DATA_DIR: dataDir },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
