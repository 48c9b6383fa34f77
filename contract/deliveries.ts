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
/**
 * Why the provider did not deliver a copy, as it records them (`deliveries.reason`); the pages
 * show them in the reader's language (`deliveries.reasons.<key>`). A fax gateway's own reasons
 * are recorded as it said them, and shown so.
 */
export const DELIVERY_REASONS = {
  sampleGone: 'The sample is no longer there',
  notRecipient: 'No longer a recipient of the client',
  addressRemoved: 'The address was removed',
  faxRemoved: 'The fax number was removed',
  noDocument: 'No document to fax',
  creditHold: 'Withheld while the client is on credit hold',
} as const;

export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'bounced'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
/** 'spec-failed': a newly released (or amended) result of a sample is outside its house specification */
export type DeliveryEventKind = 'report-released' | 'report-amended' | 'invoice-issued' | 'spec-failed';

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
  /** the sample's number (a 'spec-failed' event) */
  sampleNumber?: string | null;
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
  sampleNumber?: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface MailroomQueue {
  letters: { id: number; clientCode: string; addressBlock: string[]; eventKind: DeliveryEventKind; batchId: number | null; invoiceNumber: string | null; reportVersion: number | null; createdAt: string }[];
}

export const lettersPrintedBody = z.object({ ids: z.array(idValue).min(1).max(500) });

// ─── the answers, as the app reads them ───────────────────────────────────────────

const eventKind = z.enum(['report-released', 'report-amended', 'invoice-issued', 'spec-failed']);
export const deliveryLogResponse = z.object({
  deliveries: z.array(
    z.object({
      id: z.number(), eventKey: z.string(), eventKind, clientId: z.number(), clientCode: z.string(), batchId: z.number().nullable(), invoiceNumber: z.string().nullable(),
      reportVersion: z.number().nullable(), sampleNumber: z.string().nullable().optional(), recipient: z.string(), channel: z.enum(DELIVERY_CHANNELS), mode: z.enum(DELIVERY_MODES).nullable(), state: z.enum(DELIVERY_STATES),
      reason: z.string().nullable(), attempts: z.coerce.number(), sentAt: z.string().nullable(), createdAt: z.string(), updatedAt: z.string(),
    }),
  ),
  failed: z.number().optional(),
});

export const deliveryPreferencesResponse = z.object({
  preferences: z.array(z.object({ clientId: z.number(), clientCode: z.string(), clientName: z.string(), mode: z.enum(DELIVERY_MODES) })),
});

export const deliveryNoticesResponse = z.object({
  notices: z.array(
    z.object({
      id: z.number(), clientId: z.number(), clientCode: z.string(), clientName: z.string(), eventKind, batchId: z.number().nullable(), invoiceNumber: z.string().nullable(),
      reportVersion: z.number().nullable(), sampleNumber: z.string().nullable().optional(), createdAt: z.string(), readAt: z.string().nullable(),
    }),
  ),
  unread: z.number(),
});

export const mailroomResponse = z.object({
  letters: z.array(
    z.object({ id: z.number(), clientCode: z.string(), addressBlock: z.array(z.string()), eventKind, batchId: z.number().nullable(), invoiceNumber: z.string().nullable(), reportVersion: z.number().nullable(), createdAt: z.string() }),
  ),
});

/** The dashboard's delivery facts: failed copies (for the client's Administrators; else 0) and the user's unread notices. */
export const dashboardDeliveries = z.object({ failed: z.number(), unread: z.number() });
