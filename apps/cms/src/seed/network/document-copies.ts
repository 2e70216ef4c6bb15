import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Row } from '../../utils/raw-rows';
import type { RowWriter } from './row-writer';

/** What the generator reads of Strapi's database metadata (@strapi/database's Meta, loosely typed there). */
interface JoinTable {
  name: string;
  joinColumn: { name: string; referencedTable?: string };
  inverseJoinColumn?: { name: string; referencedTable?: string };
  morphColumn?: unknown;
  __internal__?: boolean;
}
interface Attribute {
  type: string;
  relation?: string;
  target?: string;
  mappedBy?: string;
  morphBy?: string;
  joinTable?: JoinTable;
  unique?: boolean;
  targetField?: string;
}
interface Meta {
  uid: string;
  tableName: string;
  attributes: Record<string, Attribute>;
}

const MEDIA_LINKS = 'files_related_mph';

/** How the copies of one content type differ from their original. */
export interface CopyPlan {
  uid: string;
  /** Documents wanted in all (the originals count). */
  documents: number;
  /** Days each date column moves per generation (a generation is one more copy of every original). */
  dateShiftDays?: Record<string, number>;
  /** Columns the CMS derives from others on save (a course's search text), worked out for each copy. */
  derived?: Record<string, (copy: Row) => unknown>;
}

/**
 * Copies of the demo's documents, as an editor would have written more of them: every locale,
 * draft and published version of a document copied under a new document id, with its components
 * (and theirs), its pictures, and its relations. A relation of a copy points to the copy of its
 * target made in the same generation when the target was copied that far, to the original
 * otherwise: the 30th copy of a course belongs to a copied school, as courses of a larger
 * network belong to its other schools. Slugs and other unique values get the generation as a
 * suffix, the title the slug is made from a number.
 */
export class DocumentCopies {
  /** Per table: generation → original row id → copy's row id. */
  private readonly copies = new Map<string, Map<number, Map<number, number>>>();
  private readonly rowsOf = new Map<string, Map<number, Row>>();
  private readonly byColumn = new Map<string, Map<number, Row[]>>();
  private mediaLinks = new Map<string, Row[]>();

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly writer: RowWriter,
  ) {}

  private meta(uid: string): Meta {
    return this.strapi.db.metadata.get(uid) as unknown as Meta;
  }

  private async rows(table: string): Promise<Map<number, Row>> {
    let rows = this.rowsOf.get(table);
    if (!rows) {
      const all = (await this.strapi.db.connection(table).select('*')) as Row[];
      rows = new Map(all.map((row) => [Number(row.id), row]));
      this.rowsOf.set(table, rows);
      await this.writer.reserveIds(table);
    }
    return rows;
  }

  /** The rows of a table whose `column` is `id`, read once per table and column. */
  private async rowsWhere(table: string, column: string, id: number): Promise<Row[]> {
    const key = `${table}.${column}`;
    let index = this.byColumn.get(key);
    if (!index) {
      index = new Map();
      for (const row of (await this.rows(table)).values()) {
        const value = Number(row[column]);
        const list = index.get(value);
        if (list) list.push(row);
        else index.set(value, [row]);
      }
      this.byColumn.set(key, index);
    }
    return index.get(id) ?? [];
  }

  /** Reads what copies are made from, before any copy is written. */
  async load(uids: string[]): Promise<void> {
    const links = await this.rows(MEDIA_LINKS);
    this.mediaLinks = new Map();
    for (const link of links.values()) {
      const key = `${String(link.related_type)}:${Number(link.related_id)}`;
      this.mediaLinks.set(key, [...(this.mediaLinks.get(key) ?? []), link]);
    }
    for (const uid of uids) await this.rows(this.meta(uid).tableName);
  }

  /** The row a relation of a copy in `generation` points to. */
  private target(table: string, generation: number, id: number): number {
    const generations = this.copies.get(table);
    if (!generations) return id;
    const wrapped = generation % (generations.size + 1);
    return wrapped === 0 ? id : (generations.get(wrapped)?.get(id) ?? id);
  }

  private remember(table: string, generation: number, from: number, to: number): void {
    let generations = this.copies.get(table);
    if (!generations) this.copies.set(table, (generations = new Map()));
    let ids = generations.get(generation);
    if (!ids) generations.set(generation, (ids = new Map()));
    ids.set(from, to);
  }

  /** Makes `plan.documents − originals` new documents of a content type; returns how many. */
  async copy(plan: CopyPlan, onProgress?: (done: number) => Promise<void>): Promise<number> {
    const meta = this.meta(plan.uid);
    const rows = await this.rows(meta.tableName);
    const documents = new Map<string, Row[]>();
    for (const row of [...rows.values()].sort((a, b) => Number(a.id) - Number(b.id))) {
      const id = String(row.document_id);
      documents.set(id, [...(documents.get(id) ?? []), row]);
    }
    const originals = [...documents.values()];
    const wanted = Math.max(0, plan.documents - originals.length);
    if (originals.length === 0 || wanted === 0) return 0;

    const uniques = Object.entries(meta.attributes).filter(([, a]) => a.type === 'uid' || a.unique);
    const titled = Object.values(meta.attributes).flatMap((a) =>
      a.type === 'uid' && a.targetField ? [a.targetField] : [],
    );
    const made: Array<{ generation: number; rows: Row[] }> = [];
    for (let n = 0; n < wanted; n++) {
      const generation = Math.floor(n / originals.length) + 1;
      const source = originals[n % originals.length] ?? [];
      const documentId = copyDocumentId(String(source[0]?.document_id), generation);
      for (const original of source) {
        const copy: Row = { ...original, id: this.writer.id(meta.tableName), document_id: documentId };
        for (const [name] of uniques) {
          const column = columnOf(name);
          if (typeof copy[column] === 'string') copy[column] = `${String(copy[column])}-${generation + 1}`;
        }
        for (const name of titled) {
          const column = columnOf(name);
          if (typeof copy[column] === 'string') copy[column] = `${String(copy[column])} ${generation + 1}`;
        }
        for (const [column, days] of Object.entries(plan.dateShiftDays ?? {})) {
          copy[column] = shiftDate(copy[column], days * generation);
        }
        for (const [column, derive] of Object.entries(plan.derived ?? {})) copy[column] = derive(copy);
        this.remember(meta.tableName, generation, Number(original.id), Number(copy.id));
        this.writer.push(meta.tableName, copy);
      }
      made.push({ generation, rows: source });
      if (made.length % 250 === 0) await onProgress?.(made.length);
    }
    // Links last: a copy may point to another copy of the same type (a course's related courses).
    for (const { generation, rows: source } of made) {
      for (const original of source)
        await this.copyOwned(
          meta,
          generation,
          Number(original.id),
          this.target(meta.tableName, generation, Number(original.id)),
        );
      if (this.writer.pending > 50_000) await this.writer.flush();
    }
    await this.writer.flush();
    return wanted;
  }

  /** A row's components, pictures and relations, for its copy `copyId`. */
  private async copyOwned(meta: Meta, generation: number, originalId: number, copyId: number): Promise<void> {
    const componentLinks = `${meta.tableName}_cmps`;
    for (const [name, attribute] of Object.entries(meta.attributes)) {
      const join = attribute.joinTable;
      if (attribute.morphBy === 'related' && attribute.target === 'plugin::upload.file') {
        for (const link of this.mediaLinks.get(`${meta.uid}:${originalId}`) ?? []) {
          if (link.field !== name) continue;
          this.writer.push(MEDIA_LINKS, { ...link, id: this.writer.id(MEDIA_LINKS), related_id: copyId });
        }
      } else if (join && join.name === componentLinks) {
        // Components and dynamic zones share the owner's `_cmps` table; each field once.
        for (const link of await this.rowsWhere(componentLinks, join.joinColumn.name, originalId)) {
          if (link.field !== name) continue;
          const componentId = await this.copyComponent(String(link.component_type), generation, Number(link.cmp_id));
          this.writer.push(componentLinks, {
            ...link,
            id: this.writer.id(componentLinks),
            entity_id: copyId,
            cmp_id: componentId,
          });
        }
      } else if (join?.inverseJoinColumn && !attribute.mappedBy && join.joinColumn.referencedTable === meta.tableName) {
        const targetTable = join.inverseJoinColumn.referencedTable ?? '';
        for (const link of await this.rowsWhere(join.name, join.joinColumn.name, originalId)) {
          this.writer.push(join.name, {
            ...link,
            id: this.writer.id(join.name),
            [join.joinColumn.name]: copyId,
            [join.inverseJoinColumn.name]: this.target(
              targetTable,
              generation,
              Number(link[join.inverseJoinColumn.name]),
            ),
          });
        }
      }
    }
  }

  private async copyComponent(uid: string, generation: number, id: number): Promise<number> {
    const meta = this.meta(uid);
    const original = (await this.rows(meta.tableName)).get(id);
    if (!original) throw new Error(`component ${uid} ${id} not found`);
    const copyId = this.writer.id(meta.tableName);
    this.writer.push(meta.tableName, { ...original, id: copyId });
    await this.copyOwned(meta, generation, id, copyId);
    return copyId;
  }
}

/** Strapi's column for an attribute: snake case. */
const columnOf = (attribute: string) => attribute.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A generated document's id, of the same form as Strapi's: `kind` then `n` in base 36, 24 characters. */
export const serialDocumentId = (kind: string, n: number) => `${kind}${n.toString(36).padStart(24 - kind.length, '0')}`;

/** A document id of the same form as Strapi's (24 lower-case letters and digits), one per original and generation. */
export function copyDocumentId(original: string, generation: number): string {
  const digest = createHash('sha256').update(`${original}:${generation}`).digest();
  return BigInt(`0x${digest.toString('hex')}`)
    .toString(36)
    .slice(0, 24)
    .padStart(24, '0');
}

/** A date moved by whole days, in the type the engine returned it (milliseconds, Date, or text). */
function shiftDate(value: unknown, days: number): unknown {
  const ms = days * 86_400_000;
  if (typeof value === 'number') return value + ms;
  if (value instanceof Date) return new Date(value.getTime() + ms);
  if (typeof value === 'string' && value !== '') {
    const moved = new Date(new Date(value).getTime() + ms).toISOString();
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? moved.slice(0, 10) : moved;
  }
  return value;
}
