import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { i18n } from '@/i18n/i18n';
import { QK } from './query-client';
import { toast } from './toast-store';

const RECONNECT_DELAY_MS = 3000;
/** The server closes a socket with this code when its session ended (sign-out elsewhere, deactivation, expiry). */
const SESSION_ENDED_CLOSE_CODE = 4401;

const EVENT_TYPES = new Set<string>([
  'NEW_LEAD',
  'LEAD_UPDATED',
  'CONVERSATION_UPDATED',
  'APPOINTMENT_CREATED',
  'APPOINTMENT_UPDATED',
  'NOTIFICATION_CREATED',
  'NOTIFICATIONS_READ',
]);

export function parseRealtimeEvent(raw: unknown): RealtimeEvent | null {
  if (typeof raw !== 'string') return null;
  try {
    const value = JSON.parse(raw) as { type?: unknown; data?: unknown };
    if (typeof value.type !== 'string' || !EVENT_TYPES.has(value.type)) return null;
    if (typeof value.data !== 'object' || value.data === null) return null;
    return value as RealtimeEvent;
  } catch (error) {
    console.warn('realtime: could not parse a frame', error);
    return null;
  }
}

function invalidate(client: QueryClient, roots: string[]) {
  for (const root of roots) void client.invalidateQueries({ queryKey: [root] });
}

/** Event → the queries it makes stale (house rule 6), plus the toasts that tell staff about it. */
export function handleRealtimeEvent(client: QueryClient, event: RealtimeEvent) {
  switch (event.type) {
    case 'NEW_LEAD':
      invalidate(client, [QK.leads, QK.leadCounts, QK.dashboardStats, QK.conversations]);
      toast({
        title: i18n.t('notifications.liveToasts.newLead'),
        description: i18n.t('notifications.liveToasts.newLeadInterested', {
          name: event.data.name,
          vehicle: event.data.vehicleInterest || i18n.t('notifications.liveToasts.aVehicle'),
        }),
      });
      break;
    case 'LEAD_UPDATED':
      invalidate(client, [QK.leads, QK.leadCounts, QK.dashboardStats, QK.conversations, QK.appointments]);
      break;
    case 'CONVERSATION_UPDATED':
      invalidate(client, [QK.conversations, QK.dashboardStats]);
      // Only a lead's own message is news; our own sends and AI replies update lists silently.
      if (event.data.sender === 'customer') {
        toast({
          title: i18n.t('notifications.liveToasts.newMessage'),
          description: i18n.t('notifications.liveToasts.newMessageDescription'),
        });
      }
      break;
    case 'APPOINTMENT_CREATED':
      invalidate(client, [
        QK.appointments,
        QK.upcomingAppointments,
        QK.dashboardStats,
        QK.leads,
        QK.leadCounts,
      ]);
      toast({
        title: i18n.t('notifications.liveToasts.appointment'),
        description: i18n.t('notifications.liveToasts.appointmentDescription'),
      });
      break;
    case 'APPOINTMENT_UPDATED':
      invalidate(client, [QK.appointments, QK.upcomingAppointments, QK.dashboardStats]);
      break;
    case 'NOTIFICATION_CREATED': {
      invalidate(client, [QK.notifications]);
      const settings = client.getQueryData<{ soundNotifications?: boolean }>([QK.userSettings]);
      if (settings?.soundNotifications) playNotificationSound();
      toast({ title: event.data.title, description: i18n.t('notifications.liveToasts.newNotification') });
      break;
    }
    case 'NOTIFICATIONS_READ':
      invalidate(client, [QK.notifications]);
      break;
  }
}

/** A short generated beep (no audio file to ship); silent where the browser refuses audio. */
function playNotificationSound() {
  try {
    const AudioCtx = window.AudioContext;
    if (!AudioCtx) return;
    const audio = new AudioCtx();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.25);
    tone.onended = () => void audio.close();
  } catch {
    // No audio here (a test browser, a locked-down kiosk): the bell count still changes.
  }
}

export function realtimeUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/ws`;
}

export type RealtimeState = {
  connected: boolean;
  /** The live connection was up or was tried, and is down now (a reconnect is under way). */
  lost: boolean;
  lastEvent: RealtimeEvent | null;
  send: (data: unknown) => boolean;
};

/** Connects to /ws while mounted; reconnects 3 s after a close, so a restart or a dropped network heals. */
export function useRealtime(enabled = true): RealtimeState {
  const client = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [lost, setLost] = useState(false);
  const [lastEvent, setLastEvent] = useState<RealtimeEvent | null>(null);
  const socketRef = useRef<WebSocket | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wasLost = false;
    const markLost = () => {
      wasLost = true;
      setConnected(false);
      setLost(true);
    };

    const connect = () => {
      let socket: WebSocket;
      try {
        socket = new WebSocket(realtimeUrl());
      } catch (error) {
        console.warn('realtime: connection failed', error);
        markLost();
        timer = setTimeout(connect, RECONNECT_DELAY_MS);
        return;
      }
      socketRef.current = socket;
      socket.onopen = () => {
        setConnected(true);
        setLost(false);
        // Events sent while the socket was down are gone: refetch what is on screen to catch up.
        if (wasLost) void client.invalidateQueries();
        wasLost = false;
        if (timer) clearTimeout(timer);
        timer = undefined;
      };
      socket.onmessage = (message) => {
        const event = parseRealtimeEvent(message.data);
        if (!event) return;
        setLastEvent(event);
        handleRealtimeEvent(client, event);
      };
      socket.onerror = (error) => {
        console.warn('realtime: socket error', error);
        markLost();
      };
      socket.onclose = (event) => {
        // Asking who we are again shows the sign-in page at once instead of at the next request.
        if (event.code === SESSION_ENDED_CLOSE_CODE) void client.invalidateQueries({ queryKey: [QK.me] });
        if (stopped) return;
        markLost();
        timer = setTimeout(connect, RECONNECT_DELAY_MS);
      };
    };

    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, [client, enabled]);

  const send = (data: unknown) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(data));
    return true;
  };

  return { connected, lost, lastEvent, send };
}
