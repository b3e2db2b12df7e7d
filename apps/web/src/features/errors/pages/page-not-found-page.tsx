import { NotFoundContent } from '../components/not-found-content.tsx';

export default function PageNotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-20 sm:px-6">
      <NotFoundContent />
    </div>
  );
}
