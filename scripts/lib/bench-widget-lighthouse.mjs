// The chat widget's effect on the home page's Lighthouse performance score (issue 11, target: none).
// The stack's web runs without Chatwoot; a second web from the same build runs with it, against the local
// Chatwoot stand-in, and Lighthouse (12.8.2, Debian's Chromium) scores both home pages alternately.
import { launchLighthouseChrome } from './lighthouse-chrome.mjs';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';
import { startChatwootSdkServer } from './chatwoot-sdk-server.mjs';
import { start, stop, waitForHttp } from './processes.mjs';
import { median } from './stats.mjs';
import { root } from './stack.mjs';

const RUNS = 7;

/**
 * The performance score (0–100), total blocking time and largest contentful paint (ms) of one Lighthouse run of `url`. Lighthouse's desktop preset: the mobile
 * one slows the CPU down four times, which on this shared two-core machine turns the other processes'
 * noise into ±15 points between two runs of the same page.
 */
async function performanceScore(chrome, url) {
  const result = await lighthouse(
    url,
    { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
    desktop,
  );
  const audits = result?.lhr.audits ?? {};
  return {
    score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
  };
}

/** The middle one of an odd number of values. */

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
  const chrome = await launchLighthouseChrome();
  try {
    // The same host name as the stack's web: only the widget differs.
    const withWidget = `http://localhost:${port}/`;
    await waitForHttp(withWidget, { handle: widgetWeb });
    // Warm both servers' caches, then alternate so that both see the same machine.
    await Promise.all([fetch(`${web}/`), fetch(withWidget)]);
    const runs = { off: [], on: [] };
    for (let run = 0; run < RUNS; run++) {
      runs.off.push(await performanceScore(chrome, `${web}/`));
      runs.on.push(await performanceScore(chrome, withWidget));
    }
    const summary = (list) =>
      `${median(list.map((r) => r.score))} (${list.map((r) => r.score).join(', ')}); TBT ${median(list.map((r) => r.tbt))} ms, LCP ${median(list.map((r) => r.lcp))} ms`;
    // Run by run, each with-widget score against the no-widget run just before it: the machine's drift cancels out.
    const effect = median(runs.on.map((r, index) => r.score - runs.off[index].score));
    // Lighthouse's page load waits for the network to settle: the widget must have run within it.
    const loaded = sdk.state.runs.length >= RUNS;
    row('home Lighthouse performance, no widget', summary(runs.off), '', true);
    row('home Lighthouse performance, with widget', summary(runs.on), `widget ran ${sdk.state.runs.length}×`, loaded);
    row("widget's effect on the score (median of pairs)", `${effect} points`, 'none (≥ -2)', effect >= -2);
  } finally {
    chrome.kill();
    await stop(widgetWeb);
    await sdk.stop();
  }
}
