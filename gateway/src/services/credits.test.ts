import type { RateLimitKind } from '../limits/rate-limits';
import { scriptedShop } from '../upstreams/shop/__fixtures__/scripted-shop';
import { MALFORMED } from './account';
import { CreditWallet } from './credits';

/** What a JWT looks like to the gateway (the shop, scripted here, decides whether it is valid). */
const JWT = 'a.b.c';

/** A wallet on a scripted shop, with this bearer (undefined for none) and its allowances recorded. */
function walletOn(replies: Parameters<typeof scriptedShop>[0], bearer: string | undefined) {
  const { shop, calls } = scriptedShop(replies);
  const taken: string[] = [];
  const limits = {
    take: async (kind: RateLimitKind) => void taken.push(`take ${kind}`),
    giveBack: async (kind: RateLimitKind) => void taken.push(`giveBack ${kind}`),
  };
  return { wallet: new CreditWallet({ shop, bearer, limits }), calls, taken };
}

const DOWNLOAD = {
  diagram_id: 1004,
  title: 'Cycle',
  file_name: 'cycle.pptx',
  url: 'https://shop.example.com/api/website/v1/downloads/1004?entitlement=7&expires=1&signature=s',
  expires_at: '2026-11-24T10:00:00.000Z',
};

describe('spending credits', () => {
  it('gives the order allowance back after a spend, and passes on the shop’s link to the file', async () => {
    const { wallet, taken } = walletOn([{ status: 200, body: { charged: 1, balance: 9, download: DOWNLOAD } }], JWT);
    const spent = await wallet.spend(1004);
    expect(spent).toMatchObject({ charged: 1, balance: 9 });
    expect(spent.download.url).toBe(
      'https://shop.example.com/api/website/v1/downloads/1004?entitlement=7&expires=1&signature=s',
    );
    expect(taken).toEqual(['take order', 'giveBack order']);
  });

  it('keeps the point of a refused spend: only refusals add up to the limit', async () => {
    const { wallet, taken } = walletOn(
      [{ status: 402, body: { code: 'insufficient_credits', error: 'Not enough credits.' } }],
      JWT,
    );
    await expect(wallet.spend(1004)).rejects.toMatchObject({ status: 402, code: 'insufficient_credits' });
    expect(taken).toEqual(['take order']);
  });

  it('refuses a diagram id that cannot exist, without a bearer, or with a bearer that is no JWT: no shop call', async () => {
    const none = walletOn([], JWT);
    await expect(none.wallet.spend(0)).rejects.toMatchObject({ name: 'NotFoundError', reason: 'UNKNOWN_DIAGRAM' });
    const anonymous = walletOn([], undefined);
    await expect(anonymous.wallet.spend(1004)).rejects.toMatchObject({ reason: 'SIGN_IN_REQUIRED' });
    const malformed = walletOn([], MALFORMED);
    await expect(malformed.wallet.credits()).rejects.toMatchObject({ reason: 'SESSION_EXPIRED' });
    expect([...none.calls, ...anonymous.calls, ...malformed.calls]).toEqual([]);
  });
});

describe('the library', () => {
  it('puts every link on the public address', async () => {
    const item = { diagram_id: 1004, title: 'Cycle', obtained_at: '2026-11-23T10:00:00.000Z', source: 'credits' };
    const { wallet } = walletOn(
      [{ status: 200, body: { items: [{ ...item, order_key: null, download: DOWNLOAD }] } }],
      JWT,
    );
    const [entry] = await wallet.library();
    expect(entry.download.url.startsWith('https://shop.example.com/api/website/v1/downloads/1004?')).toBe(true);
  });
});
