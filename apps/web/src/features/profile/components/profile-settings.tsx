import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { resolveUserProfile } from '@porchlight/domain/display-name/display-name';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { VerifyEmailNotice } from '@/components/verify-email-notice';
import { useSessionUser } from '@/lib/session-store';
import { profileQueryKey, useProfile } from '../api/get-profile';
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

/** The verification link lands here (?verified=1): the profile kept from before is read again. */
function useJustVerified(userId: string | undefined): boolean {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const justVerified = searchParams.get('verified') === '1';
  useEffect(() => {
    if (justVerified && userId) void queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) });
  }, [justVerified, userId, queryClient]);
  return justVerified;
}

function ProfileBody() {
  const user = useSessionUser();
  const { data: profile, isPending, isError, refetch, isRefetching } = useProfile(user?.id);
  const justVerified = useJustVerified(user?.id);

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
      {justVerified && profile.email_verified && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50"
        >
          <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          Your e-mail address is verified. You can message leads now.
        </p>
      )}
      <AvatarField userId={user.id} avatarUrl={profile.avatar_url} initials={initials} />
      <ProfileNameForm userId={user.id} profile={profile} />
      <div className="grid gap-2">
        <FormField
          label="Email"
          hint={profile.email_verified ? 'Verified. This is the address you sign in with.' : 'This is the address you sign in with.'}
        >
          <Input type="email" value={profile.email} readOnly className="bg-muted" />
        </FormField>
        {!profile.email_verified && <VerifyEmailNotice email={profile.email} />}
      </div>
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
