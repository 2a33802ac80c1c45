import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { AlertCircle, GripVertical } from 'lucide-react';
import { STEP_LABELS } from '@porchlight/domain/automations/flow-steps';
import { cn } from '@/lib/cn';
import { summaryOf, type DraftStep } from './draft-steps';

type StepListProps = {
  steps: DraftStep[];
  selectedId: string | null;
  invalidIds: Set<string>;
  onSelect: (id: string) => void;
  onReorder: (steps: DraftStep[]) => void;
};

/**
 * The flow as a vertical list. Drag a step by its handle (mouse or touch) or, with the handle
 * focused, press Space, move with the arrow keys and press Space again to drop.
 */
export function StepList({ steps, selectedId, invalidIds, onSelect, onReorder }: StepListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = steps.findIndex((s) => s.id === active.id);
    const to = steps.findIndex((s) => s.id === over.id);
    onReorder(arrayMove(steps, from, to));
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={steps.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ol className="grid grid-cols-1 gap-2" aria-label="Steps">
          {steps.map((step, index) => (
            <SortableStep
              key={step.id}
              step={step}
              index={index}
              isSelected={step.id === selectedId}
              isInvalid={invalidIds.has(step.id)}
              onSelect={() => onSelect(step.id)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableStep({
  step,
  index,
  isSelected,
  isInvalid,
  onSelect,
}: {
  step: DraftStep;
  index: number;
  isSelected: boolean;
  isInvalid: boolean;
  onSelect: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: step.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-stretch rounded-lg border bg-card',
        isSelected && 'ring-2 ring-primary',
        isDragging && 'opacity-70 shadow-lg',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="flex cursor-grab items-center px-2 text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={`Move step ${index + 1}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={isSelected}
        className="flex min-w-0 flex-1 items-center gap-3 px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-medium">{index + 1}</span>
        <span className="min-w-0 flex-1">
          <span className="block text-xs text-muted-foreground">{STEP_LABELS[step.type]}</span>
          <span className="block truncate text-sm">{summaryOf(step)}</span>
        </span>
        {isInvalid && <AlertCircle className="size-4 text-destructive" aria-label="Needs attention" />}
      </button>
    </li>
  );
}
