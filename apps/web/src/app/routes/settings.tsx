import { Link2 } from 'lucide-react';
import { BillingSettings } from '@/features/billing/components/billing-settings';
import { PlanSettings } from '@/features/billing/components/plan-settings';
import { UsageSettings } from '@/features/billing/components/usage-settings';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
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
    content: <NotificationSettings />,
  },
  { value: 'plan', label: 'Plan', content: <PlanSettings /> },
  { value: 'usage', label: 'Usage', content: <UsageSettings /> },
  { value: 'billing', label: 'Billing', content: <BillingSettings /> },
];

export function Component() {
  return (
    <>
      <PageHeader title="Settings" description="Your profile, connected accounts, notifications and subscription." />
      <UrlTabs tabs={TABS} defaultValue="profile" label="Settings sections" />
    </>
  );
}
