import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { handleRealtimeEvent, parseRealtimeEvent, realtimeUrl } from './realtime';
import * as toasts from './toast-store';

describe('realtime', () => {
  it('uses wss under https', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'crm.example.com' })).toBe('wss://crm.example.com/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });

  it('ignores frames it cannot parse', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseRealtimeEvent('not json')).toBeNull();
    expect(parseRealtimeEvent('{"type":"SOMETHING","data":{}}')).toBeNull();
    expect(
      parseRealtimeEvent(
        '{"type":"NEW_LEAD","data":{"id":1,"name":"A","vehicleInterest":null,"dealershipId":1}}',
      ),
    ).not.toBeNull();
  });

  it('NEW_LEAD raises the new-lead toast and invalidates the lead lists', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const toast = vi.spyOn(toasts, 'toast');
    handleRealtimeEvent(client, {
      type: 'NEW_LEAD',
      data: { id: 7, name: 'Dana Fox', vehicleInterest: 'Bronco Sport', dealershipId: 3 },
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'New Lead Received',
      description: 'Dana Fox is interested in Bronco Sport',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/leads'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/leads/counts'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/dashboard/stats'] });
  });

  it('APPOINTMENT_CREATED and a customer message raise their toasts', () => {
    const client = new QueryClient();
    const toast = vi.spyOn(toasts, 'toast');
    handleRealtimeEvent(client, {
      type: 'APPOINTMENT_CREATED',
      data: { id: 1, leadId: 2, dealershipId: 1, scheduledAt: '2026-01-01T10:00:00Z' },
    });
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Appointment Scheduled',
      description: 'A new appointment has been scheduled',
    });
    handleRealtimeEvent(client, {
      type: 'CONVERSATION_UPDATED',
      data: { conversationId: 1, leadId: 2, dealershipId: 1, channel: 'sms', sender: 'customer' },
    });
    expect(toast).toHaveBeenLastCalledWith({
      title: 'New Message',
      description: 'You have a new message from a lead',
    });
  });
});
