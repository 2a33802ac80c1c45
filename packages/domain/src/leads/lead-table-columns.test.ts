import { describe, expect, it } from 'vitest';
import { DEFAULT_HIDDEN_LEAD_COLUMNS, LEAD_TABLE_COLUMNS, parseHiddenLeadColumns, toggleLeadColumn } from './lead-table-columns.ts';

describe('parseHiddenLeadColumns', () => {
  it.each([
    ['nothing stored', null, [...DEFAULT_HIDDEN_LEAD_COLUMNS]],
    ['an empty list (the agent shows them all)', '[]', []],
    ['a stored choice', '["tags","email"]', ['tags', 'email']],
    ['unknown ids and repeats', '["tags","fax","tags"]', ['tags']],
    ['the always-shown name', '["name","stage"]', ['stage']],
    ['not a list', '{"tags":true}', [...DEFAULT_HIDDEN_LEAD_COLUMNS]],
    ['unreadable text', 'tags,email', [...DEFAULT_HIDDEN_LEAD_COLUMNS]],
  ])('%s', (_, stored, hidden) => expect(parseHiddenLeadColumns(stored)).toEqual(hidden));
});

describe('toggleLeadColumn', () => {
  it.each([
    ['hides a shown column', [], 'tags', ['tags']],
    ['shows a hidden one', ['tags', 'email'], 'tags', ['email']],
    ['never hides the name', [], 'name', []],
  ] as const)('%s', (_, hidden, id, after) => expect(toggleLeadColumn(hidden, id)).toEqual(after));
});

it('keeps Stage, Response, Tags and Added shown by default (issue 46)', () => {
  for (const id of ['stage', 'response', 'tags', 'createdAt'] as const) expect(DEFAULT_HIDDEN_LEAD_COLUMNS).not.toContain(id);
  expect(LEAD_TABLE_COLUMNS.map((c) => c.id)).toContain('stage');
});
