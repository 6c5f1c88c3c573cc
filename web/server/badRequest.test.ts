import { messages } from '../src/platform/i18n/messages';
import { badRequestPage, hasMalformedPath } from './badRequest';

describe('hasMalformedPath', () => {
  it.each(['/diagrams/%E0%A4%A/', '/fr/s/%ZZ/', '/%', '/s/50%/', '/de/category/%C3/?page=2'])(
    'finds %s malformed',
    (url) => {
      expect(hasMalformedPath(url)).toBe(true);
    },
  );

  it.each(['/', '/fr/s/caf%C3%A9/', '/diagrams/a%20b/', '/s/x/?q=%ZZ', '/s/x/#%ZZ', '/pt/sobre-nos/'])(
    'lets %s through',
    (url) => {
      expect(hasMalformedPath(url)).toBe(false);
    },
  );
});

describe('badRequestPage', () => {
  it("says it in the language of the path's prefix, with a way home", () => {
    const page = badRequestPage('/fr/s/%ZZ/');
    expect(page).toContain('<html lang="fr">');
    expect(page).toMatch(new RegExp(`<h1[^>]*>${messages.fr['badRequest.title']}</h1>`));
    expect(page).toContain('href="/fr/"');
    expect(badRequestPage('/diagrams/%E0%A4%A/')).toContain('<html lang="en">');
    expect(badRequestPage('/pt/%ZZ')).toContain(messages.pt['badRequest.title']);
  });

  it('never echoes the address and runs no script', () => {
    const page = badRequestPage('/de/%ZZ<script>alert(1)</script>/');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('%ZZ');
  });
});
