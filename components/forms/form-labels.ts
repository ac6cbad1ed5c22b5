import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formErrorKeys } from '@/lib/schemas/forms/fields';
import type { CaptchaLabels } from './captcha-field';

/**
 * The translated strings every form island needs (errors by key, the summary, the captcha, the
 * "not sent" notices). Client islands get them as props: no message catalogue ships to the browser.
 */
export async function commonFormLabels() {
  const errors = await getTranslations('FormErrors');
  const forms = await getTranslations('Forms');
  const captcha: CaptchaLabels = {
    label: forms('captchaLabel'),
    hint: forms('captchaHint'),
    image: forms('captchaImage'),
    refresh: forms('captchaRefresh'),
    loading: forms('captchaLoading'),
    failed: forms('captchaFailed'),
    listen: forms('captchaListen'),
    audioFailed: forms('captchaAudioFailed'),
  };
  const notSent = (reason: 'offline' | 'network' | 'rateLimited' | 'expired' | 'server') =>
    errors('notSent', { reason: errors(reason) });
  return {
    errors: Object.fromEntries(formErrorKeys.map((key) => [key, errors(key)])),
    summaryTitle: errors('summaryTitle'),
    summaryItem: errors.raw('summaryItem') as string,
    errorPrefix: errors('errorPrefix'),
    closed: errors('closed'),
    pending: errors('pending'),
    notSent: {
      offline: notSent('offline'),
      network: notSent('network'),
      rateLimited: notSent('rateLimited'),
      expired: notSent('expired'),
      server: notSent('server'),
    },
    captcha,
    optional: forms('optional'),
    sending: forms('sending'),
    needsJs: forms('needsJs'),
  };
}

/** What every form island receives from commonFormLabels (the page keeps the no-script notice). */
export type CommonFormLabels = Omit<Awaited<ReturnType<typeof commonFormLabels>>, 'needsJs' | 'optional'>;
