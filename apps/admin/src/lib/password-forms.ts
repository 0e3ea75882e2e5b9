import { changePasswordBodySchema, staffNameSchema, staffPasswordSchema } from '@aurelle/contract';
import * as z from 'zod/mini';
import { texts } from '../texts.ts';

/*
 * The forms that set a password ask for it twice; their shapes are the contract's body plus that
 * second field, which never travels.
 */

const sameAs = <T extends Record<string, unknown>>(
  field: keyof T & string,
  again: keyof T & string,
) =>
  z.refine<T>((value) => value[field] === value[again], {
    message: texts.password.mismatch,
    path: [again],
  });

/** Accepting an invitation: the body without its token (it comes from the link), plus `confirm`. */
export const acceptInvitationFormSchema = z
  .object({ name: staffNameSchema, password: staffPasswordSchema, confirm: z.string() })
  .check(sameAs('password', 'confirm'));

/** Changing one's password: `changePasswordBodySchema` plus `confirm`. */
export const changePasswordFormSchema = z
  .object({ ...changePasswordBodySchema.shape, confirm: z.string() })
  .check(sameAs('newPassword', 'confirm'));
