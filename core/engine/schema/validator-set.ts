import type { SchemaId } from '../../../schemas/generated/schema-ids.ts';
import type { CompiledValidator } from '../../../schemas/validator-types.ts';

export type ValidatorSet = Readonly<Record<SchemaId, CompiledValidator>>;

/**
 * Which validators tolerant validation uses: the readers' (schemas/generated/validators.js, no
 * messages) unless a page switched to the editors' (core/engine/schema/verbose.ts). Both check the same.
 * Kept apart from the validators themselves, so that switching costs a page none of their code.
 */
let chosen: ValidatorSet | null = null;

export function switchValidators(set: ValidatorSet | null): void {
  chosen = set;
}

export const chosenValidators = (): ValidatorSet | null => chosen;
