// Drag and drop on the board (@dnd-kit/core, decision 022): a card is picked up with the mouse
// (after 6 px, so clicks still click), by touch (press and hold, so a swipe still scrolls the
// columns) or from its handle with the keyboard (Space or Enter, then Left/Right jump a step at a
// time, Space or Enter drops, Escape cancels). Every step is announced to screen readers.
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  type UniqueIdentifier,
  useDndContext,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { clsx } from 'clsx';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import { Avatar } from '#web/components/avatar.tsx';
import type { CompanyCandidate } from '#web/features/pipeline/api/pipeline-types.ts';
import type { BoardStep } from '#web/features/pipeline/board-columns.ts';
import { candidateName } from '#web/features/pipeline/candidate-name.ts';

const STEP_PREFIX = 'step:';
export const stepDropId = (stepId: number) => `${STEP_PREFIX}${stepId}`;
const stepIdOf = (id: UniqueIdentifier | undefined | null): number | null =>
  typeof id === 'string' && id.startsWith(STEP_PREFIX) ? Number(id.slice(STEP_PREFIX.length)) : null;

const INSTRUCTIONS =
  'To move a candidate to another step, press Space or Enter on their drag handle. ' +
  'Use the Left and Right arrow keys to choose the step, then press Space or Enter to drop, or Escape to cancel. ' +
  'Candidates selected with their checkbox move together.';

// The pointer decides where a mouse or finger drops; with the keyboard (no pointer) the card's
// outline is placed on the chosen column, so the column it overlaps most wins.
const collisionDetection: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/** Left/Right jump to the column before or after the one the card is over; Up/Down do nothing. */
const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) event.preventDefault();
  if (direction === 0) return undefined;
  event.preventDefault();
  const columns = context.droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = context.droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  // The column the card is over; if the board changed under the drag (a teammate's move arriving
  // live re-measures the columns) and nothing is "over" for a moment, the column under the card.
  let current = columns.findIndex((column) => column.id === context.over?.id);
  const card = context.collisionRect;
  if (current < 0 && card) {
    const middle = card.left + card.width / 2;
    current = columns.findIndex(
      (column) => middle >= column.rect.left && middle < column.rect.left + column.rect.width,
    );
  }
  const target = columns[current + direction];
  if (current < 0 || !target) return undefined;
  return { x: target.rect.left + 8, y: target.rect.top + 48 };
};

/**
 * The card whose handle gets the focus back when it appears in its new column: a keyboard drop
 * moves the card to another list, so the handle that had the focus is replaced by a new one. Only
 * for a moment (the move shows within milliseconds), so a later re-render never steals the focus.
 */
type PendingFocus = { applicationId: number; until: number } | null;
const FocusAfterDrop = createContext<RefObject<PendingFocus> | null>(null);
const FOCUS_WINDOW_MS = 2000;

/** For a card's handle: whether it should take the focus now (once). */
export function useTakesFocusAfterDrop(applicationId: number): () => boolean {
  const pending = useContext(FocusAfterDrop);
  return useCallback(() => {
    const wanted = pending?.current;
    if (!pending || !wanted || wanted.applicationId !== applicationId) return false;
    pending.current = null;
    return Date.now() <= wanted.until;
  }, [pending, applicationId]);
}

interface BoardDragAndDropProps {
  steps: readonly BoardStep[];
  /** The cards a drag of this card carries: the whole selection when it is part of it. */
  draggedWith: (candidate: CompanyCandidate) => CompanyCandidate[];
  findCandidate: (applicationId: number) => CompanyCandidate | undefined;
  onDrop: (dragged: CompanyCandidate[], toStepId: number) => void;
  children: ReactNode;
}

export function BoardDragAndDrop({
  steps,
  draggedWith,
  findCandidate,
  onDrop,
  children,
}: BoardDragAndDropProps) {
  const [dragged, setDragged] = useState<CompanyCandidate[]>([]);
  const focusAfterDrop = useRef<PendingFocus>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    // The board scrolls to the chosen column at once, so "over" is said of the column in view.
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates, scrollBehavior: 'auto' }),
  );

  const stepName = (id: UniqueIdentifier | undefined | null) =>
    steps.find((step) => step.id === stepIdOf(id))?.name ?? null;
  const who = (id: UniqueIdentifier) => {
    const candidate = findCandidate(Number(id));
    const name = candidate ? candidateName(candidate.candidate) : 'The candidate';
    const others = (candidate ? draggedWith(candidate).length : 1) - 1;
    return others > 0 ? `${name} and ${others} other${others === 1 ? '' : 's'}` : name;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const from = findCandidate(Number(active.id))?.step?.name;
      return `Picked up ${who(active.id)}${from ? ` from ${from}` : ''}.`;
    },
    onDragOver: ({ active, over }) => {
      // Over its own column (where every drag starts) says nothing, so "Picked up" is heard.
      if (stepIdOf(over?.id) === findCandidate(Number(active.id))?.step?.id) return undefined;
      const name = stepName(over?.id);
      return name ? `${who(active.id)} over ${name}.` : `${who(active.id)} is not over a step.`;
    },
    onDragEnd: ({ active, over }) => {
      const name = stepName(over?.id);
      return name ? `${who(active.id)} dropped on ${name}.` : `${who(active.id)} dropped where they were.`;
    },
    onDragCancel: ({ active }) => `Moving ${who(active.id)} was cancelled.`,
  };

  const start = ({ active }: DragStartEvent) => {
    const candidate = findCandidate(Number(active.id));
    setDragged(candidate ? draggedWith(candidate) : []);
  };
  const end = ({ active, over, activatorEvent }: DragEndEvent) => {
    const toStepId = stepIdOf(over?.id);
    const fromKeyboard = activatorEvent instanceof KeyboardEvent;
    focusAfterDrop.current =
      fromKeyboard && toStepId !== null
        ? { applicationId: Number(active.id), until: Date.now() + FOCUS_WINDOW_MS }
        : null;
    if (toStepId !== null && dragged.length > 0) onDrop(dragged, toStepId);
    setDragged([]);
  };

  const first = dragged[0];
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged([])}
    >
      <FocusAfterDrop.Provider value={focusAfterDrop}>{children}</FocusAfterDrop.Provider>
      <DragOverlay dropAnimation={null}>
        {first ? (
          <div className="flex w-64 items-center gap-2.5 rounded-lg border border-brand-300 bg-white p-3 shadow-lg ring-2 ring-brand-200">
            <Avatar name={candidateName(first.candidate)} src={first.candidate.avatar} size="sm" />
            <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">
              {candidateName(first.candidate)}
            </span>
            {dragged.length > 1 ? (
              <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                {dragged.length}
              </span>
            ) : null}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * The row of columns, scrolling sideways below 1280 px with each column snapping into place; not
 * while a card is dragged: snapping turns each small automatic scroll at the edge into a jump to
 * the next column, and the board would fly to its end.
 */
export function ColumnsRow({ children }: { children: ReactNode }) {
  const { active } = useDndContext();
  return (
    <section
      aria-label="Pipeline steps"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the columns sideways on small screens
      tabIndex={0}
      className={clsx(
        'relative -mx-4 flex gap-3 overflow-x-auto px-4 pb-3 sm:-mx-6 sm:px-6 xl:mx-0 xl:px-0',
        !active && 'snap-x snap-mandatory xl:snap-none',
      )}
    >
      {children}
    </section>
  );
}
