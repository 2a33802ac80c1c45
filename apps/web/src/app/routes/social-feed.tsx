import { PageHeader } from '@/components/ui/page-header';
import { SocialFeedView } from '@/features/social/components/social-feed-view';

export function Component() {
  return (
    <>
      <PageHeader title="Social Feed" description="Your posts to Facebook, Instagram, LinkedIn and X: drafts, scheduled and published." />
      <SocialFeedView />
    </>
  );
}
