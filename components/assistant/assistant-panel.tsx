'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { maxQuestionLength } from '@/lib/domain/faq-match';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { LOAD_IN_FULL_ATTRIBUTE } from '@/lib/navigation/page-links';
import { askAction, type AskResult } from './ask-action';
import type { PanelAnswer } from './answer-facts';
import type { AssistantLabels } from './assistant-labels';
import styles from './assistant.module.css';

export type AssistantPanelProps = { locale: Locale; labels: AssistantLabels; open: boolean; onClose: () => void };

type Turn = { id: number; question: string; result?: AskResult };

const fill = (template: string, slot: string, value: string) => template.replace(slot, value);

/** An answer's text as its page writes it: paragraphs split by blank lines. */
function AnswerText({ text }: { text: string }) {
  return text.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>);
}

/** One answer: where it comes from (a link to its page), its text and the facts asked for. */
function Answer({ labels, answer }: { labels: AssistantLabels; answer: PanelAnswer }) {
  return (
    <div className={styles.answer} data-testid="assistant-answer">
      <p className={styles.source}>{fill(labels.answerFrom, '{source}', answer.source)}</p>
      {answer.text ? <AnswerText text={answer.text} /> : null}
      {answer.facts.length > 0 ? (
        <dl className={styles.facts}>
          {answer.facts.map((fact) => (
            <div key={`${fact.label}:${fact.value}`}>
              <dt>{fact.label}</dt>
              <dd>{fact.href ? <a href={fact.href}>{fact.value}</a> : fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {answer.note ? <p className={styles.note}>{answer.note}</p> : null}
      <p>
        <a href={answer.href}>{fill(labels.readMore, '{source}', answer.source)}</a>
      </p>
    </div>
  );
}

function Reply({ locale, labels, turn }: { locale: Locale; labels: AssistantLabels; turn: Turn }) {
  const { result } = turn;
  if (!result) return <p>{labels.thinking}</p>;
  if (result.status === 'failed' || result.status === 'invalid') return <p>{labels.failed}</p>;
  // Links to answers and search load their page (not the client router; the panel is marked so):
  // the FAQ page then opens the <details> holding the answer, and the panel closes with its page.
  if (result.status === 'none') {
    return (
      <>
        <p>{labels.noAnswer}</p>
        <ul className={styles.links}>
          <li>
            <a href={`${localizedPath(locale, '/search')}?q=${encodeURIComponent(turn.question)}`}>
              {fill(labels.searchLink, '{question}', turn.question)}
            </a>
          </li>
          <li>
            <a href={localizedPath(locale, '/suggestion')}>{labels.mailboxLink}</a>
          </li>
        </ul>
      </>
    );
  }
  const [best, ...others] = result.answers;
  if (!best) return <p>{labels.noAnswer}</p>;
  return (
    <>
      <Answer labels={labels} answer={best} />
      {others.length > 0 ? (
        <>
          <p className={styles.source}>{labels.related}</p>
          {others.map((other) => (
            <Answer key={other.href + other.kind} labels={labels} answer={other} />
          ))}
        </>
      ) : null}
    </>
  );
}

/**
 * The chat panel: a modal dialog (the browser keeps focus inside and closes it on Escape) with
 * the conversation as a live log, suggested questions, and a question field with the GOV.UK
 * error pattern. Answers come from the site's records through the server (askAction, GET ask-me).
 */
export function AssistantPanel({ locale, labels, open, onClose }: AssistantPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const turnCount = useRef(0);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string>();
  const ids = useId();
  const titleId = `${ids}-title`;
  const fieldId = `${ids}-question`;
  const errorId = `${ids}-error`;

  // A new question (and later its answer) is brought to the top of the log, so a long answer is
  // read from its start.
  const latest = useRef<HTMLDivElement>(null);
  useEffect(() => {
    latest.current?.scrollIntoView({ block: 'start' });
  }, [turns]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const ask = (asked: string) => {
    const trimmed = asked.trim();
    if (trimmed === '') return setError(labels.errorEmpty);
    if ([...trimmed].length > maxQuestionLength) return setError(labels.errorTooLong);
    setError(undefined);
    setQuestion('');
    turnCount.current += 1;
    const id = turnCount.current;
    setTurns((previous) => [...previous, { id, question: trimmed }]);
    const settle = (result: AskResult) =>
      setTurns((previous) => previous.map((turn) => (turn.id === id ? { ...turn, result } : turn)));
    askAction(locale, trimmed).then(settle, () => settle({ status: 'failed' }));
    field.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ask(question);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.panel}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="assistant-panel"
      // Its links load their page in full (page-links.ts): the panel closes with its page.
      {...{ [LOAD_IN_FULL_ATTRIBUTE]: '' }}
    >
      <div className={styles.header}>
        <h2 id={titleId}>{labels.title}</h2>
        <button type="button" className={styles.close} aria-label={labels.close} onClick={onClose}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path
              d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
              fill="currentColor"
            />
          </svg>
        </button>
      </div>
      <div className={styles.log} role="log" aria-live="polite" aria-labelledby={titleId}>
        <div className={styles.reply}>
          <p>{labels.greeting}</p>
          <p className={styles.source}>{labels.suggestionsLabel}</p>
          <ul className={styles.suggestions}>
            {labels.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" onClick={() => ask(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
        {turns.map((turn, index) => (
          <div key={turn.id} data-testid="assistant-turn" ref={index === turns.length - 1 ? latest : undefined}>
            <div className={styles.asked}>
              <span className="visually-hidden">{labels.you}: </span>
              {turn.question}
            </div>
            <div className={styles.reply} aria-busy={turn.result ? undefined : true}>
              <span className="visually-hidden">{labels.assistant}: </span>
              <Reply locale={locale} labels={labels} turn={turn} />
            </div>
          </div>
        ))}
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={fieldId}>{labels.inputLabel}</label>
        {error ? (
          // Announced at once: focus stays in the field, which is all this one-field form has.
          <p id={errorId} className={styles.error} role="alert">
            <span className="visually-hidden">{labels.errorPrefix}</span>
            {error}
          </p>
        ) : null}
        <div className={styles.row}>
          <input
            ref={field}
            id={fieldId}
            type="text"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            maxLength={maxQuestionLength}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit">{labels.send}</button>
        </div>
      </form>
    </dialog>
  );
}
