import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarColor } from '@/lib/format';
import { InitialsAvatar } from './initials-avatar';

describe('InitialsAvatar', () => {
  it('shows the word initials on the person’s colour', () => {
    render(<InitialsAvatar id={12} name="maria lopez" />);
    const el = screen.getByText('ML');
    for (const cls of avatarColor(12).split(' ')) expect(el).toHaveClass(cls);
  });
});
