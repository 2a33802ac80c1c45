import { PageHeader } from '@/components/ui/page-header';
import { MarketView } from '@/features/market/components/market-view';

export function Component() {
  return (
    <>
      <PageHeader title="Market" description="Prices, inventory and pace in the areas of your properties." />
      <MarketView />
    </>
  );
}
