/**
 * The laboratory's clock zone (issue 13: one definition). Dates the lab prints (a sample's
 * day, a report's date) are calendar days in this zone. New code imports it from here; the
 * older local copies move here with issue 13.
 */
export const LAB_ZONE = 'America/Los_Angeles';
