import { Hono } from 'hono';
import { LeadByHandSchema, LeadFormSettingsSchema, LeadFormSubmissionSchema } from '@porchlight/domain/lead-capture/lead-form';
import type { AppEnv } from '../../lib/app-env.ts';
import { notFound } from '../../lib/http-errors.ts';
import { validJson } from '../../lib/validate.ts';
import type { LeadCaptureService } from './lead-capture.service.ts';
import type { LeadEmailService } from './lead-email.service.ts';
import { UUID } from '../../lib/record-id.ts';

/** The public form's API (no session): /api/public/forms/:publicId. */
export const PUBLIC_FORM_PATH = '/api/public/forms/*';

const PUBLIC_ID = /^[A-Za-z0-9_-]{10,64}$/;

/** The agent's side: /api/lead-capture (the form's settings, its link, recent submissions). */
export function leadCaptureRoutes(service: LeadCaptureService, emails: LeadEmailService) {
  const emailId = (id: string) => {
    if (!UUID.test(id)) throw notFound('Lead e-mail not found');
    return id;
  };
  return new Hono<AppEnv>()
    .get('/lead-capture/inbox', async (c) => c.json(await emails.inbox(c.var.user.id)))
    .get('/lead-capture/emails', async (c) => c.json({ emails: await emails.recent(c.var.user.id) }))
    .get('/lead-capture/emails/:id', async (c) => c.json(await emails.get(c.var.user.id, emailId(c.req.param('id')))))
    .post('/lead-capture/emails/:id/lead', validJson(LeadByHandSchema), async (c) =>
      c.json(await emails.leadByHand(c.var.user.id, emailId(c.req.param('id')), c.req.valid('json'))),
    )
    .post('/lead-capture/emails/:id/dismiss', async (c) => c.json(await emails.dismiss(c.var.user.id, emailId(c.req.param('id')))))
    .get('/lead-capture/form', async (c) => c.json(await service.form(c.var.user.id)))
    .put('/lead-capture/form', validJson(LeadFormSettingsSchema), async (c) =>
      c.json(await service.saveForm(c.var.user.id, c.req.valid('json'))),
    )
    .post('/lead-capture/form/new-link', async (c) => c.json(await service.newLink(c.var.user.id)))
    .get('/lead-capture/submissions', async (c) => c.json({ submissions: await service.submissions(c.var.user.id) }))
    .post('/lead-capture/submissions/:id/lead', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw notFound('Submission not found');
      return c.json(await service.createHeldLead(c.var.user.id, id));
    });
}

/** The visitor's side: the form and its submissions. */
export function publicFormRoutes(service: LeadCaptureService) {
  const publicId = (id: string) => {
    if (!PUBLIC_ID.test(id)) throw notFound('This form is not available. The link may have changed; ask the agent for a new one.');
    return id;
  };
  return new Hono<AppEnv>()
    .get('/public/forms/:publicId', async (c) => c.json(await service.publicForm(publicId(c.req.param('publicId')))))
    .post('/public/forms/:publicId', validJson(LeadFormSubmissionSchema), async (c) => {
      const id = publicId(c.req.param('publicId'));
      return c.json(await service.submit(id, c.req.valid('json'), c.var.clientIp), 201);
    });
}
