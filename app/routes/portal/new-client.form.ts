/** The new-client form's labels and limits, used by the page and by the schema (new-client.schema.server.ts, the server's validation). */
import { ADDRESS_LIMITS } from '../../../contract/addresses.ts';

/** Field name → label key: field-error-required names the field ("Company operating name is required"). */
export const LABELS = {
  name: 'newClient.name', officialBusinessName: 'newClient.officialBusinessName', businessType: 'newClient.businessType', street_1: 'newClient.street',
  city: 'newClient.city', country: 'newClient.country', state: 'newClient.state', stateText: 'newClient.state', postalCode: 'newClient.postalCode',
  phone: 'newClient.phone', jobTitle: 'newClient.jobTitle',
};
export const A = ADDRESS_LIMITS;
