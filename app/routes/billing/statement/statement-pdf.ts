import { redirect } from 'react-router';
import type { Route } from './+types/statement-pdf';
import { lastMonth, statementMonth } from '../../../../contract/statement.ts';
import { clockOf } from '../../../context.ts';
import { requireAccess } from '../../../models/gate.server.ts';
import { statementFile } from '../../../models/billing.server.ts';
import { noAccessAsPage } from '../../../models/no-access.server.ts';
import { flash, sessionContext } from '../../../session.server.ts';

/**
 * The statement of account PDF (the billing page's GET form: ?month=yyyy-MM, the last whole
 * month by default), streamed from the provider. The billing roles, on credit hold too, as the
 * invoice PDF. A month that is not one returns to billing with the reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client } = await requireAccess(context, request, 'billing');
  const { session } = context.get(sessionContext);
  const asked = new URL(request.url).searchParams.get('month') || lastMonth(clockOf(context).now());
  const month = statementMonth.safeParse(asked);
  if (!month.success) {
    flash(session, { kind: 'error', message: 'billing.statementMonthInvalid' });
    return redirect('/dashboard/billing');
  }
  const pdf = await statementFile(context, client.id, month.data).catch(noAccessAsPage);
  if (!pdf) {
    flash(session, { kind: 'error', message: 'billing.statementNotAvailable' });
    return redirect('/dashboard/billing');
  }
  return pdf;
}
