import { useParams } from 'react-router';
import { PublicBookingPage } from '@/features/appointments/components/public-booking-page';

/** Public: the agent's booking page at /book/:publicId (issue 53). */
export function Component() {
  const { publicId = '' } = useParams();
  return <PublicBookingPage publicId={publicId} />;
}
