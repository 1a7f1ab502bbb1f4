import { loadOnce } from '../env/load-once.ts';
import type { SchemaId } from '../../../schemas/generated/schema-ids.ts';
import type { CompiledValidator } from '../../../schemas/validator-types.ts';

export type ValidatorSet = Readonly<Record<SchemaId, CompiledValidator>>;

/**
 * Which validators tolerant validation uses: the editors' (with messages, core/engine/schema/verbose.ts)
 * once a page switched to them, else the readers' (schemas/generated/validators.js, 14 KB gz) once
 * they have loaded. Kept apart from the validators themselves, so that asking costs a page none of
 * their code: a page the server rendered takes its first answers as the server read them (its seed)
 * and needs the validators only with its first answer from the network.
 */
let chosen: ValidatorSet | null = null;
let readers: ValidatorSet | null = null;

export function switchValidators(set: ValidatorSet | null): void {
  chosen = set;
}

/** Called by core/engine/schema/reader-validators.ts as it loads. */
export function provideReaderValidators(set: ValidatorSet): void {
  readers = set;
}

export const chosenValidators = (): ValidatorSet | null => chosen ?? readers;

// Pure: a bundle that never calls it (the offline worker's) leaves the validators out.
const loadBundledReaderValidators = /* @__PURE__ */ loadOnce(() => import('./reader-validators.ts').then((module) => module.provideBundledReaderValidators()));

/**
 * The readers' validators, loaded once (a failed load is tried again next time). Every answer from
 * the network waits for them (core/engine/http/request.ts, call-cache.ts), alongside its request; a
 * module that validates during a render provides them itself (provideBundledReaderValidators).
 */
export function loadReaderValidators(): Promise<void> {
  return readers ? Promise.resolve() : loadBundledReaderValidators();
}
