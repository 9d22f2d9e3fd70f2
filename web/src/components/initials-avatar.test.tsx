import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarColor } from '@/lib/format';
import { InitialsAvatar } from './initials-avatar';

describe('InitialsAvatar', () => {
  it('shows the first two letters on the dashboard and dialog rule', () => {
    render(<InitialsAvatar name="maria lopez" />);
    expect(screen.getByText('MA')).toBeInTheDocument();
  });

  it('shows word initials on conversation rows, coloured by the first character', () => {
    render(<InitialsAvatar name="maria lopez" rule="words" />);
    const el = screen.getByText('ML');
    for (const cls of avatarColor('maria lopez').split(' ')) expect(el).toHaveClass(cls);
  });
});
