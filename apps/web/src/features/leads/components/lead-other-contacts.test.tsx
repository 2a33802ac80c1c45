import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadOtherContacts } from './lead-other-contacts';

describe('LeadOtherContacts (issue 50)', () => {
  it('shows each other phone and e-mail with the label its import column gave it', () => {
    render(
      <dl>
        <LeadOtherContacts
          lead={{
            additionalEmails: ['g.holloway@example.com'],
            additionalPhones: ['(512) 555-0121', '(512) 555-0122'],
            contactLabels: { '(512) 555-0121': 'Cell 2', '(512) 555-0122': 'Work', 'g.holloway@example.com': 'Email 2' },
            lastActivityAt: null,
          }}
        />
      </dl>,
    );
    expect(screen.getByText('Other phones')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(512) 555-0122' }).parentElement).toHaveTextContent('Work(512) 555-0122');
    expect(screen.getByRole('link', { name: '(512) 555-0121' }).parentElement).toHaveTextContent('Cell 2');
    expect(screen.getByRole('link', { name: 'g.holloway@example.com' }).parentElement).toHaveTextContent('Email 2');
  });
});
