import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  CREDIT_ENTRY_KINDS,
  type CreditEntryKind,
  LIBRARY_SOURCES,
  type LibrarySource,
} from '../../domain/subscription';
import { LIST_SIZES, listCost } from '../../limits/query-cost';
import { enumOf } from '../shared/enum-of';
import { Download } from '../shop/order';

const CreditEntryKindEnum = enumOf(CREDIT_ENTRY_KINDS);
registerEnumType(CreditEntryKindEnum, {
  name: 'CreditEntryKind',
  description:
    "GRANT (a paid period), SPEND (a diagram), EXPIRE (past the grant's expiry), REFUND (a refunded period's unspent credits taken back).",
});

const LibrarySourceEnum = enumOf(LIBRARY_SOURCES);
registerEnumType(LibrarySourceEnum, { name: 'LibrarySource', description: 'How the account obtained the diagram.' });

@ObjectType({ description: 'One line of the credit ledger: a grant (> 0), a spend or an expiry (< 0).' })
export class CreditEntry {
  @Field(() => ID)
  id!: string;

  @Field(() => CreditEntryKindEnum)
  kind!: CreditEntryKind;

  @Field(() => Int)
  amount!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'Grants: when their unspent credits expire.' })
  expiresAt!: Date | null;

  @Field(() => Int, { nullable: true, description: "Spends: the diagram's legacyId." })
  diagramId!: number | null;

  @Field(() => String, { nullable: true, description: "Spends: the diagram's title in the account's language." })
  title!: string | null;
}

@ObjectType()
export class CreditExpiry {
  @Field(() => Int)
  amount!: number;

  @Field(() => Date)
  expiresAt!: Date;
}

@ObjectType({ description: "The bearer's credits: balance, the soonest expiry, and the latest 200 entries." })
export class Credits {
  @Field(() => Int)
  balance!: number;

  @Field(() => CreditExpiry, { nullable: true })
  nextExpiry!: CreditExpiry | null;

  @Field(() => [CreditEntry], { description: 'Newest first.', complexity: listCost(LIST_SIZES.creditEntries) })
  entries!: CreditEntry[];
}

@ObjectType({ description: 'A diagram the account obtained, by purchase or by credits, with a fresh link.' })
export class LibraryItem {
  @Field(() => Int)
  diagramId!: number;

  @Field(() => String)
  title!: string;

  @Field(() => Date)
  obtainedAt!: Date;

  @Field(() => LibrarySourceEnum)
  source!: LibrarySource;

  @Field(() => String, { nullable: true, description: 'The paid order it came with (PURCHASE).' })
  orderKey!: string | null;

  @Field(() => Download)
  download!: Download;
}

@ObjectType({ description: 'A spend: its cost (0 for a diagram already obtained), the balance after it, the link.' })
export class CreditSpend {
  @Field(() => Int)
  charged!: number;

  @Field(() => Int)
  balance!: number;

  @Field(() => Download)
  download!: Download;
}

@ObjectType({ description: "A diagram page's credit facts: the balance and whether the bearer has the diagram." })
export class CreditStatus {
  @Field(() => Int)
  balance!: number;

  @Field(() => Boolean, { description: 'Obtained already, by purchase or by credits: downloading costs nothing.' })
  obtained!: boolean;
}
