import { createContext, useContext } from 'react';

/**
 * The request's CSP nonce, provided by entry.server. In the browser it is empty: the inline
 * scripts it guards have already run, and browsers hide the attribute from the DOM.
 */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
