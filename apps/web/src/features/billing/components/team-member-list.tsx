import type { TeamMember } from '@porchlight/domain/billing/billing-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatShortDate } from './format';

/** The people you invited: accepted members and pending invitations. */
export function TeamMemberList({ members, onRemove }: { members: TeamMember[]; onRemove: (member: TeamMember) => void }) {
  return (
    <ul aria-label="Team members" className="divide-y divide-border rounded-lg border border-border">
      {members.map((member) => (
        <li key={member.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
              <span className="truncate">{member.name ?? member.email}</span>
              <Badge variant={member.status === 'active' ? 'secondary' : 'outline'}>
                {member.status === 'active' ? 'Accepted' : 'Pending'}
              </Badge>
            </p>
            <p className="truncate text-xs text-muted-foreground">
              {member.name ? `${member.email} · ` : ''}
              {member.status === 'active'
                ? `Joined ${formatShortDate(member.accepted_at)}`
                : `Invited ${formatShortDate(member.invited_at)}`}
            </p>
          </div>
          <Button size="sm" variant="outline" aria-label={`Remove ${member.email}`} onClick={() => onRemove(member)}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
