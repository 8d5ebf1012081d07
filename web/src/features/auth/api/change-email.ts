import type { ChangeEmailBody } from '@surcos/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** The verification link in the mail lands here; the profile page then confirms the change. */
export const EMAIL_CHANGED_CALLBACK = '/profile?emailChanged=1';

/** Nothing changes yet: the new address must be confirmed from the mail first. */
export const changeEmail = (body: ChangeEmailBody): Promise<unknown> =>
  apiPost('/api/auth/change-email', body);

export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => changeEmail({ newEmail, callbackURL: EMAIL_CHANGED_CALLBACK }),
  });
}
