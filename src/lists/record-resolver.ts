import { loadOnce } from '../../core/engine/env/load-once.ts';
import { loadReaderValidators } from '../../core/engine/schema/validator-set.ts';

type RecordResolver = typeof import('../../core/domain/search/resolve-records.ts');

let loaded: RecordResolver | null = null;

/**
 * What resolves a list's records (core/domain/search/resolve-records.ts) with the readers' validators it
 * needs, loaded once, when a list first has records to resolve: a page whose lists the server resolved
 * (its seed) hydrates without either.
 */
export const loadRecordResolver = loadOnce(() =>
  Promise.all([import('../../core/domain/search/resolve-records.ts'), loadReaderValidators()]).then(([resolver]) => (loaded = resolver)),
);

/** The resolver if it has loaded (null before): for a list that shows its placeholder meanwhile rather than suspend. */
export const loadedRecordResolver = (): RecordResolver | null => loaded;
