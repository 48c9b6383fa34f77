// The lab open-state rule and the report-date estimate live in contract/lab-hours.ts
// (the provider estimates order report dates with them too); formatting stays here.
export * from '../../contract/lab-hours.ts';
export { formatLabTime, formatWeekday } from './lab-time-format.ts';
