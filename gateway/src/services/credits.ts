import { NotFoundError } from '../domain/errors';
import { type BoundAllowances, limitedAttempt } from './limited-attempt';
import type { CreditSpend, CreditStatus, Credits, LibraryItem } from '../domain/subscription';
import type { ShopClient } from '../upstreams/shop/client';
import { fetchCreditStatus, fetchCredits, fetchLibrary, spendCredits } from '../upstreams/shop/credits';
import { requireBearer } from './account';

export interface CreditWalletOptions {
  /** Carries the request's bearer: the balance and library are the account's. */
  shop: ShopClient;
  /** The request's bearer token: undefined, a JWT, or MALFORMED. */
  bearer: string | undefined;
  limits: BoundAllowances;
}

/** The bearer's credits and the files they obtained, for one GraphQL request; links as the shop made them. */
export class CreditWallet {
  constructor(private readonly options: CreditWalletOptions) {}

  async credits(): Promise<Credits> {
    requireBearer(this.options.bearer);
    return fetchCredits(this.options.shop);
  }

  /** The balance and whether the bearer has the diagram; an id no diagram can have is NOT_FOUND without a call. */
  async status(diagramId: number): Promise<CreditStatus> {
    requireBearer(this.options.bearer);
    if (!(diagramId > 0)) throw new NotFoundError(`Unknown diagram ${diagramId}`, 'UNKNOWN_DIAGRAM');
    return fetchCreditStatus(this.options.shop, diagramId);
  }

  async library(): Promise<LibraryItem[]> {
    requireBearer(this.options.bearer);
    return fetchLibrary(this.options.shop);
  }

  /**
   * Spends the diagram's credit cost, or nothing when the account already has it. Counted against the `order`
   * allowance while it runs, and given back once it succeeded: every success costs a credit or is a file the
   * account owns, so only refusals (no credits, unknown diagrams) add up.
   */
  async spend(diagramId: number): Promise<CreditSpend> {
    const { shop, bearer, limits } = this.options;
    requireBearer(bearer);
    if (!(diagramId > 0)) throw new NotFoundError(`Unknown diagram ${diagramId}`, 'UNKNOWN_DIAGRAM');
    return limitedAttempt(
      limits,
      'order',
      () => spendCredits(shop, diagramId),
      () => true,
    );
  }
}
