import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIdentity, builtId } from '../config/buildIdentity';

const at = new Date('2026-11-26T07:00:00.000Z');

describe('the build identity', () => {
  it('takes BUILD_ID when the deploy sets it, with the build time', () => {
    expect(buildIdentity({ BUILD_ID: 'release-2026-11-26' }, at)).toEqual({
      id: 'release-2026-11-26',
      time: '2026-11-26T07:00:00.000Z',
    });
  });

  it('is generated from the time and a random part otherwise, different for every build', () => {
    const first = buildIdentity({}, at);
    const second = buildIdentity({}, at);
    expect(first.id).toMatch(/^[a-z0-9]+-[0-9a-f]{8}$/);
    expect(first.id).not.toBe(second.id);
  });

  it('is the same in every evaluation of one build (the build’s workers inherit it)', () => {
    const env: Record<string, string | undefined> = {};
    const first = buildIdentity(env, at);
    expect(buildIdentity({ ...env }, new Date())).toEqual(first);
  });

  it('refuses a BUILD_ID Next would refuse as a deployment id, naming the variable', () => {
    expect(() => buildIdentity({ BUILD_ID: 'v1.2' }, at)).toThrow(/^BUILD_ID must be/);
    expect(() => buildIdentity({ BUILD_ID: '../x' }, at)).toThrow(/^BUILD_ID must be/);
  });

  it('is read back from the build output by the running server', () => {
    const dist = mkdtempSync(join(tmpdir(), 'next-dist-'));
    expect(builtId(dist)).toBeUndefined();
    writeFileSync(join(dist, 'BUILD_ID'), 'mx1-abcd1234');
    expect(builtId(dist)).toBe('mx1-abcd1234');
  });
});
