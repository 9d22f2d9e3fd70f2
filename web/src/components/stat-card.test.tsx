import { cleanup, render, screen } from '@testing-library/react';
import { UsersIcon } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountCard, StatCard } from './stat-card';

describe('StatCard', () => {
  afterEach(cleanup);

  it('shows a group-sized count with the thousands separator (101,133, not 101133)', () => {
    render(<StatCard label="Pending Follow-ups" value={101_133} icon={UsersIcon} />);
    expect(screen.getByText('101,133')).toBeInTheDocument();
  });

  it('shows a figure that is already text as it is', () => {
    render(<StatCard label="Conversion Rate" value="24.7%" icon={UsersIcon} />);
    expect(screen.getByText('24.7%')).toBeInTheDocument();
  });

  it('gives a count card’s figure the separator too, and an unknown count a dash', () => {
    render(<CountCard label="All leads" count={25_170} active={false} onClick={() => {}} />);
    expect(screen.getByRole('button', { name: /All leads/ })).toHaveTextContent('25,170');
    cleanup();
    render(<CountCard label="All leads" count={undefined} active={false} onClick={() => {}} />);
    expect(screen.getByRole('button', { name: /All leads/ })).toHaveTextContent('–');
  });
});
