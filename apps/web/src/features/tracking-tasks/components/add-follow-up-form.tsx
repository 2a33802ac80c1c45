import { useState, type FormEvent } from 'react';
import { CalendarPlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useCreateTrackingTask } from '../api/tracking-tasks';

/** "2026-11-26T09:00" for a datetime-local box: tomorrow at 9, the agent's own clock. */
function tomorrowAtNine(now = new Date()) {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A follow-up for one lead: what to do and when (a reminder comes then). */
export function AddFollowUpForm({ leadId }: { leadId: string }) {
  const create = useCreateTrackingTask();
  const [note, setNote] = useState('');
  const [dueAt, setDueAt] = useState(tomorrowAtNine);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const due = new Date(dueAt);
    if (!dueAt || Number.isNaN(due.getTime())) return setProblem('Choose when to follow up.');
    setProblem(null);
    create.mutate(
      { kind: 'follow_up', lead_id: leadId, due_at: due.toISOString(), note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          toast.success('Follow-up added');
        },
        onError: (error) => toastErrorUnlessLimitReached(error, 'The follow-up could not be added. Please try again.'),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-2 rounded-lg border border-dashed p-3" aria-label="Add a follow-up">
      <div className="grid gap-1">
        <Label htmlFor={`follow-up-note-${leadId}`}>What to do</Label>
        <Input
          id={`follow-up-note-${leadId}`}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          placeholder="Call about the second viewing"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`follow-up-due-${leadId}`}>When</Label>
        <Input
          id={`follow-up-due-${leadId}`}
          type="datetime-local"
          value={dueAt}
          onChange={(e) => setDueAt(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `follow-up-due-${leadId}-problem` : undefined}
        />
        {problem && (
          <p id={`follow-up-due-${leadId}-problem`} role="alert" className="text-xs text-destructive">
            {problem}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" className="justify-self-start" isLoading={create.isPending}>
        {!create.isPending && <CalendarPlus aria-hidden="true" />}
        {create.isPending ? 'Adding...' : 'Add follow-up'}
      </Button>
    </form>
  );
}
