import { useParams, useSearchParams } from 'react-router';
import { PublicLeadFormPage } from '@/features/lead-capture/components/public-lead-form';

/** Public: the agent's lead form at /f/:publicId; `?embed=1` when framed on the agent's own site. */
export function Component() {
  const { publicId = '' } = useParams();
  const [params] = useSearchParams();
  return <PublicLeadFormPage publicId={publicId} embedded={params.get('embed') === '1'} />;
}
