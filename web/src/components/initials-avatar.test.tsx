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

  it('shows a person, not "(5", for a lead whose name is a phone number', () => {
    const { container } = render(<InitialsAvatar id={7} name="(512) 555-0188" />);
    expect(container.textContent).toBe('');
    expect(screen.getByTestId('avatar-no-initials')).toBeInTheDocument();
  });

  it('takes the initials from the letters only', () => {
    render(<InitialsAvatar id={7} name="Ana +1 (512) 555-0188" />);
    expect(screen.getByText('AN')).toBeInTheDocument();
  });
});
