import { OUTAGE_REPORT_INTERVAL_MS, outageGate } from './outage-gate';

describe('outageGate', () => {
  it('admits the first failure of a code and upstream, then none of them for a minute', () => {
    let now = 1_000_000;
    const admit = outageGate(() => now);
    expect(admit('UPSTREAM_UNAVAILABLE:content')).toBe(true);
    expect(admit('UPSTREAM_UNAVAILABLE:content')).toBe(false);
    now += OUTAGE_REPORT_INTERVAL_MS - 1;
    expect(admit('UPSTREAM_UNAVAILABLE:content')).toBe(false);
    now += 1;
    expect(admit('UPSTREAM_UNAVAILABLE:content')).toBe(true);
    expect(admit('UPSTREAM_UNAVAILABLE:content')).toBe(false);
  });

  it('counts each code and upstream apart', () => {
    const admit = outageGate(() => 0);
    expect(admit('UPSTREAM_UNAVAILABLE:content')).toBe(true);
    expect(admit('UPSTREAM_ERROR:content')).toBe(true);
    expect(admit('UPSTREAM_UNAVAILABLE:shop')).toBe(true);
    expect(admit('UPSTREAM_ERROR:content')).toBe(false);
  });
});
