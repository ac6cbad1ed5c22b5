/**
 * This server's own address, for the few requests it makes to itself (measuring an offline pack,
 * warming the search indexes): what `next start` records as the address it listens on, else
 * localhost and PORT. Never the request's Host header, which a visitor writes: a server asked to
 * read "its own" pages from a host the visitor named would fetch from anywhere.
 */
export function ownOrigin(): string | undefined {
  const recorded = process.env.__NEXT_PRIVATE_ORIGIN;
  if (recorded) return recorded;
  return process.env.PORT ? `http://localhost:${process.env.PORT}` : undefined;
}
