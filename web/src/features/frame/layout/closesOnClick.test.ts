import { closesOnClick } from './closesOnClick';

/** Stand-ins for DOM nodes: the toggle button, its label, a panel link and the page. */
const toggle = { name: 'toggle' } as unknown as Node;
const label = { name: 'label' } as unknown as Node;
const link = { name: 'link' } as unknown as Node;
const page = { name: 'main' } as unknown as Node;
const toggleElement = { contains: (node: Node | null) => node === toggle || node === label };

describe('closesOnClick', () => {
  it('keeps the menu for clicks on its toggle, whose own handler toggles it', () => {
    expect(closesOnClick(toggle, toggleElement)).toBe(false);
    expect(closesOnClick(label, toggleElement)).toBe(false);
  });

  it('closes it for any other click, its own links included', () => {
    expect(closesOnClick(link, toggleElement)).toBe(true);
    expect(closesOnClick(page, toggleElement)).toBe(true);
    expect(closesOnClick(null, toggleElement)).toBe(true);
    expect(closesOnClick(link, null)).toBe(true);
  });
});
