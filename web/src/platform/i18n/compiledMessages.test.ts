import { compiledMessages } from './compiledMessages';
import { messages } from './messages';

describe('compiledMessages', () => {
  it("sends a page's browser what client components say, not what only the server formats", () => {
    const frame = compiledMessages('fr', 'frame');
    for (const id of [
      'header.nav.faq',
      'consent.accept',
      'wishlist.heart.save',
      'cart.remove.label',
      'errors.notFound.title',
      'credits.spend',
      'credits.error.insufficient',
      'account.header.signedIn',
      'account.error.unavailable',
      'newsletter.field.email',
      'verification.loading',
    ]) {
      expect(frame[id]).toBeDefined();
    }
    for (const id of [
      'catalog.sort.label',
      'notFound.text',
      'checkout.data.title',
      'advisor.send',
      'account.signIn.title',
      'credits.cancel',
      'contact.form.title',
    ]) {
      expect(frame[id]).toBeUndefined();
    }
    expect(Object.keys(frame).length).toBeLessThan(Object.keys(messages.fr).length / 3);
  });

  it('adds the checkout, plan, advisor, account and contact messages for the pages that show them, parsed', () => {
    const all = compiledMessages('de', 'all');
    expect(all['advisor.send']).toEqual([{ type: 0, value: messages.de['advisor.send'] }]);
    expect(all['checkout.data.title']).toBeDefined();
    expect(all['account.signIn.title']).toBeDefined();
    expect(all['contact.form.title']).toBeDefined();
    expect(all['header.nav.faq']).toBeDefined();
    expect(all['catalog.sort.label']).toBeUndefined();
  });
});
