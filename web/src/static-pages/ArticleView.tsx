import type { ArticleContent } from './content/types';
import styles from './StaticPage.module.css';

/** An article's sections: headings, paragraphs, lists and a closing call to action each. */
export function ArticleView({ sections }: Pick<ArticleContent, 'sections'>) {
  return sections.map(({ id, heading, paragraphs, items, ordered, action }, index) => {
    const headingId = `${id ?? `section-${index + 1}`}-title`;
    const List = ordered ? 'ol' : 'ul';
    return (
      <section key={heading} id={id} className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {paragraphs?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {items && (
          <List className={ordered ? styles.steps : styles.list}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        )}
        {action && (
          <p>
            <a className="button" href={action.href}>
              {action.label}
            </a>
          </p>
        )}
      </section>
    );
  });
}
