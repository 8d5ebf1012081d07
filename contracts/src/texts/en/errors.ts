export const errors = {
  network: 'Could not connect to the server. Check your connection.',
  unexpected: 'An unexpected error occurred. Please try again.',
  routeTitle: 'Something went wrong',
  routeText: 'This page could not be shown. Reload the page to try again.',
  reload: 'Reload the page',
};
