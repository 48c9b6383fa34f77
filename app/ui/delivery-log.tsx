import { Form } from 'react-router';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { deliveryLogResponse } from '../../contract/deliveries.ts';
import { DELIVERY_REASONS, DELIVERY_STATES } from '../../contract/deliveries.ts';
import { labDate } from '../../contract/lab-time.ts';

/** The provider's own reasons (DELIVERY_REASONS) in the reader's language; a fax gateway's as it said them. */
const REASON_KEYS = new Map<string, string>(Object.entries(DELIVERY_REASONS).map(([key, text]) => [text, key]));
function reasonText(t: (key: string) => string, reason: string): string {
  const key = REASON_KEYS.get(reason);
  return key ? t(`deliveries.reasons.${key}`) : reason;
}

type Entry = z.infer<typeof deliveryLogResponse>['deliveries'][number];

/** What an entry is about, in the reader's language. */
export function useEventText() {
  const { t } = useTranslation();
  return (e: { eventKind: Entry['eventKind']; batchId: number | null; invoiceNumber: string | null; reportVersion: number | null; sampleNumber?: string | null }) =>
    e.eventKind === 'invoice-issued' ? t('deliveries.event.invoice', { number: e.invoiceNumber ?? '' })
    : e.eventKind === 'spec-failed' ? t('specNotices.event', { sample: e.sampleNumber ?? '', batch: e.batchId })
    : e.eventKind === 'report-amended' ? t('deliveries.event.amended', { batch: e.batchId, version: e.reportVersion })
    : t('deliveries.event.released', { batch: e.batchId });
}

/**
 * The delivery log (client settings and the lab's desk): a GET filter by state, then one row per
 * recipient and channel with its state, reason and time, and a "Send again" POST form each.
 */
export function DeliveryLog({ entries, state, action, showClient }: { entries: Entry[]; state: string; action: string; showClient?: boolean }) {
  const { t } = useTranslation();
  const eventText = useEventText();
  return (
    <>
      <Form method="get" className="delivery-filter">
        <label htmlFor="delivery-state">{t('deliveries.filterState')}</label>
        <select id="delivery-state" name="state" defaultValue={state}>
          <option value="">{t('deliveries.allStates')}</option>
          {DELIVERY_STATES.filter((s) => s !== 'sending' && s !== 'bounced').map((s) => (
            <option key={s} value={s}>
              {t(`deliveries.state.${s}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="secondary">
          {t('deliveries.filter')}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p role="status">{t('deliveries.none')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('deliveries.logTitle')}>
          <table className="delivery-log">
            <thead>
              <tr>
                {showClient ? <th scope="col">{t('deliveries.client')}</th> : null}
                <th scope="col">{t('deliveries.what')}</th>
                <th scope="col">{t('deliveries.recipient')}</th>
                <th scope="col">{t('deliveries.channelTitle')}</th>
                <th scope="col">{t('deliveries.stateTitle')}</th>
                <th scope="col">{t('deliveries.time')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('deliveries.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className={`delivery-${e.state}`}>
                  {showClient ? <td>{e.clientCode}</td> : null}
                  <td>{eventText(e)}</td>
                  <td id={`delivery-${e.id}`} className="delivery-recipient">
                    {e.recipient}
                  </td>
                  <td>{t(`deliveries.channel.${e.channel}`)}</td>
                  <td>
                    <strong>{t(`deliveries.state.${e.state}`)}</strong>
                    {e.reason ? <small className="delivery-reason">{reasonText(t, e.reason)}</small> : null}
                  </td>
                  <td>{labDate(e.sentAt ?? e.updatedAt, true)}</td>
                  <td>
                    {e.channel !== 'in-app' && e.state !== 'sending' && e.state !== 'queued' ? (
                      <Form method="post" action={action}>
                        <AuthenticityTokenInput />
                        <input type="hidden" name="intent" value="resend" />
                        <input type="hidden" name="id" value={e.id} />
                        <button type="submit" className="secondary" aria-describedby={`delivery-${e.id}`}>
                          {t('deliveries.sendAgain')}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
