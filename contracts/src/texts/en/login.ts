/** SPEC.md §8's alerts, in its own English. */
export const login = {
  title: 'Sign in',
  submit: 'Sign in',
  toRegister: 'No account? Sign up',
  forgotPassword: 'Forgot your password?',
  success: 'User logged in successfully',
  failure: 'Error logging in user. Please check your credentials and try again.',
};
