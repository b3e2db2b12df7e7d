import { registerSchema } from '@hireloop/shared/auth';
import { installValidationMessages } from '@hireloop/shared/validation-messages';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NameFields } from '#web/components/name-fields.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from './form-errors.ts';
import { HttpError } from './http.ts';
import { type FormSchemaLoader, useLightForm } from './use-light-form.ts';

installValidationMessages();
afterEach(cleanup);

type Submit = (values: unknown, setError: Parameters<typeof showValidationErrors>[2]) => Promise<void>;

function SignUp({ onValid, email = '' }: { onValid: Submit; email?: string }) {
  const form = useLightForm(async () => registerSchema, {
    first_name: '',
    last_name: '',
    email,
    password: '',
    password_confirmation: '',
  });
  const { errors, isSubmitting } = form.formState;
  const typed = form.watch('email');
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onValid(values, form.setError as never))}>
      <p data-testid="server">{errors.root?.server?.message}</p>
      <p data-testid="typed">{typed}</p>
      <NameFields
        firstName={form.register('first_name')}
        lastName={form.register('last_name')}
        errors={errors}
      />
      <TextField
        label="Email address"
        type="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <button type="submit">{isSubmitting ? 'Sending' : 'Create account'}</button>
    </form>
  );
}

/** One email field whose schema comes from `loadSchema`. */
function EmailOnly({
  loadSchema,
  onValid,
}: {
  loadSchema: FormSchemaLoader<unknown>;
  onValid: (values: unknown) => void;
}) {
  const form = useLightForm(loadSchema, { email: 'x' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Email address" {...form.register('email')} />
      <button type="submit">Send</button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button')));
  // The schema comes from a loader (decision 140): let it resolve and the submit go on.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('useLightForm', () => {
  it('fetches its schema once, when a field is first focused', async () => {
    const loadSchema = vi.fn(async () => registerSchema);
    render(<EmailOnly loadSchema={loadSchema} onValid={vi.fn()} />);
    expect(loadSchema).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('Email address'));
    fireEvent.blur(screen.getByLabelText('Email address'));
    fireEvent.focus(screen.getByLabelText('Email address'));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('submits to the server when its schema cannot be fetched', async () => {
    const onValid = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<EmailOnly loadSchema={() => Promise.reject(new Error('offline'))} onValid={onValid} />);
    await submit();
    expect(onValid).toHaveBeenCalledWith({ email: 'x' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('fills default values into the uncontrolled inputs', () => {
    render(<SignUp onValid={vi.fn()} email="ada@example.com" />);
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('ada@example.com');
  });

  it('shows the first message of each invalid field on submit and focuses the first one registered', async () => {
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    type('Email address', 'not-an-email');
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('The first name field is required.')).toBeTruthy();
    expect(screen.getByText('The email must be a valid email address.')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('validates again as each field changes after the first submit, not before', async () => {
    render(<SignUp onValid={vi.fn()} />);
    type('First name', 'x');
    type('First name', '');
    expect(screen.queryByText('The first name field is required.')).toBeNull();
    await submit();
    expect(screen.getByText('The first name field is required.')).toBeTruthy();
    act(() => type('First name', 'Ada'));
    expect(screen.queryByText('The first name field is required.')).toBeNull();
    expect(screen.getByText('The last name field is required.')).toBeTruthy();
  });

  it('submits the parsed values, reports submitting, and re-renders watched fields', async () => {
    let finish = () => {};
    const onValid = vi.fn<Submit>(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignUp onValid={onValid} />);
    type('First name', ' Ada ');
    type('Last name', 'Lovelace');
    type('Email address', 'ADA@Example.com');
    expect(screen.getByTestId('typed').textContent).toBe('ADA@Example.com');
    type('Password', 'correct horse');
    type('Confirm password', 'correct horse');
    await submit();
    expect(screen.getByRole('button').textContent).toBe('Sending');
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      password_confirmation: 'correct horse',
    });
    await act(async () => finish());
    expect(screen.getByRole('button').textContent).toBe('Create account');
  });

  it('puts a 422 beside its fields, focuses the first, and keeps messages of unknown fields for the form', async () => {
    const body = {
      message: 'Invalid.',
      errors: { email: ['The email has already been taken.'], plan: ['No plan.'] },
    };
    const onValid: Submit = async (_values, setError) => {
      showValidationErrors(new HttpError(422, body, new Response()), ['email'], setError);
    };
    render(<SignUp onValid={onValid} email="ada@example.com" />);
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Password', 'correct horse');
    type('Confirm password', 'correct horse');
    await submit();
    expect(screen.getByText('The email has already been taken.')).toBeTruthy();
    expect(screen.getByTestId('server').textContent).toBe('No plan.');
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
  });
});
