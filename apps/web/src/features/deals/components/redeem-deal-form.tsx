// The company to create with the deal: its name and an optional short name, as /create-company
// asks. A deal that ran out meanwhile answers 422 on `deal`, shown above the fields.
import { redeemDealSchema } from '@hireloop/shared/deals';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { showValidationErrors } from '#web/lib/form-errors.ts';
import { redeemDeal } from '../api/deals.ts';

const FIELDS = ['name', 'nickname'] as const;

export function RedeemDealForm({ slug, onRedeemed }: { slug: string; onRedeemed: () => Promise<void> }) {
  const form = useForm({
    resolver: zodResolver(redeemDealSchema),
    defaultValues: { name: '', nickname: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await redeemDeal(slug, values);
      await onRedeemed();
    } catch (error) {
      showValidationErrors(error, FIELDS, form.setError);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign your company up">
      {errors.root?.server?.message ? <Banner variant="error">{errors.root.server.message}</Banner> : null}
      <TextField
        label="Company name"
        autoComplete="organization"
        placeholder="Acme Corporation"
        error={errors.name?.message}
        required
        {...form.register('name')}
      />
      <TextField
        label="Short name (optional)"
        placeholder="Acme"
        error={errors.nickname?.message}
        {...form.register('nickname')}
      />
      <Button type="submit" size="lg" block loading={isSubmitting}>
        Claim deal and create company
      </Button>
    </form>
  );
}
