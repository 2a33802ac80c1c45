import { BillingSettings } from '@/features/billing/components/billing-settings';
import { PlanSettings } from '@/features/billing/components/plan-settings';
import { TeamPanel } from '@/features/billing/components/team-panel';
import { UsageSettings } from '@/features/billing/components/usage-settings';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { InstallAppCard } from '@/features/notifications/components/install-app-card';
import { PushDevicesCard } from '@/features/notifications/components/push-devices-card';
import { ProfileSettings } from '@/features/profile/components/profile-settings';
import { RestartOnboardingCard } from '@/features/onboarding/components/restart-onboarding-card';
import { ApiCallsMeter } from '@/features/public-api/components/api-calls-meter';
import { ApiSettings } from '@/features/public-api/components/api-settings';
import { EmailAccountCard } from '@/features/mailboxes/components/email-account-card';
import { EmailSendingCard } from '@/features/mailboxes/components/email-sending-card';
import { NotificationDeliveryPanel } from '@/features/messaging/components/notification-delivery-panel';
import { SmsSettingsCard } from '@/features/sms/components/sms-settings-card';
import { CallSettingsCard } from '@/features/calls/components/call-settings-card';
import { TwilioAccountCard } from '@/features/sms/components/twilio-account-card';
import { TemplatesSettings } from '@/features/message-templates/components/templates-settings';
import { PageHeader } from '@/components/ui/page-header';
import { SocialAccountsPanel } from '@/features/social/components/social-accounts-panel';
import { UrlTabs, type UrlTab } from '../url-tabs';

type SettingsTab = 'profile' | 'accounts' | 'notifications' | 'templates' | 'team' | 'plan' | 'usage' | 'billing' | 'api';

const TABS: readonly UrlTab<SettingsTab>[] = [
  {
    value: 'profile',
    label: 'Profile',
    content: (
      <div className="grid gap-4">
        <ProfileSettings />
        <RestartOnboardingCard />
      </div>
    ),
  },
  {
    value: 'accounts',
    label: 'Accounts',
    content: (
      <div className="grid gap-4">
        <EmailAccountCard />
        <TwilioAccountCard />
        <SocialAccountsPanel />
      </div>
    ),
  },
  {
    value: 'notifications',
    label: 'Notifications',
    content: (
      <div className="grid gap-4">
        <NotificationDeliveryPanel />
        <SmsSettingsCard />
        <CallSettingsCard />
        <EmailSendingCard />
        <NotificationSettings />
        <InstallAppCard />
        <PushDevicesCard />
      </div>
    ),
  },
  { value: 'templates', label: 'Templates', content: <TemplatesSettings /> },
  { value: 'team', label: 'Team', content: <TeamPanel /> },
  { value: 'plan', label: 'Plan', content: <PlanSettings /> },
  {
    value: 'usage',
    label: 'Usage',
    content: (
      <div className="grid gap-4">
        <UsageSettings />
        <ApiCallsMeter />
      </div>
    ),
  },
  { value: 'billing', label: 'Billing', content: <BillingSettings /> },
  { value: 'api', label: 'API', content: <ApiSettings /> },
];

export function Component() {
  return (
    <>
      <PageHeader title="Settings" description="Your profile, connected accounts, notifications and subscription." />
      <UrlTabs tabs={TABS} defaultValue="profile" label="Settings sections" />
    </>
  );
}
