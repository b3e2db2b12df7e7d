// The builder's form: address, headline, colours, logo and cover, about text and sections, with
// the live preview beside it (below it on phones). Saving replaces the whole page.
import { CAREER_HEADLINE_MAX_LENGTH, CAREER_SLUG_MAX_LENGTH } from '@hireloop/shared/career-pages';
import { Save } from 'lucide-react';
import { useRef } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { RichTextEditor } from '#web/components/posting-form/rich-text-editor.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { UnsavedChangesGuard } from '#web/components/unsaved-changes-guard.tsx';
import { type CareerPage, useSaveCareerPage } from '../api/career-page.ts';
import {
  type CareerPageFormValues,
  formValuesOf,
  imageUrl,
  inputOf,
  placeServerErrors,
} from '../career-page-form-values.ts';
import { CareerPagePreview } from './career-page-preview.tsx';
import { ImagePicker } from './image-picker.tsx';
import { PublishBar } from './publish-bar.tsx';
import { SectionsEditor } from './sections-editor.tsx';

function ColourField({ name, label }: { name: 'primaryColor' | 'accentColor'; label: string }) {
  return (
    <Controller<CareerPageFormValues, typeof name>
      name={name}
      render={({ field, fieldState }) => (
        <div>
          <label htmlFor={`career-${name}`} className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          <div className="mt-1.5 flex items-center gap-2">
            <input
              id={`career-${name}`}
              type="color"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              className="h-11 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            />
            <span className="font-mono text-sm text-slate-700">{field.value}</span>
          </div>
          {fieldState.error?.message ? (
            <p className="mt-1 text-sm text-red-700">{fieldState.error.message}</p>
          ) : null}
        </div>
      )}
    />
  );
}

export function CareerPageForm({ page }: { page: CareerPage }) {
  const save = useSaveCareerPage();
  const allowLeaving = useRef(false);
  const form = useForm<CareerPageFormValues>({ defaultValues: formValuesOf(page) });
  const values = useWatch({ control: form.control }) as CareerPageFormValues;
  const { errors, isDirty, isSubmitting } = form.formState;
  const editable = page.abilities.update;

  const onSubmit = form.handleSubmit(async (current) => {
    try {
      const saved = await save.mutateAsync(inputOf(current));
      form.reset(formValuesOf(saved));
    } catch (error) {
      placeServerErrors(error, current, form.setError);
    }
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={isDirty} allowLeaving={allowLeaving} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <PublishBar page={page} dirty={isDirty} />
          <Card className="p-5 sm:p-6">
            <form noValidate onSubmit={onSubmit} className="space-y-8" aria-label="Career page">
              {errors.root?.server?.message ? (
                <Banner variant="error">{errors.root.server.message}</Banner>
              ) : null}
              <fieldset className="space-y-5" disabled={!editable}>
                <legend className="text-base font-semibold text-slate-900">Page</legend>
                <TextField
                  label="Address"
                  hint={`Your page lives at ${window.location.origin}/careers/${values.slug || '…'}`}
                  maxLength={CAREER_SLUG_MAX_LENGTH}
                  autoCapitalize="none"
                  spellCheck={false}
                  error={errors.slug?.message}
                  {...form.register('slug')}
                />
                <TextField
                  label="Headline"
                  maxLength={CAREER_HEADLINE_MAX_LENGTH}
                  error={errors.headline?.message}
                  {...form.register('headline')}
                />
                <div className="grid gap-5 sm:grid-cols-2">
                  <ColourField name="primaryColor" label="Brand colour" />
                  <ColourField name="accentColor" label="Accent colour" />
                </div>
                <div className="grid gap-5 sm:grid-cols-2">
                  <ImagePicker
                    label="Logo"
                    hint="Square, PNG, JPEG or WebP up to 5 MB. Without one, the company logo is used."
                    url={imageUrl(values.logoImage)}
                    onChange={(name) => form.setValue('logoImage', name, { shouldDirty: true })}
                    error={errors.logoImage?.message}
                  />
                  <ImagePicker
                    label="Cover"
                    hint="A wide photo behind the headline, up to 5 MB."
                    url={imageUrl(values.coverImage)}
                    onChange={(name) => form.setValue('coverImage', name, { shouldDirty: true })}
                    error={errors.coverImage?.message}
                    wide
                  />
                </div>
                <Controller
                  name="about"
                  render={({ field }) => (
                    <RichTextEditor
                      label="About"
                      placeholder="What you do, who the team is, what a good first month looks like…"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={errors.about?.message}
                    />
                  )}
                />
              </fieldset>
              {editable ? <SectionsEditor /> : null}
              {editable ? (
                <div className="flex justify-end border-t border-slate-200 pt-5">
                  <Button type="submit" loading={isSubmitting}>
                    <Save className="size-4" aria-hidden="true" />
                    Save page
                  </Button>
                </div>
              ) : (
                <p className="text-sm text-slate-600">
                  Only Managers and Company Admins change the career page.
                </p>
              )}
            </form>
          </Card>
        </div>
        <div className="min-w-0 xl:sticky xl:top-4 xl:self-start">
          <CareerPagePreview values={values} page={page} />
        </div>
      </div>
    </FormProvider>
  );
}
