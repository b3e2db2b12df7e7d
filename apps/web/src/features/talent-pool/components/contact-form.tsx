// Adds a person who did not apply to the talent pool. The shared schema checks the fields here
// and on the server; the server's 422s (the same email twice: "This person is already in your
// talent pool.") appear beside their field.
import { fullName } from '@hireloop/shared/people';
import {
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_NOTES_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  createTalentPoolContactSchema,
} from '@hireloop/shared/pipeline';
import type { z } from '@hireloop/shared/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { TextAreaField } from '#web/components/text-area-field.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { type TalentPoolContact, useCreateContact } from '../api/talent-pool-contacts.ts';

type FormInput = z.input<typeof createTalentPoolContactSchema>;
type FormOutput = z.output<typeof createTalentPoolContactSchema>;

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'notes'] as const;

export function ContactForm({ onCreated }: { onCreated: (contact: TalentPoolContact) => void }) {
  const create = useCreateContact();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createTalentPoolContactSchema),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', notes: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const contact = await create.mutateAsync(values);
      toast.success(`${fullName(contact)} was added to your talent pool.`);
      form.reset();
      onCreated(contact);
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <Card className="p-4 sm:p-6">
      <h2 id="contact-form-heading" className="text-base font-semibold text-slate-900">
        Contact details
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Only your team sees this contact. You can invite them to apply to an opportunity next.
      </p>
      <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading" className="mt-5 space-y-4">
        {errors.root?.server?.message ? <Banner variant="error">{errors.root.server.message}</Banner> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="off"
            maxLength={CONTACT_NAME_MAX_LENGTH}
            error={errors.first_name?.message}
            required
            {...form.register('first_name')}
          />
          <TextField
            label="Last name"
            autoComplete="off"
            maxLength={CONTACT_NAME_MAX_LENGTH}
            error={errors.last_name?.message}
            required
            {...form.register('last_name')}
          />
          <TextField
            label="Email address"
            type="email"
            inputMode="email"
            autoComplete="off"
            error={errors.email?.message}
            required
            {...form.register('email')}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={CONTACT_PHONE_MAX_LENGTH}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
        </div>
        <TextAreaField
          label="Notes (optional)"
          rows={4}
          maxLength={CONTACT_NOTES_MAX_LENGTH}
          placeholder="Where you met, what they are great at…"
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            <UserPlus className="size-4" aria-hidden="true" />
            Add to talent pool
          </Button>
        </div>
      </form>
    </Card>
  );
}
