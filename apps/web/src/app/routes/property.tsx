import { useParams } from 'react-router';
import { LinkedRecords } from '@/features/lead-properties/components/linked-records';
import { RecordOwner } from '@/features/ownership/components/record-owner';
import { RecordAppointments } from '@/features/appointments/components/record-appointments';
import { PropertyPage } from '@/features/properties/components/property-page';
import { useReloadLinkHistories } from '../use-link-histories';

/** `/properties/:id`: the property's page, with the leads linked to it and its appointments. */
export function Component() {
  const { id = '' } = useParams();
  const reloadHistories = useReloadLinkHistories();
  // Keyed by id: moving from one property to another starts the page afresh (dialogs closed).
  return (
    <PropertyPage
      key={id}
      propertyId={id}
      renderOwner={(property) => <RecordOwner kind="properties" record={property} />}
      renderLinkedLeads={(property) => (
        <>
          <LinkedRecords side="property" id={property.id} name={property.address} onChanged={reloadHistories} />
          <RecordAppointments kind="property" id={property.id} name={property.address} />
        </>
      )}
    />
  );
}
