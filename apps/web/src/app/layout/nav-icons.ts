import {
  Building2,
  CalendarDays,
  Crosshair,
  Inbox,
  LayoutDashboard,
  Rss,
  Users,
  UsersRound,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { NavItemId } from '@porchlight/domain/layout/navigation';

export const NAV_ICONS: Record<NavItemId, LucideIcon> = {
  dashboard: LayoutDashboard,
  calendar: CalendarDays,
  properties: Building2,
  tracking: Crosshair,
  leads: Users,
  audience: UsersRound,
  triggers: Zap,
  flows: Workflow,
  inbox: Inbox,
  'social-feed': Rss,
};
