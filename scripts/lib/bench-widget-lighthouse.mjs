// The chat widget's effect on the home page's Lighthouse performance score (issue 11, target: none).
// The stack's web runs without Chatwoot; a second web from the same build runs with it, against the local
// Chatwoot stand-in, and Lighthouse (12.8.2, Debian's Chromium) scores both home pages alternately.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startChatwootSdkServer } from './chatwoot-sdk-server.mjs';
import { start, stop, waitForHttp } from './processes.mjs';
import { root } from './stack.mjs';

const RUNS = 3;

/** Median of the performance scores (0–100) of `runs` Lighthouse runs of `url`. */
async function performanceScore(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  return Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `web`: the stack's web (no widget); `webEnv`: what a second web needs to reach the same gateway and backend;
 * `port`: where that second web listens.
 */
export async function benchWidgetLighthouse({ web, webEnv, port, log, tools: { row } }) {
  const sdk = await startChatwootSdkServer();
  const widgetWeb = start('web-with-widget', process.execPath, ['dist/server/main.js'], {
    cwd: `${root}/web`,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      ...webEnv,
      PORT: String(port),
      CHATWOOT_BASE_URL: sdk.url,
      CHATWOOT_WEBSITE_TOKEN: 'benchWebsiteToken',
    },
    log,
  });
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const withWidget = `http://127.0.0.1:${port}/`;
    await waitForHttp(withWidget, { handle: widgetWeb });
    // Warm both servers' caches, then alternate so that both see the same machine.
    await Promise.all([fetch(`${web}/`), fetch(withWidget)]);
    const scores = { off: [], on: [] };
    for (let run = 0; run < RUNS; run++) {
      scores.off.push(await performanceScore(chrome, `${web}/`));
      scores.on.push(await performanceScore(chrome, withWidget));
    }
    const off = median(scores.off);
    const on = median(scores.on);
    // Lighthouse's page load waits for the network to settle: the widget must have run within it.
    const loaded = sdk.state.runs.length >= RUNS;
    row('home Lighthouse performance, no widget', `${off} (${scores.off.join(', ')})`, '', true);
    row(
      'home Lighthouse performance, with widget',
      `${on} (${scores.on.join(', ')})`,
      `widget ran ${sdk.state.runs.length}×`,
      loaded,
    );
    row("widget's effect on the score", `${on - off} points`, 'none (≥ -2)', on - off >= -2);
  } finally {
    chrome.kill();
    await stop(widgetWeb);
    await sdk.stop();
  }
}
