import { chatwootSettings } from './chatwootSettings';
import { type ChatwootWindow, loadChatwoot } from './loadChatwoot';

const config = { baseUrl: 'https://chat.example.com', websiteToken: 'token123' };
const settings = chatwootSettings('fr', 'Discutez avec nous');

/** A page as the SDK sees it: a head to append the script to, and the frame the SDK builds. */
function page() {
  const appended: { src: string; async: boolean }[] = [];
  const frame = { title: '', setAttribute: (_: string, value: string) => Object.assign(frame, { title: value }) };
  let frameBuilt = false;
  const win: ChatwootWindow = {};
  const document = {
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
    querySelector: (selector: string) => (selector.startsWith('script') ? null : frameBuilt ? frame : null),
  };
  return {
    page: { window: win, document: document as unknown as Document },
    win,
    appended,
    frame,
    buildFrame: () => {
      frameBuilt = true;
    },
  };
}

describe('loadChatwoot', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sets the spec §9 settings, adds the SDK script and runs it with the token and base URL once it arrives', () => {
    const { page: p, win, appended, frame, buildFrame } = page();
    const run = jest.fn();
    loadChatwoot(config, settings, p);
    expect(win.chatwootSettings).toEqual({
      locale: 'fr',
      position: 'right',
      darkMode: 'auto',
      type: 'expanded_bubble',
      launcherTitle: 'Discutez avec nous',
    });
    expect(appended).toEqual([{ src: 'https://chat.example.com/packs/js/sdk.js', async: true }]);
    jest.advanceTimersByTime(150 * 10);
    win.chatwootSDK = { run };
    jest.advanceTimersByTime(150);
    expect(run).toHaveBeenCalledWith({ websiteToken: 'token123', baseUrl: 'https://chat.example.com' });
    buildFrame();
    jest.advanceTimersByTime(100);
    expect(frame.title).toBe('Discutez avec nous');
  });

  it("logs 'Chatwoot not loaded' after 200 looks 150 ms apart, not before", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    loadChatwoot(config, settings, page().page);
    jest.advanceTimersByTime(150 * 198);
    expect(error).not.toHaveBeenCalled();
    jest.advanceTimersByTime(150);
    expect(error).toHaveBeenCalledWith('Chatwoot not loaded');
    error.mockRestore();
  });

  it('only switches the language of a widget already running, frame title included', () => {
    const { page: p, win, appended, frame, buildFrame } = page();
    const setLocale = jest.fn();
    win.$chatwoot = { setLocale };
    buildFrame();
    frame.title = 'Chat with us';
    loadChatwoot(config, settings, p);
    expect(setLocale).toHaveBeenCalledWith('fr');
    expect(frame.title).toBe('Discutez avec nous');
    expect(appended).toEqual([]);
  });

  it('stops looking when the page leaves before the SDK arrives', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { page: p, win } = page();
    const stop = loadChatwoot(config, settings, p);
    stop();
    win.chatwootSDK = { run: jest.fn() };
    jest.advanceTimersByTime(150 * 300);
    expect(win.chatwootSDK.run).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
