import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  PREFERENCE_TYPE_KEYS,
  type ChannelPreferences,
  type NotificationPreferences,
  type PreferenceTypeKey,
} from '@porchlight/domain/notifications/notification-preferences';
import { retentionSentence } from '@porchlight/domain/notifications/notification-retention';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { browserTimeZone, useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

const TYPE_LABELS: Record<PreferenceTypeKey, string> = { leads: 'Leads', properties: 'Properties', messages: 'Messages' };
const CHANNELS: { key: keyof ChannelPreferences; label: string }[] = [
  { key: 'inApp', label: 'In-app' },
  { key: 'email', label: 'Email' },
  { key: 'sms', label: 'SMS' },
];

type NotificationSettingsProps = {
  /** The plan's dataRetention in days; defaults to what the server reports for the plan. */
  retentionDays?: number | null;
};

function SwitchRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

/** Settings > Notifications: channels, per-type choices, quiet hours, and how long notifications are kept. */
export function NotificationSettings({ retentionDays }: NotificationSettingsProps) {
  const settings = useNotificationSettings();
  const save = useUpdateNotificationSettings();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const quietStartId = useId();
  const quietEndId = useId();

  if (settings.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading notification settings</span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>Failed to load notification settings</p>
        <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const prefs = draft ?? settings.data.preferences;
  const change = (patch: Partial<NotificationPreferences>) => setDraft({ ...prefs, ...patch });
  const changeType = (type: PreferenceTypeKey, channel: keyof ChannelPreferences, value: boolean) =>
    change({ [type]: { ...prefs[type], [channel]: value } });
  const days = retentionDays === undefined ? settings.data.retention_days : retentionDays;
  const timeZone = browserTimeZone();

  const submit = () =>
    save.mutate(
      { preferences: prefs, time_zone: timeZone },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success('Notification preferences saved');
        },
        onError: (error) => toast.error(error.message || 'Failed to save notification preferences'),
      },
    );

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>How you are notified</CardTitle>
          <CardDescription>System messages, alerts and tasks always appear in the app while in-app notifications are on.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y divide-border">
          <SwitchRow
            label="In-app notifications"
            description="The list under the bell in the header."
            checked={prefs.inApp}
            onChange={(inApp) => change({ inApp })}
          />
          <SwitchRow
            label="Pop-up alerts"
            description="A short pop-up when a notification arrives while Porchlight is open, and a notification on your devices below."
            checked={prefs.push}
            onChange={(push) => change({ push })}
          />
          <SwitchRow
            label="Email alerts"
            description="An e-mail for the kinds you choose below."
            checked={prefs.email}
            onChange={(email) => change({ email })}
          />
          <SwitchRow
            label="SMS alerts"
            description="A text message for the kinds you choose below, once SMS is set up."
            checked={prefs.sms}
            onChange={(sms) => change({ sms })}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>By kind</CardTitle>
          <CardDescription>Choose where new leads, property changes and messages reach you.</CardDescription>
        </CardHeader>
        <CardContent>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="py-2 font-medium">Kind</th>
                {CHANNELS.map((c) => (
                  <th key={c.key} className="py-2 text-center font-medium">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {PREFERENCE_TYPE_KEYS.map((type) => (
                <tr key={type}>
                  <th scope="row" className="py-3 text-left font-medium">
                    {TYPE_LABELS[type]}
                  </th>
                  {CHANNELS.map((c) => (
                    <td key={c.key} className="py-3 text-center">
                      <Switch
                        aria-label={`${TYPE_LABELS[type]}: ${c.label}`}
                        checked={prefs[type][c.key]}
                        onCheckedChange={(v) => changeType(type, c.key, v)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Quiet hours</CardTitle>
          <CardDescription>
            Pop-ups, device notifications, e-mails and texts wait for morning (high-priority ones still reach your devices); the list still
            gets everything. Times are in your time zone ({timeZone}).
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <SwitchRow
            label="Quiet hours"
            description="Hold back alerts between the times below."
            checked={prefs.quietHours.enabled}
            onChange={(enabled) => change({ quietHours: { ...prefs.quietHours, enabled } })}
          />
          <div className="flex flex-wrap gap-4">
            {(
              [
                ['start', 'From', quietStartId],
                ['end', 'Until', quietEndId],
              ] as const
            ).map(([edge, label, id]) => (
              <div key={edge} className="space-y-1">
                <Label htmlFor={id}>{label}</Label>
                <Input
                  id={id}
                  type="time"
                  required
                  value={prefs.quietHours[edge]}
                  disabled={!prefs.quietHours.enabled}
                  onChange={(e) => change({ quietHours: { ...prefs.quietHours, [edge]: e.target.value } })}
                />
              </div>
            ))}
          </div>
        </CardContent>
        <CardFooter className="flex-col items-start gap-1 border-t border-border pt-4 text-sm text-muted-foreground">
          <p data-testid="notification-retention">{retentionSentence(days)}</p>
        </CardFooter>
      </Card>

      <div className="flex justify-end gap-2">
        {draft && (
          <Button type="button" variant="outline" onClick={() => setDraft(null)}>
            Discard changes
          </Button>
        )}
        <Button type="submit" isLoading={save.isPending} disabled={!draft}>
          Save preferences
        </Button>
      </div>
    </form>
  );
}
