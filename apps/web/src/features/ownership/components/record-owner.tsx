import { useId } from 'react';
import { UserRound } from 'lucide-react';
import type { AssignableKind } from '@porchlight/domain/ownership/ownership';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSessionUser } from '@/lib/session-store';
import { useAssignRecords } from '../api/assign-records';
import { useBookPeople } from '../api/book-people';

type OwnedRecord = { id: string; assignedUserId: string | null; assignedName?: string | null };

/** On a record's page: who owns it, and "assign to" for anyone on the team. Nothing for a solo agent. */
export function RecordOwner({ kind, record }: { kind: AssignableKind; record: OwnedRecord }) {
  const people = useBookPeople();
  const assign = useAssignRecords(kind);
  const me = useSessionUser();
  const id = useId();
  const list = people.data?.people ?? [];
  if (list.length < 2) return null;
  const bookOwner = list[0]!;
  const ownerId = record.assignedUserId ?? bookOwner.id;
  const isFormer = !list.some((p) => p.id === ownerId);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
      <Label htmlFor={id} className="font-normal text-muted-foreground">
        Owner
      </Label>
      <NativeSelect
        id={id}
        className="w-48"
        value={ownerId}
        disabled={assign.isPending}
        onChange={(e) => {
          const person = list.find((p) => p.id === e.target.value);
          if (!person) return;
          assign.mutate(
            { ids: [record.id], assigneeId: person.id },
            {
              onSuccess: () => toast.success(`Assigned to ${person.id === me?.id ? 'you' : person.name}`),
              onError: (error) =>
                toast.error(`The ${kind === 'leads' ? 'lead' : 'property'} could not be assigned`, { description: messageOf(error) }),
            },
          );
        }}
      >
        {isFormer && <option value={ownerId}>{record.assignedName ?? 'A former teammate'}</option>}
        {list.map((p) => (
          <option key={p.id} value={p.id}>
            {p.id === me?.id ? `${p.name} (you)` : p.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
