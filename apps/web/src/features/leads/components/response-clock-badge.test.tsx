import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseClockBadge } from './response-clock-badge';

afterEach(() => vi.useRealTimers());

describe("a lead's response clock", () => {
  it('says how fast the agent replied', () => {
    render(<ResponseClockBadge createdAt="2026-11-23T10:00:00Z" firstReplyAt="2026-11-23T10:03:00Z" />);
    expect(screen.getByText('Replied in 3m')).toBeInTheDocument();
  });

  it('runs while nobody has replied, and turns red past five minutes', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:04:00Z') });
    render(<ResponseClockBadge createdAt="2026-11-23T10:00:00Z" firstReplyAt={null} />);
    expect(screen.getByText('Waiting 4m')).not.toHaveClass('text-destructive-text');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Waiting 5m')).toHaveClass('text-destructive-text');
  });

  it('shows nothing running for a lead older than a week with no reply', () => {
    vi.useFakeTimers({ now: new Date('2026-12-10T10:00:00Z') });
    render(<ResponseClockBadge createdAt="2026-11-23T10:00:00Z" firstReplyAt={null} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('has no clock for an imported lead (a book brought in is no inquiry)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:04:00Z') });
    const { container } = render(<ResponseClockBadge createdAt="2026-11-23T10:00:00Z" firstReplyAt={null} imported />);
    expect(container).toBeEmptyDOMElement();
  });
});
