'use client';

import { useIntl } from 'react-intl';
import type { AdvisorConstraintsFragment } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import type { MessageId } from '@/platform/i18n/messages';
import { formatPrice } from '@/platform/currency/formatPrice';
import { AdvisorCard } from './AdvisorCard';
import type { AdvisorReply } from './conversation';
import styles from './AdvisorChat.module.css';

const SENTENCES: Record<AdvisorReply['kind'], MessageId> = {
  RECOMMENDATIONS: 'advisor.reply.recommendations',
  NO_MATCH: 'advisor.reply.noMatch',
  QUESTION: 'advisor.question.diagramKind',
};

/**
 * One reply of the advisor. The embedded advisor sends codes, written here in the visitor's language; a model
 * sends its own words. Either way the cards are the gateway's checked diagrams, and the mode is said.
 */
export function AdvisorReplyView({ reply }: { reply: AdvisorReply }) {
  const intl = useIntl();
  const kept = reply.kind === 'QUESTION' ? [] : constraintTexts(reply.constraints, intl.locale as AppLocale);
  return (
    <div className={styles.reply} data-testid="advisor-reply" data-kind={reply.kind} data-mode={reply.mode}>
      <p>{reply.text ?? intl.formatMessage({ id: SENTENCES[reply.kind] })}</p>
      {kept.length > 0 && (
        <div className={styles.kept}>
          <span>{intl.formatMessage({ id: 'advisor.kept' })}</span>
          <ul className={styles.chips}>
            {kept.map(([id, values]) => (
              <li key={id} className={styles.chip}>
                {intl.formatMessage({ id }, values)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {reply.diagrams.length > 0 && (
        <ul className={styles.cards}>
          {reply.diagrams.map((diagram) => (
            <AdvisorCard key={diagram.id} diagram={diagram} />
          ))}
        </ul>
      )}
      <p className={styles.mode} data-testid="advisor-mode">
        {intl.formatMessage({ id: reply.mode === 'MODEL' ? 'advisor.mode.model' : 'advisor.mode.embedded' })}
      </p>
    </div>
  );

  /** The constraints as chips: message id and its values (the category is matched, but its slug is no text). */
  function constraintTexts(constraints: AdvisorConstraintsFragment, locale: AppLocale) {
    const texts: Array<[MessageId, Record<string, string | number>]> = [];
    const { topic, count, minSlides, maxSlides, maxPrice, currency, style, colour } = constraints;
    if (topic) texts.push(['advisor.constraint.topic', { topic }]);
    if (count !== null) texts.push(['advisor.constraint.count', { count }]);
    if (minSlides !== null) texts.push(['advisor.constraint.minSlides', { count: minSlides }]);
    if (maxSlides !== null) texts.push(['advisor.constraint.maxSlides', { count: maxSlides }]);
    if (maxPrice !== null && currency) {
      const price = formatPrice({ amount: maxPrice.toFixed(2), currency }, locale);
      texts.push(['advisor.constraint.maxPrice', { price }]);
    }
    if (style)
      texts.push(['advisor.constraint.style', { style: intl.formatMessage({ id: `advisor.style.${style}` }) }]);
    if (colour)
      texts.push(['advisor.constraint.colour', { colour: intl.formatMessage({ id: `advisor.colour.${colour}` }) }]);
    return texts;
  }
}
