/** SPEC.md §8's alerts, in its own English. */
export const register = {
  title: 'Create account',
  submit: 'Sign up',
  toLogin: 'Already have an account? Sign in',
  success: 'User registered successfully',
  failure: 'Error registering user. Please try again.',
};
