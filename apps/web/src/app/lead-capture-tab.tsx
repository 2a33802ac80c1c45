import { LeadCaptureView } from '@/features/lead-capture/components/lead-capture-view';
import { LeadRoutingCard } from '@/features/lead-routing/components/lead-routing-card';

/** The Leads screen's Lead Capture tab: the form and its e-mail addresses, with lead routing (two features, one chunk). */
export function LeadCaptureTab() {
  return <LeadCaptureView routing={<LeadRoutingCard />} />;
}
