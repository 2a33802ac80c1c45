import type { Context, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_REQUEST_MAX_BYTES } from '@porchlight/domain/csv-import/import-constants';
import { AVATAR_MAX_BYTES } from '@porchlight/domain/profile/profile-schemas';
import { PROPERTY_PHOTO_MAX_BYTES } from '@porchlight/domain/properties/property-photos';
import { SOCIAL_IMAGE_MAX_BYTES } from '@porchlight/domain/social/social-images';
import { STRIPE_WEBHOOK_PATH } from './modules/billing/stripe-webhook.routes.ts';
import { IMPORT_PATH_PATTERN } from './modules/csv-import/csv-import.routes.ts';
import { PROPERTY_PHOTO_UPLOAD_PATH } from './modules/property-photos/property-photos.routes.ts';
import { V1_BULK_BODY_LIMIT_BYTES, V1_BULK_PATH_PATTERN, isV1Path } from './modules/public-api/v1.routes.ts';
import { SOCIAL_IMAGES_PATH } from './modules/social/social-posts.routes.ts';

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
/** The avatar limit plus room for the multipart envelope. */
export const UPLOAD_BODY_LIMIT_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
/** A social post's picture plus the envelope. */
export const SOCIAL_IMAGE_BODY_LIMIT_BYTES = SOCIAL_IMAGE_MAX_BYTES + 64 * 1024;
/** One property photo per request, plus the envelope. */
export const PHOTO_BODY_LIMIT_BYTES = PROPERTY_PHOTO_MAX_BYTES + 64 * 1024;

/** Bodies are read into memory: each is capped by what its route takes, before anything parses it. */
export function bodyLimits() {
  const smallBody = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: (c) => c.json({ error: 'The request body is too large' }, 413) });
  const uploadBody = bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ error: 'avatar: the image must be at most 2 MB' }, 413),
  });
  const socialImageBody = bodyLimit({
    maxSize: SOCIAL_IMAGE_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ error: `image: the picture must be at most ${SOCIAL_IMAGE_MAX_BYTES / (1024 * 1024)} MB` }, 413),
  });
  const photoBody = bodyLimit({
    maxSize: PHOTO_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ error: `photo: a photo must be at most ${PROPERTY_PHOTO_MAX_BYTES / (1024 * 1024)} MB` }, 413),
  });
  // Stripe's signed events can exceed the JSON cap (large invoices); it retries on a 413.
  const webhookBody = bodyLimit({
    maxSize: WEBHOOK_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ error: 'The webhook body is too large' }, 413),
  });
  // CSV imports send thousands of rows, or 8 MB parts of a file, per request.
  const importBody = bodyLimit({
    maxSize: IMPORT_REQUEST_MAX_BYTES,
    onError: (c) => c.json({ error: 'The request is too large: an import request may carry at most 16 MB' }, 413),
  });
  // The public API's bulk creates carry up to 1,000 records.
  const bulkBody = bodyLimit({
    maxSize: V1_BULK_BODY_LIMIT_BYTES,
    onError: (c) => c.json({ error: { code: 'too_large', message: 'The request body is too large: at most 4 MB', field: null } }, 413),
  });
  // The rest of the public API answers in its own error shape.
  const v1Body = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) =>
      c.json(
        { error: { code: 'too_large', message: 'The request body is too large: at most 64 KB (bulk calls take up to 4 MB)', field: null } },
        413,
      ),
  });
  return (c: Context, next: Next) => {
    if (c.req.path === '/api/settings/profile/avatar') return uploadBody(c, next);
    if (c.req.path === SOCIAL_IMAGES_PATH) return socialImageBody(c, next);
    if (c.req.method === 'POST' && PROPERTY_PHOTO_UPLOAD_PATH.test(c.req.path)) return photoBody(c, next);
    if (V1_BULK_PATH_PATTERN.test(c.req.path)) return bulkBody(c, next);
    if (isV1Path(c.req.path)) return v1Body(c, next);
    if (c.req.path === STRIPE_WEBHOOK_PATH) return webhookBody(c, next);
    if (IMPORT_PATH_PATTERN.test(c.req.path)) return importBody(c, next);
    return smallBody(c, next);
  };
}
