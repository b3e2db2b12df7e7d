import { BaseLayout } from './base-layout.tsx';

export default function BaseLightLayout() {
  return <BaseLayout tone="light" />;
}
