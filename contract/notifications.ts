/** Contract of the site-wide notifications (document 1 §7 "Notifications"): the banners above every page. */
import { z } from 'zod';

export const notification = z.object({
  id: z.number(),
  title: z.string(),
  messageBody: z.string(),
  sortOrder: z.number(),
  showPriority: z.boolean(),
  truncateMessage: z.boolean(),
});
export type Notification = z.infer<typeof notification>;
export const notificationsResponse = z.object({ notifications: z.array(notification) });
