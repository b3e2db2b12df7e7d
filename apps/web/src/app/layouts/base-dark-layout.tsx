import { BaseLayout } from './base-layout.tsx';

/** For video and media screens, where a dark frame keeps attention on the content. */
export default function BaseDarkLayout() {
  return <BaseLayout tone="dark" />;
}
