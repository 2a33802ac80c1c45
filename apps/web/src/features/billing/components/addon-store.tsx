import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ADDON_TYPE_LABELS, ADDON_TYPES, ADDONS, type Addon } from '@porchlight/domain/billing/addons';
import type { OwnedAddonResponse } from '@porchlight/domain/billing/billing-schemas';
import { toastErrorUnlessLimitReached } from '@/lib/limit-reached';
import { useBuyAddon } from '../api/buy-addon';
import { useChargePreview } from '../api/preview-charge';
import { useCancelAddon } from '../api/cancel-addon';
import { AddonCard } from './addon-card';
import { ChargeConfirmDialog } from './charge-confirm-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { formatDate } from './format';

type Cancelling = { addon: Addon; owned: OwnedAddonResponse };

/** Every add-on, grouped by type; the ones the user has can be cancelled (at the period end). */
export function AddonStore({ owned }: { owned: OwnedAddonResponse[] }) {
  const buyAddon = useBuyAddon();
  const cancelAddon = useCancelAddon();
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);
  const [buying, setBuying] = useState<Addon | null>(null);
  const chargePreview = useChargePreview(buying ? { addon: { addon_id: buying.id } } : null);
  const ownedById = new Map(owned.filter((o) => o.active).map((o) => [o.addon_id, o]));
  const isBusy = buyAddon.isPending || cancelAddon.isPending;

  const buy = (addon: Addon) => {
    const keeping = ownedById.get(addon.id)?.pending_cancellation;
    buyAddon.mutate(
      { addon_id: addon.id },
      {
        onSuccess: (result) => {
          setBuying(null);
          if (result.kind === 'applied') toast.success(keeping ? `${addon.name} will keep renewing` : `${addon.name} added to your plan`);
        },
        onError: (error) => toastErrorUnlessLimitReached(error, `Could not add ${addon.name}. Please try again.`),
      },
    );
  };

  const confirmCancel = () => {
    if (!cancelling) return;
    const { addon, owned: row } = cancelling;
    cancelAddon.mutate(row.id, {
      onSuccess: () => {
        setCancelling(null);
        toast.success(`${addon.name} cancels at the end of the period`);
      },
      onError: (error) => toastErrorUnlessLimitReached(error, `Could not cancel ${addon.name}. Please try again.`),
    });
  };

  const endsOn = formatDate(cancelling?.owned.current_period_end);
  return (
    <div className="grid gap-6">
      {ADDON_TYPES.map((type) => (
        <section key={type} aria-label={`${ADDON_TYPE_LABELS[type]} add-ons`} className="grid gap-3">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{ADDON_TYPE_LABELS[type]}</h3>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {ADDONS.filter((a) => a.type === type).map((addon) => (
              <AddonCard
                key={addon.id}
                addon={addon}
                owned={ownedById.get(addon.id)}
                isBuying={buyAddon.isPending && buyAddon.variables?.addon_id === addon.id}
                isBusy={isBusy}
                onBuy={() => setBuying(addon)}
                onCancel={() => setCancelling({ addon, owned: ownedById.get(addon.id)! })}
              />
            ))}
          </ul>
        </section>
      ))}
      <ChargeConfirmDialog
        title={buying ? `${ownedById.get(buying.id)?.pending_cancellation ? 'Keep' : 'Add'} ${buying.name}?` : null}
        action={buying ? `${ownedById.get(buying.id)?.pending_cancellation ? 'Keep' : 'Add'} ${buying.name}` : ''}
        preview={chargePreview}
        isBusy={buyAddon.isPending}
        onConfirm={() => buying && buy(buying)}
        onClose={() => setBuying(null)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={`Cancel ${cancelling?.addon.name ?? 'add-on'}?`}
        description={`It won't renew${endsOn ? ` after ${endsOn}` : ''}, and from now on it no longer counts toward your limits. You can keep it again until then.`}
        confirmLabel="Cancel add-on"
        busyLabel="Cancelling..."
        dismissLabel="Keep add-on"
        isBusy={cancelAddon.isPending}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
