// Headless Chromium for the bench's Lighthouse runs, with chrome-launcher's usual flags but one.
import { Launcher, launch } from 'chrome-launcher';

// chrome-launcher turns off RenderDocument, a feature current Chrome has on. On Debian's Chromium 156 that holds a
// fresh tab's first paint for about 2 s whatever the page (the home page painted at 2.2 s with it off, 0.3–0.5 s with
// it on, same build and machine), which no visitor's browser does; Lighthouse's simulated FCP and LCP follow it.
const KEPT_ON = 'RenderDocument';
const flags = Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=')
    ? flag
        .split(',')
        .filter((feature) => feature !== KEPT_ON)
        .join(',')
    : flag,
);

export function launchLighthouseChrome() {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ignoreDefaultFlags: true,
    chromeFlags: [...flags, '--headless=new', '--no-sandbox', '--disable-gpu'],
  });
}
