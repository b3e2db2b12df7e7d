import { z } from '@hireloop/shared/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { checkFields } from './check-fields.ts';

afterEach(cleanup);

const schema = z.object({
  location: z.string().min(1, 'Say where.'),
  availability: z.enum(['now', 'later'], { message: 'Say when.' }),
});

let check: () => Promise<boolean> = async () => false;

function Step() {
  const form = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { location: '', availability: '' as 'now' },
  });
  check = () => checkFields(form, ['location', 'availability']);
  const { errors } = form.formState;
  return (
    <form noValidate>
      <TextField label="Where" error={errors.location?.message} {...form.register('location')} />
      <SelectField label="When" error={errors.availability?.message} {...form.register('availability')}>
        <option value="">Choose…</option>
        <option value="now">Now</option>
        <option value="later">Later</option>
      </SelectField>
    </form>
  );
}

describe('checkFields', () => {
  it('after a failed check, a fixed field drops its error on change, before any blur', async () => {
    render(<Step />);
    let valid = true;
    await act(async () => {
      valid = await check();
    });
    expect(valid).toBe(false);
    expect(screen.getByText('Say where.')).toBeTruthy();
    expect(screen.getByText('Say when.')).toBeTruthy();
    // The first invalid field has the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Where'));

    await act(async () => {
      fireEvent.change(screen.getByLabelText('When'), { target: { value: 'later' } });
    });
    expect(screen.queryByText('Say when.')).toBeNull();
    // A field changed to something still invalid keeps (or regains) its error.
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Where'), { target: { value: '' } });
    });
    expect(screen.getByText('Say where.')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Where'), { target: { value: 'Portland, OR' } });
    });
    expect(screen.queryByText('Say where.')).toBeNull();

    await act(async () => {
      valid = await check();
    });
    expect(valid).toBe(true);
  });

  it('before any check, a change alone shows no error (fields are not touched yet)', async () => {
    render(<Step />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Where'), { target: { value: '' } });
    });
    expect(screen.queryByText('Say where.')).toBeNull();
  });
});
