import { apiErrorSchema } from '@aurelle/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopeIn } from './errors.ts';

describe('envelopeIn: the error envelope in a failed answer', () => {
  it('takes the message and the field errors', () => {
    expect(
      envelopeIn({ message: 'Out of stock', errors: { quantity: 'Too many' }, id: 1 }),
    ).toEqual({ message: 'Out of stock', errors: { quantity: 'Too many' } });
    expect(envelopeIn({ message: 'Gone' })).toEqual({ message: 'Gone' });
  });

  it('refuses a body that is not one', () => {
    for (const body of [null, 'Bad gateway', [], { message: 42 }, { message: 'x', errors: [] }]) {
      expect(envelopeIn(body)).toBeUndefined();
    }
    expect(envelopeIn({ message: 'x', errors: { a: 1 } })).toBeUndefined();
  });

  it('accepts exactly what the contract’s apiErrorSchema accepts, as it parses it', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('message', 'errors'));
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(null, true, 0, 1.5),
        text,
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(text, tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    const body = fc.oneof(
      json,
      fc.record(
        {
          message: fc.oneof(fc.string(), json),
          errors: fc.oneof(fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }), json),
          other: json,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(body, (sample) => {
        const parsed = apiErrorSchema.safeParse(sample);
        expect(envelopeIn(sample)).toEqual(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 2000 },
    );
  });
});
