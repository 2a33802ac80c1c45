import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export type UrlTab<V extends string> = { value: V; label: string; content: ReactNode };

type UrlTabsProps<V extends string> = { tabs: readonly UrlTab<V>[]; defaultValue: V; label: string };

/** Tabs whose selection lives in ?tab=, so links, reloads and the back button all agree. */
export function UrlTabs<V extends string>({ tabs, defaultValue, label }: UrlTabsProps<V>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active = tabs.some((t) => t.value === requested) ? (requested as V) : defaultValue;

  // Changing tab drops the previous tab's deep-link parameters (id, highlight, ...).
  const select = (value: string) => setSearchParams({ tab: value });

  return (
    <Tabs value={active} onValueChange={select}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
