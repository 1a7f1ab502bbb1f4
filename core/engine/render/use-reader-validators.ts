import { use } from 'react';
import { chosenValidators, loadReaderValidators } from '../schema/validator-set.ts';

/**
 * For a render about to validate (resolving a list it was handed: a seeded first page, a ranking):
 * suspends, the first time only, until the readers' validators have loaded. The nearest boundary
 * keeps what the server rendered meanwhile. An answer from the network never waits here: the call
 * cache loaded them beside its request (core/engine/http/call-cache.ts).
 */
export function useReaderValidators(needed: boolean): void {
  if (needed && !chosenValidators()) use(loadReaderValidators());
}
