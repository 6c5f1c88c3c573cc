/** An error answered to the client as JSON with a 4xx status (spec section 8 shapes). */
export class ShopError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : typeof body.detail === 'string' ? body.detail : 'Shop error');
  }
}

export const badRequest = (error: string) => new ShopError(400, { error });
