import { BarChart3, Bell, CreditCard, Link2, Receipt } from 'lucide-react';
import { ProfileSettings } from '@/features/profile/components/profile-settings';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { UrlTabs, type UrlTab } from '../url-tabs';

type SettingsTab = 'profile' | 'accounts' | 'notifications' | 'plan' | 'usage' | 'billing';

const TABS: readonly UrlTab<SettingsTab>[] = [
  { value: 'profile', label: 'Profile', content: <ProfileSettings /> },
  {
    value: 'accounts',
    label: 'Accounts',
    content: (
      <EmptyState
        icon={Link2}
        title="Social Media Accounts"
        description="Connecting Facebook, Instagram, LinkedIn and X accounts will be available here. Connecting accounts is coming soon."
      />
    ),
  },
  {
    value: 'notifications',
    label: 'Notifications',
    content: (
      <EmptyState
        icon={Bell}
        title="Notification settings"
        description="Choosing how you hear about new leads, property changes and messages (in-app, e-mail, SMS, quiet hours) is coming soon."
      />
    ),
  },
  {
    value: 'plan',
    label: 'Plan',
    content: <EmptyState icon={CreditCard} title="Your plan" description="Your plan, its limits and add-ons will appear here. Changing plans is coming soon." />,
  },
  {
    value: 'usage',
    label: 'Usage',
    content: <EmptyState icon={BarChart3} title="Usage" description="How much of each plan limit you have used this month will appear here. Usage tracking is coming soon." />,
  },
  {
    value: 'billing',
    label: 'Billing',
    content: <EmptyState icon={Receipt} title="Billing" description="Your payment method and invoices will appear here. Billing is coming soon." />,
  },
];

export function Component() {
  return (
    <>
      <PageHeader title="Settings" description="Your profile, connected accounts, notifications and subscription." />
      <UrlTabs tabs={TABS} defaultValue="profile" label="Settings sections" />
    </>
  );
}
