import type { StaticPageCopy } from './loadStaticPage';
import styles from './StaticPage.module.css';

type Block = StaticPageCopy['sections'][number]['blocks'][number];

/** A paragraph, bullets, or numbered steps. */
function TextBlock({ kind, texts }: Block) {
  if (kind === 'PARAGRAPH') return <p>{texts.join('')}</p>;
  const List = kind === 'STEPS' ? 'ol' : 'ul';
  return (
    <List className={kind === 'STEPS' ? styles.steps : styles.list}>
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </List>
  );
}

/** An article's sections: headings, paragraphs, lists and a closing call to action each. */
export function ArticleView({ sections }: Pick<StaticPageCopy, 'sections'>) {
  return sections.map(({ anchor, heading, blocks, action }, index) => {
    const headingId = `${anchor ?? `section-${index + 1}`}-title`;
    return (
      <section key={heading} id={anchor ?? undefined} className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {blocks.map((block, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id and never move within one render
          <TextBlock key={position} {...block} />
        ))}
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
