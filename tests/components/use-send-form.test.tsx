// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { SendOutcome } from '@/lib/forms/send-form';

/** The keys the hook sent with each attempt, and what the next attempt will answer. */
const sent = vi.hoisted(() => ({ keys: [] as (string | undefined)[], next: [] as SendOutcome<unknown>[] }));
vi.mock('@/lib/forms/send-form', async (original) => ({
  ...(await original<typeof import('@/lib/forms/send-form')>()),
  sendForm: async (_path: string, _body: unknown, key?: string) => {
    sent.keys.push(key);
    return sent.next.shift() ?? { ok: false, kind: 'network' };
  },
}));

const { useSendForm } = await import('@/components/forms/use-send-form');

type Values = { email: string; captchaId: string; captchaCode: string };

function renderSendForm() {
  return renderHook(() =>
    useSendForm<Values>({
      setValue: vi.fn(),
      setError: vi.fn(),
      failed: vi.fn(),
      labels: {
        notSent: { offline: 'offline', network: 'network', rateLimited: 'rate', expired: 'expired', server: 'server' },
        closed: 'closed',
        pending: 'pending',
      },
    }),
  ).result;
}

describe('useSendForm and the Idempotency-Key', () => {
  test('a retry of the same values keeps the key; corrected values or a success take a new one', async () => {
    const form = renderSendForm();
    const send = (email: string, captchaCode: string) =>
      act(() =>
        form.current.send('/_api/en/suggest-opinion', { email, captchaId: 'c', captchaCode }, { idempotent: true }),
      );

    await send('first@example.org', '11111');
    // Same values, a new captcha: the same submission (the server answers the first attempt's serial).
    await send('first@example.org', '22222');
    // The address corrected after a failed attempt: another submission.
    await send('corrected@example.org', '33333');
    sent.next.push({ ok: true, data: { serial: 'S1' } });
    await send('corrected@example.org', '44444');
    // The same values again after a success: a new submission too.
    await send('corrected@example.org', '55555');

    const [first, retry, corrected, correctedRetry, afterSuccess] = sent.keys;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(corrected).not.toBe(first);
    expect(correctedRetry).toBe(corrected);
    expect(afterSuccess).not.toBe(corrected);
  });
});
