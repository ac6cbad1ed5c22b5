import { TextWithPhones } from '@/components/ui/text-with-phones';
import type { Locale } from '@/lib/i18n/locales';
import styles from './faq-items.module.css';

type Faq = { id: number; question: string; answer: string };

/** Questions as native disclosure widgets: keyboard-operable and readable without JavaScript. */
export function FaqItems({ faqs, locale }: { faqs: readonly Faq[]; locale: Locale }) {
  return (
    <div className={styles.list}>
      {faqs.map((faq) => (
        <details key={faq.id} className={styles.item} data-testid="faq-item">
          <summary className={styles.question}>{faq.question}</summary>
          <div className={styles.answer} id={`faq-${faq.id}`}>
            {faq.answer.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>
                <TextWithPhones text={paragraph} locale={locale} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
