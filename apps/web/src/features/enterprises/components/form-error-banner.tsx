import { Banner } from '#web/components/banner.tsx';

/** A server message that belongs to no single field of the form, shown above the fields. */
export function FormErrorBanner({ message }: { message?: string }) {
  if (!message) return null;
  return <Banner variant="error">{message}</Banner>;
}
