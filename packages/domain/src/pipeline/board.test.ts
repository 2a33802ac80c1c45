import { describe, expect, it } from 'vitest';
import { cardsIn, moveCard } from './board.ts';
import type { PipelineLeadResponse, PipelineResponse } from './pipeline-stages.ts';

const card = (
  id: string,
  stageId: string,
  dealValue: number | null,
  expectedCloseDate: string | null = null,
  name = id,
): PipelineLeadResponse => ({
  id,
  name,
  status: null,
  stageId,
  dealValue,
  expectedCloseDate,
  phone: null,
  source: null,
  tags: [],
  lastTouchAt: null,
});
const board: PipelineResponse = {
  stages: [
    { id: 'new', name: 'New', position: 0, leadCount: 2, dealTotal: 500 },
    { id: 'offer', name: 'Offer', position: 1, leadCount: 1, dealTotal: 1000 },
  ],
  leads: [card('a', 'new', 200), card('b', 'new', 300), card('c', 'offer', 1000)],
};

describe('moveCard', () => {
  it('moves the lead, its count and its deal value', () => {
    const moved = moveCard(board, 'a', 'offer');
    expect(moved.stages.map((s) => [s.leadCount, s.dealTotal])).toEqual([
      [1, 300],
      [2, 1200],
    ]);
    expect(moved.leads.find((l) => l.id === 'a')?.stageId).toBe('offer');
  });
  it.each([
    ['the same stage', 'a', 'new'],
    ['an unknown lead', 'zz', 'offer'],
    ['an unknown stage', 'a', 'gone'],
  ])('changes nothing for %s', (_, leadId, stageId) => expect(moveCard(board, leadId, stageId)).toBe(board));
  it('counts a lead without a deal value as $0', () =>
    expect(moveCard({ ...board, leads: [card('x', 'new', null)] }, 'x', 'offer').stages[1]!.dealTotal).toBe(1000));
});

describe('cardsIn', () => {
  it('orders by expected close (none last), then name', () => {
    const leads = [
      card('1', 's', 0, null, 'Ann'),
      card('2', 's', 0, '2026-05-01', 'Zed'),
      card('3', 's', 0, '2026-04-01', 'Bo'),
      card('4', 's', 0, '2026-05-01', 'Al'),
      card('5', 't', 0),
    ];
    expect(cardsIn({ stages: [], leads }, 's').map((l) => l.name)).toEqual(['Bo', 'Al', 'Zed', 'Ann']);
  });
});
