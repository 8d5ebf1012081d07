import { HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH } from '../../limits.ts';

/** A member's handle: chosen at registration, shown as `@handle@host`, changed once on Profile. */
export const handles = {
  label: 'Username',
  hint: `Your address on Surcos and on other servers. ${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} letters without accents, digits or _.`,
  required: 'Enter a username.',
  tooShort: `The username must have at least ${HANDLE_MIN_LENGTH} characters.`,
  tooLong: `The username cannot be longer than ${HANDLE_MAX_LENGTH} characters.`,
  characters: 'Use only letters without accents, digits and underscores (_).',
  reserved: 'That username is reserved. Choose another one.',
  unchanged: 'That is already your username.',
  checking: 'Checking whether it is free…',
  available: (address: string) => `Available: your address will be ${address}.`,
  taken: 'That username is already taken.',
  takenTry: (suggestion: string) => `That username is already taken. Try “${suggestion}”.`,
  useSuggestion: (suggestion: string) => `Use “${suggestion}”`,
  address: 'Address',
  copy: 'Copy',
  copyLabel: (address: string) => `Copy the address ${address}`,
  copied: 'Address copied.',
  copyFailed: 'Could not copy: select the address and copy it by hand.',
  change: {
    open: 'Change username',
    title: 'Change username',
    text: 'You can change it only once: after that it cannot be changed again. Your current address will keep leading to your profile, and people following you from other servers will move to the new one.',
    field: 'New username',
    confirm: 'Change it for good',
    cancel: 'Cancel',
    success: (address: string) => `Your address is now ${address}.`,
    failure: 'Could not change the username. Please try again.',
    done: 'You have already changed your username once: it cannot be changed again.',
  },
};
