/** The address of a sample's results page, which both results tables link to. */
export const samplePath = (batchId: number, friendly: string) => `/dashboard/results/group/${batchId}/sample/${encodeURIComponent(friendly)}`;
