import type { StaticPageCopy } from './loadStaticPage';
import styles from './StaticPage.module.css';

/** Questions grouped by topic, each a native disclosure: keyboard and screen-reader ready, works without JavaScript. */
export function FaqView({ groups }: { groups: StaticPageCopy['faqGroups'] }) {
  return groups.map(({ heading, entries }, index) => (
    <section key={heading} className={styles.section} aria-labelledby={`faq-${index + 1}-title`}>
      <h2 id={`faq-${index + 1}-title`} className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.accordion}>
        {entries.map(({ question, answer }) => (
          <details key={question} className={styles.entry}>
            <summary className={styles.question}>{question}</summary>
            <p className={styles.answer}>{answer}</p>
          </details>
        ))}
      </div>
    </section>
  ));
}
