export const messages = {
  listLabel: 'Conversations',
  empty: 'You have not received any messages yet.',
  read: 'Read',
  unread: 'Unread',
  noMessagesYet: 'No messages yet.',
  /** SPEC.md's name for a participant whose account was deleted. */
  deletedUser: 'Deleted user',
  me: 'Me',
  /** SPEC.md §2, in English. */
  typing: (name: string) => `${name} is typing…`,
  historyLabel: (name: string) => `Messages with ${name}`,
  historyStart: 'This is the start of the conversation.',
  loadOlder: 'Load earlier messages',
  inputLabel: 'Message',
  inputHint: 'Enter sends the message; Shift + Enter adds a line.',
  send: 'Send',
  sending: 'Sending…',
  tooLong: (max: number) => `A message cannot be longer than ${max} characters.`,
  back: 'Back to Messages',
  notFound: 'Conversation not found.',
  recipientDeleted: 'This user has deleted their account: they can no longer receive messages.',
  sendMessage: 'Send message',
};
