import { EventHistory } from '@/components/event-history/event-history';
import { usePropertyHistory } from '../api/get-property-history';

/** The property's history (listed, price and status changes), newest first, a page at a time. */
export function PropertyHistory({ propertyId }: { propertyId: string }) {
  return <EventHistory label="Property history" history={usePropertyHistory(propertyId)} />;
}
