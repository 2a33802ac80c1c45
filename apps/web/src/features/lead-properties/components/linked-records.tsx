import { useState } from 'react';
import { Link } from 'react-router';
import { Building2, Link2, Unlink, UserRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  LEAD_PROPERTY_KINDS,
  LEAD_PROPERTY_KIND_LABELS,
  type LeadPropertyKind,
  type LeadPropertyLinkResponse,
} from '@porchlight/domain/leads/lead-property-links';
import { formatMoney } from '@porchlight/domain/properties/format-price';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { messageOf } from '@/lib/api-client';
import { useLeadPropertyLinks } from '../api/get-lead-property-links';
import { useLinkLeadProperty } from '../api/link-lead-property';
import { useUnlinkLeadProperty } from '../api/unlink-lead-property';
import { LinkDialog } from './link-dialog';
import { withBook } from '@/lib/book';

type LinkedRecordsProps = {
  side: 'lead' | 'property';
  id: string;
  name: string;
  /** After a link changes: the route reloads the histories (another feature's) that now tell of it. */
  onChanged?: () => void;
};

/**
 * The lead page's "Properties" panel or the property page's "Leads" panel: each link with its
 * kind (changed in place), a way to add one and to remove one (with Undo).
 */
export function LinkedRecords({ side, id, name, onChanged }: LinkedRecordsProps) {
  const links = useLeadPropertyLinks(side, id);
  const link = useLinkLeadProperty();
  const unlink = useUnlinkLeadProperty();
  const [isLinking, setIsLinking] = useState(false);
  const title = side === 'lead' ? 'Properties' : 'Leads';
  const titleId = `linked-${side}-title`;

  const relink = (l: LeadPropertyLinkResponse, kind: LeadPropertyKind) =>
    link.mutate(
      { leadId: l.lead.id, propertyId: l.property.id, kind },
      { onSuccess: onChanged, onError: (error) => toast.error('The link could not be saved', { description: messageOf(error) }) },
    );

  const remove = (l: LeadPropertyLinkResponse) =>
    unlink.mutate(l.id, {
      onSuccess: () => {
        onChanged?.();
        toast.success('Link removed', { action: { label: 'Undo', onClick: () => relink(l, l.kind) } });
      },
      onError: (error) => toast.error('The link could not be removed', { description: messageOf(error) }),
    });

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <Button variant="outline" size="sm" onClick={() => setIsLinking(true)}>
          <Link2 aria-hidden="true" />
          {side === 'lead' ? 'Link a property' : 'Link a lead'}
        </Button>
      </div>
      {links.isPending && (
        <div role="status" aria-label={`Loading ${title.toLowerCase()}`} className="grid gap-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      )}
      {links.isError && (
        <ErrorState
          title={`${title} could not be loaded`}
          message={messageOf(links.error)}
          onRetry={() => links.refetch()}
          isRetrying={links.isFetching}
        />
      )}
      {links.isSuccess && links.data.length === 0 && (
        <EmptyState
          icon={side === 'lead' ? Building2 : UserRound}
          title={side === 'lead' ? 'No linked properties' : 'No linked leads'}
          description={
            side === 'lead'
              ? `Link the properties ${name} is interested in, toured or offered on.`
              : 'Link the leads interested in this property, who toured it or made an offer.'
          }
          className="py-8"
        />
      )}
      {links.isSuccess && links.data.length > 0 && (
        <ul className="grid gap-2">
          {links.data.map((l) => {
            const other =
              side === 'lead'
                ? {
                    to: `/properties/${l.property.id}`,
                    title: l.property.address,
                    detail: [formatMoney(l.property.currentPrice), l.property.city].filter(Boolean).join(' · '),
                  }
                : { to: `/leads/${l.lead.id}`, title: l.lead.name, detail: l.lead.email ?? l.lead.phone ?? '' };
            return (
              <li key={l.id} className="flex min-w-0 flex-wrap items-center gap-2 rounded-lg border p-2">
                {side === 'lead' &&
                  (l.property.coverPhotoUrl ? (
                    <img src={withBook(l.property.coverPhotoUrl)} alt="" className="size-10 shrink-0 rounded-md object-cover" />
                  ) : null)}
                <div className="min-w-0 flex-1">
                  <Link to={other.to} className="block truncate text-sm font-medium hover:underline">
                    {other.title}
                  </Link>
                  {other.detail && <p className="truncate text-xs text-muted-foreground">{other.detail}</p>}
                </div>
                <NativeSelect
                  className="w-36"
                  aria-label={`How ${side === 'lead' ? name : l.lead.name} relates to ${l.property.address}`}
                  value={l.kind}
                  onChange={(e) => relink(l, e.target.value as LeadPropertyKind)}
                >
                  {LEAD_PROPERTY_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {LEAD_PROPERTY_KIND_LABELS[k]}
                    </option>
                  ))}
                </NativeSelect>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Unlink ${other.title}`}
                  onClick={() => remove(l)}
                  disabled={unlink.isPending}
                >
                  <Unlink aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <LinkDialog open={isLinking} onOpenChange={setIsLinking} from={{ side, id, name }} onLinked={onChanged} />
    </section>
  );
}
