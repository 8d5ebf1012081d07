export const session = {
  loadError: 'Your session could not be checked.',
  retry: 'Retry',
};
