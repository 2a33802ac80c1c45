import { getConversationsQueryOptions } from '@/features/messaging/api/conversations';
import { getDismissedBannersQueryOptions } from '@/features/messaging/api/banners';
import { getNotificationSettingsQueryOptions } from '@/features/notifications/api/get-notification-settings';
import { getNotificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { getOnboardingQueryOptions } from '@/features/onboarding/api/get-onboarding';
import { getTeamBooksQueryOptions } from '@/features/ownership/api/team-books';
import { read, type ScreenRead } from './read';

/**
 * The shell's own reads (the book switcher, the bell and its settings, the inbox's unread count,
 * the setup guide, the dismissed banners), started after the screen's so those go first on the
 * browser's six connections. The profile waits for the session (its key is the user's id).
 */
export function screenReads(): ScreenRead[] {
  return [
    read(getTeamBooksQueryOptions()),
    read(getNotificationSettingsQueryOptions()),
    read(getNotificationsQueryOptions()),
    read(getConversationsQueryOptions('unread', '')),
    read(getOnboardingQueryOptions()),
    read(getDismissedBannersQueryOptions()),
  ];
}
