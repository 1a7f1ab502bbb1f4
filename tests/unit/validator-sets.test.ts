import * as fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { describeErrors, validateTolerant } from '../../core/engine/schema/tolerant.ts';
import { switchValidators } from '../../core/engine/schema/validator-set.ts';
import { SCHEMA_IDS, validators } from '../../schemas/generated/index.ts';
import { verboseValidators } from '../../schemas/generated/verbose.ts';
import { anyJson, FUZZ_SEED } from '../support/cms-answers.ts';

/**
 * Issue 17: readers check with validators that carry no messages; editors' and developers' pages with
 * ajv's own. Both must judge alike and report alike, or a reader's report would say something else
 * than the preview an editor opens.
 */
afterEach(() => switchValidators(null));

/** A schema's answer with one field of an arbitrary JSON value (most of them wrong). */
const answerWithOddField = fc.record({ field: fc.constantFrom('id', 'title', 'listStyle', 'thumbnailUrl', 'extend', 'contents', 'typeCode', 'code', 'data', 'voteTotal', 'userInfo'), value: anyJson });

describe("the readers' and the editors' validators", () => {
  it('judge every answer alike, and word every error alike', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCHEMA_IDS), answerWithOddField, (schemaId, { field, value }) => {
        const answer = { id: '1', title: '标题', typeCode: 'core.list.content', code: 200, [field]: value };
        const lean = validators[schemaId];
        const verbose = verboseValidators[schemaId];
        const leanOk = lean(structuredClone(answer));
        const leanErrors = describeErrors(lean.errors);
        expect(verbose(structuredClone(answer))).toBe(leanOk);
        expect(leanErrors).toEqual(describeErrors(verbose.errors));
        // Each error reads as a rule, never a bare keyword.
        for (const line of leanErrors) expect(line).toMatch(/ must /);
      }),
      { seed: FUZZ_SEED, numRuns: 400 },
    );
  });

  it("carry ajv's message only in the editors' set", () => {
    validators['content-item']({ id: '1', title: {} });
    verboseValidators['content-item']({ id: '1', title: {} });
    expect(validators['content-item'].errors?.[0]?.message).toBeUndefined();
    expect(verboseValidators['content-item'].errors?.[0]?.message).toBe('must be string');
  });

  it('are the ones tolerant validation uses once switched', () => {
    const bad = { id: '1', title: {} };
    const leanResult = validateTolerant('content-item', bad);
    switchValidators(verboseValidators);
    expect(validateTolerant('content-item', bad)).toEqual(leanResult);
    expect(leanResult).toEqual({ ok: false, errors: ['/title must be string (removed)', "(root) must have required property 'title'"], warnings: ['/title must be string (removed)'] });
  });
});
