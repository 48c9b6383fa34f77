/** The vintage reports' display names come from the strings (`vintageReports.varietals.*`, `.analytes.*`); the contract keeps ids and English data. */
export type Translate = (key: string) => string;
export const varietalName = (t: Translate, key: string) => t(`vintageReports.varietals.${key}`);
export const analyteName = (t: Translate, key: string) => t(`vintageReports.analytes.${key}`);
export const chartName = (t: Translate, varietal: string, analyte: string) => `${varietalName(t, varietal)}: ${analyteName(t, analyte)}`;
