import { catalogMessages, productOptionBodySchema } from '@aurelle/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { texts } from '../texts.ts';
import { formParseOptions } from './form.ts';

/** The messages a form shows for values checked by a schema with the form's parse options. */
function messagesOf(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value, formParseOptions);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('formParseOptions', () => {
  it('words a limit the contract leaves unworded as a sentence, never zod’s', () => {
    const option = { code: 'a'.repeat(41), name: { en: 'Size', fr: '' }, values: [] };
    const messages = messagesOf(productOptionBodySchema, option);
    expect(messages).toContain(texts.form.atMost(40));
    expect(messages.join(' ')).not.toMatch(/Invalid input|Too big|expected/);
  });

  it('keeps the contract’s own messages and says an empty field is to be filled in', () => {
    const messages = messagesOf(productOptionBodySchema, {
      code: 'Ring Size',
      name: { en: 'Size', fr: '' },
      values: [{ value: '', label: { en: '12', fr: '' } }],
    });
    expect(messages).toContain(catalogMessages.optionCodeInvalid);
    expect(messages).toContain(catalogMessages.optionValueRequired);
    expect(messagesOf(z.object({ note: z.string() }), {})).toEqual([texts.form.required]);
  });

  it('says a value outside the choices is one to choose again', () => {
    expect(messagesOf(z.object({ kind: z.enum(['a', 'b']) }), { kind: 'c' })).toEqual([
      texts.form.notAChoice,
    ]);
    expect(messagesOf(z.object({ at: z.uuid() }), { at: 'nope' })).toEqual([texts.form.invalid]);
  });
});
