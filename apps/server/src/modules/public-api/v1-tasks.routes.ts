import type { TrackingTaskRequest, TrackingTaskResponse, TrackingTaskUpdate } from '@porchlight/domain/automations/tracking-tasks';
import {
  V1CreateTaskRequestSchema,
  V1TaskListQuerySchema,
  V1TaskPageSchema,
  V1TaskSchema,
  V1UpdateTaskRequestSchema,
} from '@porchlight/domain/public-api/v1-schemas';
import { notFound } from '../../lib/http-errors.ts';
import { parseJsonBody, parseQuery } from '../../lib/validate.ts';
import { pageOfList } from './v1-cursor.ts';
import { v1Task } from './v1-records.ts';
import type { V1Route } from './v1-route.ts';

/** The tracking tasks' use-cases (automations), handed in by app composition. */
export type V1Tasks = {
  list(userId: string): Promise<TrackingTaskResponse[]>;
  create(userId: string, request: TrackingTaskRequest): Promise<TrackingTaskResponse>;
  update(userId: string, id: string, request: TrackingTaskUpdate): Promise<TrackingTaskResponse>;
  remove(userId: string, id: string): Promise<void>;
};

const TASK_NOT_FOUND = 'Task not found';
const notFoundResponse = { description: 'No such task in this account.' };

/** Tracking tasks: watch a property or a listing page, or follow up with a lead on a date. */
export function v1TaskRoutes(tasks: V1Tasks): V1Route[] {
  return [
    {
      method: 'get',
      path: '/tasks',
      tag: 'Tasks',
      summary: 'List tracking tasks',
      description:
        "The tasks of the account in the Tracking tab's order, each with its recent runs, up to limit (at most 100) a page; kind, status, lead_id and property_id filter them; next_cursor gives the next page.",
      scope: 'read',
      query: V1TaskListQuerySchema,
      responses: { 200: { description: 'The tasks.', schema: V1TaskPageSchema } },
      handle: async (c) => {
        const q = parseQuery(c, V1TaskListQuerySchema);
        const matching = (await tasks.list(c.var.caller.userId)).filter(
          (t) =>
            (!q.kind || t.kind === q.kind) &&
            (!q.status || t.status === q.status) &&
            (!q.lead_id || t.lead_id === q.lead_id) &&
            (!q.property_id || t.property_id === q.property_id),
        );
        return c.json(pageOfList(matching.map(v1Task), q.limit, q.cursor));
      },
    },
    {
      method: 'post',
      path: '/tasks',
      tag: 'Tasks',
      summary: 'Create a tracking task',
      description:
        "kind watch_property (property_id), watch_listing (url, optional property_id) or follow_up (lead_id, due_at). 402 past the plan's active tasks.",
      scope: 'write',
      body: V1CreateTaskRequestSchema,
      example: {
        kind: 'follow_up',
        lead_id: '00000000-0000-4000-8000-000000000000',
        due_at: '2026-12-01T15:00:00Z',
        note: 'Call about the offer',
      },
      responses: {
        201: { description: 'The task.', schema: V1TaskSchema },
        404: { description: 'No such lead or property in this account.' },
      },
      handle: async (c) => c.json(v1Task(await tasks.create(c.var.caller.userId, await parseJsonBody(c, V1CreateTaskRequestSchema))), 201),
    },
    {
      method: 'get',
      path: '/tasks/:id',
      tag: 'Tasks',
      summary: 'Get a tracking task',
      description: 'One tracking task of the account with its recent runs.',
      scope: 'read',
      responses: { 200: { description: 'The task.', schema: V1TaskSchema }, 404: notFoundResponse },
      handle: async (c) => {
        const task = (await tasks.list(c.var.caller.userId)).find((t) => t.id === c.req.param('id'));
        if (!task) throw notFound(TASK_NOT_FOUND);
        return c.json(v1Task(task));
      },
    },
    {
      method: 'patch',
      path: '/tasks/:id',
      tag: 'Tasks',
      summary: 'Update a tracking task',
      description: "Pause, resume (402 past the plan's active tasks) or finish it, move a follow-up's date, change its note.",
      scope: 'write',
      body: V1UpdateTaskRequestSchema,
      example: { status: 'paused' },
      responses: { 200: { description: 'The task after the change.', schema: V1TaskSchema }, 404: notFoundResponse },
      handle: async (c) =>
        c.json(v1Task(await tasks.update(c.var.caller.userId, c.req.param('id') ?? '', await parseJsonBody(c, V1UpdateTaskRequestSchema)))),
    },
    {
      method: 'delete',
      path: '/tasks/:id',
      tag: 'Tasks',
      summary: 'Delete a tracking task',
      description: 'Deletes the task: it runs no more.',
      scope: 'write',
      responses: { 204: { description: 'Deleted.' }, 404: notFoundResponse },
      handle: async (c) => {
        await tasks.remove(c.var.caller.userId, c.req.param('id') ?? '');
        return c.body(null, 204);
      },
    },
  ];
}
