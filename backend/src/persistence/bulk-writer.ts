import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';
import { LOCALES, type Locale } from '../locales';

type Row = Record<string, unknown>;

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
  inverseOrderColumnName?: string;
  on?: Record<string, string>;
  morphColumn?: { typeColumn: { name: string }; idColumn: { name: string } };
}

export interface Link {
  from: number;
  to: number;
  /** Position of `to` in the list of `from`. */
  order?: number;
  /** Position of `from` in the inverse list of `to`. */
  inverseOrder?: number;
}

/** Row ids of localized entries, by item index and locale. */
export type LocalizedIds = (index: number, locale: Locale) => number;

/**
 * Writes entries and their relation rows in bulk, the way the Document Service
 * stores them (one row per locale, link rows per locale), but with a handful of
 * multi-row INSERTs instead of tens of thousands of single-entry calls.
 * Table and column names come from Strapi's metadata.
 */
export class BulkWriter {
  constructor(
    private readonly strapi: Core.Strapi,
    private readonly trx: Knex.Transaction,
  ) {}

  /** Inserts entries through the query engine (column names, JSON, dates) and returns their ids in order. */
  async entries(uid: UID.Schema, rows: Row[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const { ids } = await this.strapi.db.query(uid).createMany({ data: rows });
    if (ids.length !== rows.length) throw new Error(`Inserted ${ids.length} of ${rows.length} ${uid} rows`);
    return ids as number[];
  }

  /** One entry per item and locale, all sharing the item's document id. */
  async localizedEntries<T extends { documentId: string }>(
    uid: UID.ContentType,
    items: T[],
    fields: (item: T, locale: Locale) => Row,
    timestamps: Row,
  ): Promise<LocalizedIds> {
    const rows = items.flatMap((item) =>
      LOCALES.map((locale) => ({ documentId: item.documentId, locale, ...timestamps, ...fields(item, locale) })),
    );
    const ids = await this.entries(uid, rows);
    return (index, locale) => ids[index * LOCALES.length + LOCALES.indexOf(locale)];
  }

  /** Link rows of a relation attribute (manyToOne, manyToMany…), `from` being an entry of `uid`. */
  async relation(uid: UID.Schema, attribute: string, links: Link[]): Promise<void> {
    const table = this.joinTable(uid, attribute);
    await this.insert(
      table.name,
      links.map((link) => ({
        [table.joinColumn.name]: link.from,
        [table.inverseJoinColumn.name]: link.to,
        ...(table.orderColumnName ? { [table.orderColumnName]: link.order ?? 1 } : {}),
        ...(table.inverseOrderColumnName ? { [table.inverseOrderColumnName]: link.inverseOrder ?? 1 } : {}),
      })),
    );
  }

  /** Join rows of a repeatable component attribute. */
  async components(uid: UID.Schema, attribute: string, component: UID.Component, links: Link[]): Promise<void> {
    const table = this.joinTable(uid, attribute);
    await this.insert(
      table.name,
      links.map((link) => ({
        [table.joinColumn.name]: link.from,
        [table.inverseJoinColumn.name]: link.to,
        // Component join tables are polymorphic; Strapi's metadata does not expose this column's name.
        component_type: component,
        ...table.on,
        [table.orderColumnName ?? 'order']: link.order ?? 1,
      })),
    );
  }

  /** Morph rows linking media files (`from`) to a single-media attribute of `uid` entries (`to`). */
  async media(uid: UID.Schema, attribute: string, links: Link[]): Promise<void> {
    const table = this.joinTable('plugin::upload.file', 'related');
    if (!table.morphColumn) throw new Error('upload file relation is not polymorphic');
    const { typeColumn, idColumn } = table.morphColumn;
    await this.insert(
      table.name,
      links.map((link) => ({
        [table.joinColumn.name]: link.from,
        [idColumn.name]: link.to,
        [typeColumn.name]: uid,
        field: attribute,
        order: link.order ?? 1,
      })),
    );
  }

  private joinTable(uid: UID.Schema, attribute: string): JoinTable {
    const joinTable = (this.strapi.db.metadata.get(uid).attributes[attribute] as { joinTable?: JoinTable }).joinTable;
    if (!joinTable) throw new Error(`${uid}.${attribute} has no join table`);
    return joinTable;
  }

  private async insert(table: string, rows: Row[]): Promise<void> {
    const batchSize = this.strapi.db.dialect.getBatchInsertSize();
    for (let start = 0; start < rows.length; start += batchSize) {
      await this.strapi.db
        .getConnection(table)
        .transacting(this.trx)
        .insert(rows.slice(start, start + batchSize));
    }
  }
}
