// Client-side checks of the login form, worded like the server's validation messages.
export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export type LoginErrors = Partial<Record<'email' | 'password', string>>;

// Deliberately loose: the server has the final word; this only catches obvious typos.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'The email field is required.';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'The email must be a valid email address.';
  if (values.password === '') errors.password = 'The password field is required.';
  return errors;
}
