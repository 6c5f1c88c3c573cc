'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { AdviseDocument } from '@/gql/graphql';
import { browserGateway } from '@/platform/gateway/browserGateway';
import { gatewayFailure } from '@/platform/gateway/gatewayErrors';
import type { AppLocale } from '@/platform/i18n/locales';
import type { MessageId } from '@/platform/i18n/messages';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { AdvisorReplyView } from './AdvisorReplyView';
import {
  MAX_MESSAGE_LENGTH,
  type Turn,
  lastConstraints,
  parseConversation,
  serializeConversation,
  storageKey,
} from './conversation';
import styles from './AdvisorChat.module.css';
import { localStore } from '@/platform/storage/localStore';

/** What is wrong with a message before it is sent; undefined when it may go. */
function messageProblem(text: string): MessageId | undefined {
  if (text.trim() === '') return 'advisor.error.required';
  if ([...text.trim()].length > MAX_MESSAGE_LENGTH) return 'advisor.error.tooLong';
  return undefined;
}

/** Why a sent message got no reply, in the visitor's words. */
function failureProblem(error: unknown): MessageId {
  const failure = gatewayFailure(error);
  if (failure.codes.includes('RATE_LIMITED')) return 'advisor.error.rateLimit';
  if (failure.fieldPaths.includes('message')) return 'advisor.error.tooLong';
  return 'advisor.error.failed';
}

/**
 * The /chat conversation with the advisor. It is kept in this browser (localStorage, per language), so a
 * reload shows it again; each message carries the constraints of the last reply, so follow-ups refine them.
 */
export function AdvisorChat() {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [text, setText] = useState('');
  const [pending, setPending] = useState<string>();
  const [problem, setProblem] = useState<MessageId>();
  const [failed, setFailed] = useState<MessageId>();
  const end = useRef<HTMLDivElement>(null);

  // Read after mount: the server renders no conversation, so hydration matches.
  useEffect(() => {
    setTurns(parseConversation(localStore()?.getItem(storageKey(locale)) ?? null));
    setLoaded(true);
  }, [locale]);

  useEffect(() => {
    if (!loaded) return;
    if (turns.length === 0) localStore()?.removeItem(storageKey(locale));
    else localStore()?.setItem(storageKey(locale), serializeConversation(turns));
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [turns, loaded, locale]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const found = messageProblem(text);
    setProblem(found);
    if (found || pending !== undefined) return;
    const message = text.trim();
    setPending(message);
    setFailed(undefined);
    try {
      const { advise } = await browserGateway(AdviseDocument, {
        locale,
        message,
        constraints: lastConstraints(turns),
      });
      setTurns((current) => [...current, { from: 'visitor', text: message }, { from: 'advisor', reply: advise }]);
      setText('');
    } catch (error) {
      setFailed(failureProblem(error));
    } finally {
      setPending(undefined);
    }
  }

  const describedBy = [hintId, problem && errorId].filter(Boolean).join(' ');
  return (
    <section className={styles.chat} aria-label={intl.formatMessage({ id: 'advisor.title' })}>
      <div className={styles.log} role="log" aria-live="polite" data-testid="advisor-log">
        <div className={`${styles.turn} ${styles.fromAdvisor}`}>
          <p className={styles.who}>{intl.formatMessage({ id: 'advisor.advisor' })}</p>
          <p>{intl.formatMessage({ id: 'advisor.welcome' })}</p>
        </div>
        {turns.map((turn, index) =>
          turn.from === 'visitor' ? (
            // Turns are only ever appended: their position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className={`${styles.turn} ${styles.fromVisitor}`} data-testid="advisor-visitor">
              <p className={styles.who}>{intl.formatMessage({ id: 'advisor.you' })}</p>
              <p>{turn.text}</p>
            </div>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className={`${styles.turn} ${styles.fromAdvisor}`}>
              <p className={styles.who}>{intl.formatMessage({ id: 'advisor.advisor' })}</p>
              <AdvisorReplyView reply={turn.reply} />
            </div>
          ),
        )}
        {pending !== undefined && (
          <>
            <div className={`${styles.turn} ${styles.fromVisitor}`}>
              <p className={styles.who}>{intl.formatMessage({ id: 'advisor.you' })}</p>
              <p>{pending}</p>
            </div>
            <p className={styles.thinking} role="status">
              {intl.formatMessage({ id: 'advisor.sending' })}
            </p>
          </>
        )}
        <div ref={end} />
      </div>
      {failed && <ErrorNotice>{intl.formatMessage({ id: failed }, { max: MAX_MESSAGE_LENGTH })}</ErrorNotice>}
      <form className={styles.form} onSubmit={send} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          {intl.formatMessage({ id: 'advisor.input.label' })}
        </label>
        <textarea
          id={inputId}
          name="message"
          rows={2}
          value={text}
          className={styles.input}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setProblem(text === '' ? undefined : messageProblem(text))}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter breaks the line, as in most chats (not while an input method composes).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <p id={hintId} className={styles.hint}>
          {intl.formatMessage({ id: 'advisor.input.hint' }, { max: MAX_MESSAGE_LENGTH })}
        </p>
        {problem && (
          <p id={errorId} className={styles.error} role="alert">
            {intl.formatMessage({ id: problem }, { max: MAX_MESSAGE_LENGTH })}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={pending !== undefined}>
            {intl.formatMessage({ id: pending !== undefined ? 'advisor.sending' : 'advisor.send' })}
          </button>
          {turns.length > 0 && (
            <button type="button" className={styles.restart} onClick={() => setTurns([])}>
              {intl.formatMessage({ id: 'advisor.restart' })}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
