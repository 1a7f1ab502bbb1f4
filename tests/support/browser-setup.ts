import { vi } from 'vitest';
import { CONDITION_TIMEOUT_MS } from './condition-timeout.ts';
import '../../src/styles.css';
// The readers' validators, as a page has them once its first answer came (core/engine/schema/validator-set.ts).
import { provideBundledReaderValidators } from '../../core/engine/schema/reader-validators.ts';

provideBundledReaderValidators();

// vi.waitFor and vi.waitUntil wait as long as expect.poll (vitest.config.ts): their own 1 s failed in
// a stressed run (a list's last block not yet rendered).
const waitFor = vi.waitFor;
const waitUntil = vi.waitUntil;
vi.waitFor = ((callback, options) => waitFor(callback, options ?? { timeout: CONDITION_TIMEOUT_MS })) as typeof vi.waitFor;
vi.waitUntil = ((callback, options) => waitUntil(callback, options ?? { timeout: CONDITION_TIMEOUT_MS })) as typeof vi.waitUntil;
