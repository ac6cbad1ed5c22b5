/**
 * The request header that carries the address of the connection a request came on: written by
 * the server itself for every request (lib/server/install-raw-request-guard.ts), over any value a
 * client sent, so it cannot be invented. Next builds the route handlers' headers from it.
 */
export const peerAddressHeader = 'x-trimt-peer-address';
