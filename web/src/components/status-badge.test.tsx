import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadStatusBadge, SourceBadge } from './status-badge';

describe('badges', () => {
  it('shows underscores as spaces', () => {
    render(<LeadStatusBadge status="appointment_scheduled" />);
    expect(screen.getByText('appointment scheduled')).toBeInTheDocument();
  });

  it('names sources the way the platforms spell them', () => {
    render(<SourceBadge source="tiktok" />);
    expect(screen.getByText('TikTok')).toBeInTheDocument();
  });
});
