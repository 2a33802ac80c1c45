import { Building2, ClipboardList, MessageSquare, Users, Workflow, type LucideIcon } from 'lucide-react';
import type { SearchKind } from '@porchlight/domain/search/search-schemas';

export const SEARCH_KIND_ICONS: Record<SearchKind, LucideIcon> = {
  leads: Users,
  properties: Building2,
  messages: MessageSquare,
  tasks: ClipboardList,
  flows: Workflow,
};
