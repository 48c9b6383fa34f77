/** The request-courier form's path and field labels, used by the page and its server code (the schema: request-courier.schema.server.ts). */
export const PATH = '/dashboard/shop/request-courier';

/** Field name → label key: field-error-required names the field (document 2 §5). */
export const LABELS = { addressId: 'courier.address', phoneNumber: 'courier.phone', instructions: 'courier.instructions' };
