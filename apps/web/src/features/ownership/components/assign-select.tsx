import type { AssignableKind } from '@porchlight/domain/ownership/ownership';
import { NativeSelect } from '@/components/ui/native-select';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSessionUser } from '@/lib/session-store';
import { useAssignRecords } from '../api/assign-records';
import { useBookPeople } from '../api/book-people';

const noun = (kind: AssignableKind, n: number) =>
  kind === 'leads' ? (n === 1 ? '1 lead' : `${n} leads`) : n === 1 ? '1 property' : `${n} properties`;

/** The tables' bulk action: give the selected records to someone on the team (shown only on a team). */
export function AssignSelect({ kind, ids }: { kind: AssignableKind; ids: string[] }) {
  const people = useBookPeople();
  const assign = useAssignRecords(kind);
  const me = useSessionUser();
  const list = people.data?.people ?? [];
  if (list.length < 2) return null;
  return (
    <NativeSelect
      aria-label={`Assign selected ${kind} to`}
      className="w-44"
      value=""
      disabled={assign.isPending}
      onChange={(e) => {
        const person = list.find((p) => p.id === e.target.value);
        if (!person) return;
        assign.mutate(
          { ids, assigneeId: person.id },
          {
            onSuccess: ({ assigned }) =>
              toast.success(
                assigned === 0
                  ? `Already ${person.id === me?.id ? 'yours' : `${person.name}'s`}`
                  : `${noun(kind, assigned)} assigned to ${person.id === me?.id ? 'you' : person.name}`,
              ),
            onError: (error) => toast.error(`The ${kind} could not be assigned`, { description: messageOf(error) }),
          },
        );
      }}
    >
      <option value="">Assign to...</option>
      {list.map((p) => (
        <option key={p.id} value={p.id}>
          {p.id === me?.id ? `${p.name} (you)` : p.name}
        </option>
      ))}
    </NativeSelect>
  );
}
