import { validators } from '../../../schemas/generated/index.ts';
import { provideReaderValidators } from './validator-set.ts';

/**
 * Provides the readers' validators, whose code comes with this module: called by what validates while
 * it renders (the feed's resolver, the vote page's rules), by the server's renderer and the tests, as
 * they load; and by loadReaderValidators() once a page's first answer from the network brought it.
 */
export function provideBundledReaderValidators(): void {
  provideReaderValidators(validators);
}
