import { registerSchema } from '@hireloop/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { NameFields } from './name-fields.tsx';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

// A form like sign-up: the names first, then fields the form renders itself.
function SignUpLikeForm() {
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)} aria-label="Sign up">
      <NameFields
        firstName={form.register('first_name')}
        lastName={form.register('last_name')}
        errors={errors}
      />
      <TextField label="Email address" error={errors.email?.message} {...form.register('email')} />
      <button type="submit">Create account</button>
    </form>
  );
}

describe('NameFields', () => {
  it('labels both names, marks them required, and focuses the first name when the form is empty', async () => {
    render(<SignUpLikeForm />);
    const first = screen.getByLabelText('First name') as HTMLInputElement;
    const last = screen.getByLabelText('Last name') as HTMLInputElement;
    expect([first.required, first.autocomplete, last.required, last.autocomplete]).toEqual([
      true,
      'given-name',
      true,
      'family-name',
    ]);
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Sign up' }));
    });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(first);
  });
});
