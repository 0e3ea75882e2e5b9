import {
  SOCIAL_NETWORKS,
  shopSettingsMessages,
  isSocialLink,
  type SocialLinks,
  type SocialNetwork,
} from '@aurelle/contract';
import * as z from 'zod/mini';
import { Alert, Notice } from '../../components/ui/alert.tsx';
import fieldStyles from '../../components/ui/field.module.css';
import formStyles from '../../components/ui/form.module.css';
import { FormActions } from '../../components/ui/form.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useSubmitFeedback, useSchemaForm } from '../../lib/form.ts';
import { useSocialLinks, useUpdateSocialLinks } from './api.ts';
import { LoadedSettings } from './loaded-settings.tsx';
import { texts } from './texts.ts';

const t = texts.settings;

/** A network's address as typed: empty for none, else the contract's https rule. */
const linkField = z.string().check((ctx) => {
  const value = ctx.value.trim();
  if (value !== '' && !isSocialLink(value))
    ctx.issues.push({
      code: 'custom',
      message: shopSettingsMessages.socialLinkInvalid,
      input: ctx.value,
    });
});
const socialFormSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, linkField])) as Record<
    SocialNetwork,
    typeof linkField
  >,
);
type SocialForm = z.infer<typeof socialFormSchema>;

const formOf = (links: SocialLinks): SocialForm =>
  Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, links[network] ?? '']),
  ) as SocialForm;

const bodyOf = (typed: SocialForm): SocialLinks =>
  Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, typed[network].trim() || null]),
  ) as SocialLinks;

function Form({ links, canWrite }: { links: SocialLinks; canWrite: boolean }) {
  const save = useUpdateSocialLinks();
  const { handleSubmit, setError, formState, reset, field, subscribe } = useSchemaForm(
    socialFormSchema,
    formOf(links),
  );
  const { message, notice, submit } = useSubmitFeedback(setError, [...SOCIAL_NETWORKS], subscribe);
  const onValid = submit(async (typed: SocialForm) => {
    const saved = await save.mutateAsync({ body: bodyOf(typed) });
    reset(formOf(saved));
    return t.socialSaved;
  });
  const { isSubmitting } = formState;
  return (
    <form noValidate className={formStyles.form} onSubmit={handleSubmit(onValid)}>
      {message && <Alert>{message}</Alert>}
      <p className={fieldStyles.hint}>{t.socialIntro}</p>
      {SOCIAL_NETWORKS.map((network) => (
        <TextField
          key={network}
          label={t.networks[network]}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          readOnly={!canWrite}
          {...field(network)}
        />
      ))}
      {canWrite ? (
        <FormActions label={t.saveSocial} pending={isSubmitting} />
      ) : (
        <p className={fieldStyles.hint}>{t.readOnly}</p>
      )}
      <Notice>{notice}</Notice>
    </form>
  );
}

/** "Social links": one address per network, the shop's footer's links in both languages. */
export function SocialSettings({ canWrite }: { canWrite: boolean }) {
  const query = useSocialLinks();
  return (
    <LoadedSettings query={query}>
      {(links) => <Form links={links} canWrite={canWrite} />}
    </LoadedSettings>
  );
}
