import { texts } from '@surcos/contracts/texts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useHeldLanguage } from '../../../lib/language.ts';
import { useUnsubscribe, useUnsubscribePreview } from '../api/unsubscribe.ts';

const t = texts.notifications.unsubscribe;

/**
 * Says what the link switches off and does it with one button; a bad link says so and changes
 * nothing. The page speaks the language of the member the link was mailed to, as their mail did.
 */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const preview = useUnsubscribePreview(token);
  const unsubscribe = useUnsubscribe();
  useHeldLanguage(preview.data?.language);

  if (
    token === '' ||
    (preview.isError && isApiError(preview.error) && preview.error.code !== 'NETWORK_ERROR')
  )
    return <InvalidLink />;
  if (preview.isPending) return <LoadingState />;
  if (preview.isError) return <FormAlert message={errorMessage(preview.error)} />;
  if (unsubscribe.isSuccess)
    return (
      <p role="status" className="max-w-xl text-lg">
        {t.done}
      </p>
    );
  if (unsubscribe.isError && isApiError(unsubscribe.error) && unsubscribe.error.code === 'INVALID_TOKEN')
    return <InvalidLink />;

  const { scope } = preview.data;
  return (
    <div className="flex max-w-xl flex-col items-start gap-4">
      <FormAlert message={unsubscribe.isError ? t.failed : null} />
      <p className="text-lg">
        {scope === 'all' ? t.explainAll : t.explainKind(texts.notifications.kinds[scope])}
      </p>
      <Button variant="danger" isLoading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        {t.confirm}
      </Button>
    </div>
  );
}

function InvalidLink() {
  return (
    <div className="flex max-w-xl flex-col items-start gap-4">
      <p role="alert" className="text-lg font-bold">
        {t.invalid}
      </p>
      <p>{t.invalidHint}</p>
      <ButtonLink to="/notifications/settings" variant="secondary">
        {texts.notifications.settingsLink}
      </ButtonLink>
    </div>
  );
}
