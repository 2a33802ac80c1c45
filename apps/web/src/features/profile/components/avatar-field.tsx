import { type ChangeEvent, useRef, useState } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { AVATAR_TYPES } from '@porchlight/domain/profile/profile-schemas';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useRemoveAvatar } from '../api/remove-avatar';
import { avatarFileProblem, useUploadAvatar } from '../api/upload-avatar';
import { messageOf } from '@/lib/api-client';
import { FormError } from '@/components/ui/form-error';

type AvatarFieldProps = { userId: string; avatarUrl: string | null; initials: string };

/** Profile photo: preview, upload (type and size checked first) and a confirmed removal. */
export function AvatarField({ userId, avatarUrl, initials }: AvatarFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const upload = useUploadAvatar(userId);
  const remove = useRemoveAvatar(userId);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const fileProblem = avatarFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    upload.mutate(file, {
      onSuccess: () => toast.success('Profile photo updated'),
      onError: (error) => setProblem(messageOf(error)),
      onSettled: () => {
        URL.revokeObjectURL(url);
        setPreview(null);
      },
    });
  };

  const handleRemove = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Profile photo removed'),
      onError: (error) => setProblem(messageOf(error)),
      onSettled: () => setConfirmRemove(false),
    });
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar src={preview ?? avatarUrl} initials={initials} alt="Your profile photo" className="size-20 text-lg" />
      <div className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label="Profile photo file"
            onChange={handleFile}
          />
          <Button variant="outline" size="sm" isLoading={upload.isPending} onClick={() => inputRef.current?.click()}>
            {!upload.isPending && <ImageUp aria-hidden="true" />}
            {upload.isPending ? 'Uploading...' : avatarUrl ? 'Change photo' : 'Upload photo'}
          </Button>
          {avatarUrl && (
            <Button variant="ghost" size="sm" onClick={() => setConfirmRemove(true)} disabled={upload.isPending}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">PNG, JPEG, WebP or GIF, up to 2 MB.</p>
        <FormError message={problem} />
      </div>
      <Dialog open={confirmRemove} onOpenChange={(open) => !remove.isPending && setConfirmRemove(open)}>
        <DialogContent className="max-w-sm">
          <DialogHeader>
            <DialogTitle>Remove your profile photo?</DialogTitle>
            <DialogDescription>Your initials will show instead. You can upload a new photo at any time.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmRemove(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={handleRemove} isLoading={remove.isPending}>
              {remove.isPending ? 'Removing...' : 'Remove photo'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
