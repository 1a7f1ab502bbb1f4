import { switchValidators } from './validator-set.ts';

/**
 * Editors and developers see every error in ajv's own words: preview, the playground and the plugin
 * gallery load the validators with messages (a chunk of their own, never a reader's) and check with
 * them from then on.
 */
export async function loadVerboseValidators(): Promise<void> {
  const { verboseValidators } = await import('../../../schemas/generated/verbose.ts');
  switchValidators(verboseValidators);
}
