/**
 * Delivery of reports and invoices (provider/services/deliveries.ts): the shapes the provider
 * answers and takes for the delivery log, the members' e-mail preferences, the in-app notices
 * and the lab's mailroom queue.
 */
import { z } from 'zod';
import { idValue } from './params.ts';

export const DELIVERY_MODES = ['pdf', 'link', 'digest', 'none'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
export const DELIVERY_CHANNELS = ['email', 'in-app', 'mail', 'fax'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'bounced'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export type DeliveryEventKind = 'report-released' | 'report-amended' | 'invoice-issued';

/** One recipient's copy of one event on one channel, as the log shows it. */
export interface DeliveryLogEntry {
  id: number;
  eventKey: string;
  eventKind: DeliveryEventKind;
  clientId: number;
  clientCode: string;
  batchId: number | null;
  invoiceNumber: string | null;
  reportVersion: number | null;
  recipient: string;
  channel: DeliveryChannel;
  mode: DeliveryMode | null;
  state: DeliveryState;
  reason: string | null;
  attempts: number;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryLog {
  deliveries: DeliveryLogEntry[];
  /** failed or bounced copies of the client (the dashboard's banner) */
  failed: number;
}

export interface DeliveryPreference {
  clientId: number;
  clientCode: string;
  clientName: string;
  mode: DeliveryMode;
}

export const deliveryPreferenceBody = z.object({
  clientId: idValue,
  mode: z.enum(DELIVERY_MODES),
});

export interface DeliveryNotice {
  id: number;
  clientId: number;
  clientCode: string;
  clientName: string;
  eventKind: DeliveryEventKind;
  batchId: number | null;
  invoiceNumber: string | null;
  reportVersion: number | null;
  createdAt: string;
  readAt: string | null;
}

export interface MailroomQueue {
  letters: { id: number; clientCode: string; addressBlock: string[]; eventKind: DeliveryEventKind; batchId: number | null; invoiceNumber: string | null; reportVersion: number | null; createdAt: string }[];
}

export const lettersPrintedBody = z.object({ ids: z.array(idValue).min(1).max(500) });
