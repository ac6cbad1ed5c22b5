/**
 * The header every /_api call carries (spec section 7: the backend answers 400 without it). One
 * definition for the browser's calls, the server's transports and the backend's check.
 */
export const ajaxHeader = { 'X-Requested-With': 'XMLHttpRequest' } as const;
