import { SearchX } from 'lucide-react';
import { ButtonLink } from '#web/components/button-link.tsx';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';

interface NotFoundPanelProps {
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
}

/** Shown for an id that does not exist or is outside the user's groups (the server answers 404). */
export function NotFoundPanel({ title, description, backTo, backLabel }: NotFoundPanelProps) {
  return (
    <Card className="mx-auto max-w-2xl">
      <EmptyState
        icon={SearchX}
        title={title}
        description={description}
        action={
          <ButtonLink to={backTo} variant="secondary">
            {backLabel}
          </ButtonLink>
        }
      />
    </Card>
  );
}
