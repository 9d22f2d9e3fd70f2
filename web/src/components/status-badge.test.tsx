import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadStatusBadge, SourceBadge } from './status-badge';

describe('badges', () => {
  it('reads in sentence case, underscores as spaces', () => {
    render(<LeadStatusBadge lead={{ status: 'appointment_scheduled' }} />);
    expect(screen.getByText('Appointment scheduled')).toBeInTheDocument();
  });

  it('names sources the way the platforms spell them', () => {
    render(<SourceBadge source="tiktok" />);
    expect(screen.getByText('TikTok')).toBeInTheDocument();
  });
});
