export const remote = {
  heading: 'On another server',
  looking: (address: string) => `Looking up ${address}…`,
  pending: 'Pending',
  pendingHint: 'Their server has not accepted the follow yet.',
  externalProfile: (address: string) => `See ${address}'s profile on their server`,
  addressInvalid: 'Type an address such as @user@server.',
  retry: 'Try again',
};
