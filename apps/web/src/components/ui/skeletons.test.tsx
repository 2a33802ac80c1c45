import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SKELETON_ACTIVITY_VARIANTS } from '@porchlight/domain/layout/layout-constants';
import { ActivityListSkeleton } from './activity-list-skeleton';
import { InboxSkeleton } from './inbox-skeleton';
import { TableSkeleton } from './table-skeleton';

describe('loading skeletons (spec 000 §2)', () => {
  it('table: 5 rows, at most 3 mobile cards, at least 800 px wide, announced once', () => {
    render(<TableSkeleton label="Loading leads" />);
    expect(screen.getAllByTestId('table-skeleton-row')).toHaveLength(5);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(3);
    expect(screen.getByTestId('table-skeleton').firstElementChild).toHaveStyle({ minWidth: '800px' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading leads');
  });

  it('table: fewer rows than 3 means fewer cards too', () => {
    render(<TableSkeleton rows={2} />);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(2);
  });

  it.each(SKELETON_ACTIVITY_VARIANTS)('activity list (%s): three items', (variant) => {
    render(<ActivityListSkeleton variant={variant} />);
    expect(screen.getAllByTestId('activity-skeleton-item')).toHaveLength(3);
  });

  it('inbox: 6 list rows and a detail pane', () => {
    render(<InboxSkeleton />);
    expect(screen.getAllByTestId('inbox-skeleton-row')).toHaveLength(6);
    expect(screen.getByTestId('inbox-skeleton-detail')).toBeInTheDocument();
  });
});
