import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SOCIAL_PLATFORM_CARDS, type SocialPlatform } from '@porchlight/domain/social/social-platforms';
import { DEFAULT_LISTING_TEMPLATE, fillListingTemplate } from '@porchlight/domain/social/listing-template';
import {
  SaveSocialPostRequestSchema,
  type SaveSocialPostInput,
  type SocialImageResponse,
  type SocialPostAction,
  type SocialPostResponse,
} from '@porchlight/domain/social/social-post-schemas';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { isLimitReached } from '@/lib/limit-reached';
import { useSaveSocialPost } from '../api/save-social-post';
import { useSocialStatuses } from '../api/social-accounts';
import { CharacterCounts } from './character-counts';
import { ListingPropertyPicker } from './listing-property-picker';
import { PostImagesField } from './post-images-field';
import { SocialComposerLocked } from './social-composer-locked';
import { SocialPlatformMark } from './social-platform-mark';

type SocialComposerProps = {
  /** A draft or scheduled post being edited; a new post otherwise. */
  post?: SocialPostResponse;
  /** The plan's maxSocialPosts this month (-1 unlimited, 0 not included). */
  allowed: number;
  onDone: () => void;
};

type Errors = Partial<Record<'text' | 'platforms' | 'image_ids' | 'scheduled_at' | 'form', string>>;

/** A datetime-local value in the agent's own time zone. */
const localInputValue = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Write a post (or fill one from a property), choose accounts and pictures, then post now, schedule or keep a draft. */
export function SocialComposer({ post, allowed, onDone }: SocialComposerProps) {
  const statuses = useSocialStatuses();
  const save = useSaveSocialPost();
  const ids = { text: useId(), when: useId(), counts: useId() };
  const [text, setText] = useState(post?.text ?? '');
  const [platforms, setPlatforms] = useState<SocialPlatform[]>(post?.platforms ?? []);
  const [images, setImages] = useState<SocialImageResponse[]>(post?.images ?? []);
  const [property, setProperty] = useState(post?.property ?? null);
  const [isListingOpen, setListingOpen] = useState(false);
  const [template, setTemplate] = useState(DEFAULT_LISTING_TEMPLATE);
  const [isScheduling, setScheduling] = useState(Boolean(post?.scheduled_at));
  const [scheduledAt, setScheduledAt] = useState(post?.scheduled_at ? localInputValue(post.scheduled_at) : '');
  const [errors, setErrors] = useState<Errors>({});

  if (allowed === 0) return <SocialComposerLocked />;

  const connected = statuses.data
    ? (Object.values(statuses.data).filter((s) => s.connected) as { platform: SocialPlatform; user: { name: string | null } | null }[])
    : [];

  async function submit(action: SocialPostAction) {
    const request: SaveSocialPostInput = {
      text,
      platforms,
      image_ids: images.map((i) => i.id),
      property_id: property?.id ?? null,
      action,
      scheduled_at: action === 'schedule' && scheduledAt ? new Date(scheduledAt).toISOString() : null,
    };
    const parsed = SaveSocialPostRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ ...parsed.data, id: post?.id });
      onDone();
    } catch (error) {
      // A 402 has its own toast with the way to the plans; the form says it too.
      const message = messageOf(error);
      const field = /^(text|platforms|image_ids|scheduled_at|property_id): (.*)$/.exec(message);
      setErrors(field && !isLimitReached(error) ? { [field[1] === 'property_id' ? 'form' : field[1]!]: field[2] } : { form: message });
    }
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(isScheduling ? 'schedule' : 'now');
  };

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Post to</legend>
        {statuses.isPending && <p className="text-sm text-muted-foreground">Loading social accounts...</p>}
        {statuses.isSuccess && connected.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No account is connected yet.{' '}
            <Link to="/settings?tab=accounts" className="font-medium text-primary underline underline-offset-2">
              Connect one in Settings
            </Link>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {connected.map((account) => {
            const id = `${ids.text}-${account.platform}`;
            return (
              <Label
                key={account.platform}
                htmlFor={id}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-2 py-1.5 has-[[data-state=checked]]:border-primary"
              >
                <Checkbox
                  id={id}
                  checked={platforms.includes(account.platform)}
                  onCheckedChange={(on) =>
                    setPlatforms((list) => (on ? [...list, account.platform] : list.filter((p) => p !== account.platform)))
                  }
                />
                <span className="scale-75">
                  <SocialPlatformMark platform={account.platform} />
                </span>
                <span className="text-sm">
                  {SOCIAL_PLATFORM_CARDS[account.platform].name}
                  {account.user?.name && <span className="block text-xs text-muted-foreground">{account.user.name}</span>}
                </span>
              </Label>
            );
          })}
        </div>
        <FormError message={errors.platforms} />
      </fieldset>

      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={ids.text}>Post</Label>
          <Button type="button" variant="ghost" size="sm" aria-expanded={isListingOpen} onClick={() => setListingOpen((open) => !open)}>
            {isListingOpen ? 'Hide listing template' : 'Share a listing'}
          </Button>
        </div>
        {isListingOpen && (
          <ListingPropertyPicker
            template={template}
            onTemplateChange={setTemplate}
            onPick={(p) => {
              setText(fillListingTemplate(template, p));
              setProperty({ id: p.id, address: p.address, photo_url: p.images?.find((url) => /^https?:\/\//.test(url)) ?? null });
              setListingOpen(false);
            }}
          />
        )}
        <Textarea
          id={ids.text}
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={ids.counts}
          aria-invalid={errors.text ? true : undefined}
          placeholder="What would you like to share?"
        />
        <CharacterCounts id={ids.counts} text={text} platforms={platforms} />
        <FormError message={errors.text} />
        {property && (
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            Listing: {property.address}
            <Button type="button" variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => setProperty(null)}>
              Remove
            </Button>
          </p>
        )}
      </div>

      <PostImagesField images={images} onChange={setImages} propertyPhoto={property?.photo_url ?? null} />
      <FormError message={errors.image_ids} />

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">When</legend>
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name={ids.when} checked={!isScheduling} onChange={() => setScheduling(false)} /> Now
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name={ids.when} checked={isScheduling} onChange={() => setScheduling(true)} /> Later
          </label>
          {isScheduling && (
            <Input
              type="datetime-local"
              aria-label="Publish at"
              className="w-auto"
              value={scheduledAt}
              onChange={(e) => setScheduledAt(e.target.value)}
              aria-invalid={errors.scheduled_at ? true : undefined}
            />
          )}
        </div>
        <FormError message={errors.scheduled_at} />
      </fieldset>

      <FormError message={errors.form} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => void submit('draft')} disabled={save.isPending}>
          Save draft
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {isScheduling ? 'Schedule post' : 'Post now'}
        </Button>
      </div>
    </form>
  );
}
