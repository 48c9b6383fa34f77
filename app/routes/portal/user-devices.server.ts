/** The devices list of the user-settings page, server side (app/ui/user-devices.tsx shows it). */
import type { RouterContextProvider } from 'react-router';
import { servicesContext } from '../../context.ts';
import { getLocale } from '../../middleware/i18next.server.ts';
import { type DeviceRow, deviceRows } from '../../models/device-names.server.ts';
import { listDeviceSessions } from '../../models/device-sessions.server.ts';

/** The user's sign-ins as the list shows them, or null when they cannot be read now. */
export async function userDevices(context: Readonly<RouterContextProvider>): Promise<DeviceRow[] | null> {
  const sessions = await listDeviceSessions(context);
  return sessions && deviceRows(sessions, getLocale(context), context.get(servicesContext).clock.now());
}
