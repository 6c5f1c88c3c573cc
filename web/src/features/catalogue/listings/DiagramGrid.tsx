import type { DiagramTileFragment } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { DiagramTile } from './DiagramTile';
import styles from './TileGrid.module.css';

/** Diagram tiles as a list, so assistive technology announces how many there are. */
export function DiagramGrid({ diagrams, locale }: { diagrams: DiagramTileFragment[]; locale: AppLocale }) {
  return (
    <ul className={styles.grid}>
      {diagrams.map((diagram) => (
        <li key={diagram.id}>
          <DiagramTile diagram={diagram} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
