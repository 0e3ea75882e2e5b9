import {
  shopSettingsMessages,
  storefrontSettingsBodySchema,
  type StorefrontSettings as Settings,
} from '@aurelle/contract';
import * as z from 'zod/mini';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { useStorefrontSettings, useUpdateStorefrontSettings } from './api.ts';
import { LoadedSettings } from './loaded-settings.tsx';
import { texts } from './texts.ts';

const t = texts.settings;

/** The e-mail as typed: empty means the shop's contact e-mail; the launch date the contract's. */
const storefrontFormSchema = z.object({
  quoteEmail: z.string().check((ctx) => {
    if (ctx.value.trim() === '') return;
    const checked = storefrontSettingsBodySchema.shape.quoteEmail.safeParse(ctx.value);
    if (!checked.success)
      ctx.issues.push({
        code: 'custom',
        message: shopSettingsMessages.emailInvalid,
        input: ctx.value,
      });
  }),
  launchAt: z.string().check((ctx) => {
    if (!storefrontSettingsBodySchema.shape.launchAt.safeParse(ctx.value).success)
      ctx.issues.push({
        code: 'custom',
        message: shopSettingsMessages.launchAtInvalid,
        input: ctx.value,
      });
  }),
});
type StorefrontForm = z.infer<typeof storefrontFormSchema>;

/** The date as the date-and-time field shows it: to the minute. */
const formOf = (settings: Settings): StorefrontForm => ({
  quoteEmail: settings.quoteEmail ?? '',
  launchAt: settings.launchAt.slice(0, 16),
});

function Form({ settings, canWrite }: { settings: Settings; canWrite: boolean }) {
  const save = useUpdateStorefrontSettings();
  const { handleSubmit, setError, formState, reset, field, subscribe } = useSchemaForm(
    storefrontFormSchema,
    formOf(settings),
  );
  const { message, notice, submit } = useSubmitFeedback(
    setError,
    ['quoteEmail', 'launchAt'],
    subscribe,
  );
  const onValid = submit(async (typed: StorefrontForm) => {
    const quoteEmail = typed.quoteEmail.trim();
    const saved = await save.mutateAsync({
      body: { quoteEmail: quoteEmail === '' ? null : quoteEmail, launchAt: typed.launchAt },
    });
    reset(formOf(saved));
    return t.storefrontSaved;
  });
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <TextField
        label={t.quoteEmail}
        type="email"
        autoComplete="off"
        spellCheck={false}
        hint={t.quoteEmailHint}
        readOnly={!canWrite}
        {...field('quoteEmail')}
      />
      <TextField
        label={t.launchAt}
        type="datetime-local"
        hint={t.launchAtHint}
        readOnly={!canWrite}
        {...field('launchAt')}
      />
      {canWrite ? (
        <FormActions label={t.saveStorefront} pending={isSubmitting} />
      ) : (
        <p className={fieldStyles.hint}>{t.readOnly}</p>
      )}
      <Notice>{notice}</Notice>
    </form>
  );
}

/**
 * "Shop pages": where the catalogue's request-quote line sends customers, and the launch
 * countdown's date (the coming-soon page shows until then). The shop follows at once.
 */
export function StorefrontSettings({ canWrite }: { canWrite: boolean }) {
  const query = useStorefrontSettings();
  return (
    <LoadedSettings query={query}>
      {(settings) => <Form settings={settings} canWrite={canWrite} />}
    </LoadedSettings>
  );
}
