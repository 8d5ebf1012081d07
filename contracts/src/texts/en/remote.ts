export const remote = {
  heading: 'On another server',
  looking: (address: string) => `Looking up ${address}…`,
  pending: 'Pending',
  pendingHint: 'Their server has not accepted the follow yet.',
  externalProfile: (address: string) => `See ${address}'s profile on their server`,
  addressInvalid: 'Type an address such as @user@server.',
  retry: 'Try again',
  hostInvalid: 'Type a server such as example.org.',
  block: 'Block',
  unblock: 'Unblock',
  blocked: 'Blocked',
  blockConfirm: (address: string) =>
    `Block ${address}? You will stop following each other and their server will know you blocked them.`,
  blockedToast: (address: string) => `You blocked ${address}.`,
  unblockedToast: (address: string) => `You unblocked ${address}.`,
  blockedAccounts: 'Accounts on other servers',
};
