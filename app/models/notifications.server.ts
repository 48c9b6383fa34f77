/** A signed-in user's acknowledgement of a notification (the notifications bar's Dismiss). */
import type { RouterContextProvider } from 'react-router';
import { ProviderError, providerClient } from './provider.server.ts';

/** POST /notifications/{id}/ack.json; a refusal throws ProviderError. */
export async function acknowledgeNotification(context: Readonly<RouterContextProvider>, id: number): Promise<void> {
  const res = await providerClient(context).raw('POST', `/notifications/${id}/ack.json`);
  if (!res.ok) throw new ProviderError(res.status, 'ack failed', null);
}
