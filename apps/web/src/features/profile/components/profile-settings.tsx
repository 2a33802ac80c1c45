import { resolveUserProfile } from '@porchlight/domain/display-name/display-name';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionUser } from '@/lib/session-store';
import { useProfile } from '../api/get-profile';
import { AvatarField } from './avatar-field';
import { DeviceSessionsList } from './device-sessions-list';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileNameForm } from './profile-name-form';

function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your profile" className="grid gap-4">
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-full" />
        <Skeleton className="h-8 w-32" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
      <Skeleton className="h-14" />
    </div>
  );
}

function ProfileBody() {
  const user = useSessionUser();
  const { data: profile, isPending, isError, refetch, isRefetching } = useProfile(user?.id);

  if (!user) {
    return <p className="text-sm text-muted-foreground">Your profile will be here once Porchlight can be reached again.</p>;
  }
  if (isPending) return <ProfileSkeleton />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>We couldn't load your profile.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()} isLoading={isRefetching}>
          Retry
        </Button>
      </div>
    );
  }
  const { initials } = resolveUserProfile({ profile, metadata: { name: user.name }, email: profile.email });
  return (
    <div className="grid gap-6">
      <AvatarField userId={user.id} avatarUrl={profile.avatar_url} initials={initials} />
      <ProfileNameForm userId={user.id} profile={profile} />
      <FormField label="Email" hint="This is the address you sign in with.">
        <Input type="email" value={profile.email} readOnly className="bg-muted" />
      </FormField>
      <ProfileDetailsForm userId={user.id} profile={profile} />
    </div>
  );
}

/** Settings > profile: name, photo, e-mail (read-only) and the devices signed in to this account. */
export function ProfileSettings() {
  return (
    <div className="grid max-w-3xl gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>How you appear in Porchlight.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileBody />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Signed-in devices</CardTitle>
          <CardDescription>Browsers and devices that have signed in to your account.</CardDescription>
        </CardHeader>
        <CardContent>
          <DeviceSessionsList />
        </CardContent>
      </Card>
    </div>
  );
}
