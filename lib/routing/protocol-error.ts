import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhTw from '@/messages/zh-tw.json';

type ProtocolErrorKey = keyof (typeof en)['ProtocolError'];

const keyOfStatus: Readonly<Record<number, ProtocolErrorKey>> = {
  400: 'badRequest',
  405: 'methodNotAllowed',
  408: 'timeout',
  // Node's answer to a chunked body whose chunk extensions run too long: malformed, to a visitor.
  413: 'badRequest',
  431: 'headersTooLarge',
};

/**
 * The body of an answer given before a request reaches the site (lib/server/install-raw-request-guard.ts):
 * a request line or headers Node could not parse, or one refused before Next. Its language cannot
 * be known (the address may not have been read at all), so the text says it in Traditional
 * Chinese, English and Japanese. Simplified Chinese readers get the Traditional line: converting
 * it would load opencc's tables into the server's main thread for this alone.
 */
export function protocolErrorText(status: number): string | undefined {
  const key = keyOfStatus[status];
  return key ? `${[zhTw, en, ja].map((messages) => messages.ProtocolError[key]).join('\n')}\n` : undefined;
}

/** The headers of such an answer with a body: plain text, never stored. */
export const protocolErrorHeaders = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
} as const;
