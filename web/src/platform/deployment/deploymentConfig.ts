import { join } from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { buildIdentity, builtId } from '../config/buildIdentity';

/**
 * next.config's part for deployments: one id per build as Next's build id and deployment id
 * (Next then adds `?dpl=<id>` to asset URLs and hard-navigates when the server's id differs), and
 * the id and build time inlined for /builds/latest.json and the page's own id.
 */
export function deploymentConfig(phase: string, webDir: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const { id, time } = buildIdentity();
    return { generateBuildId: () => id, deploymentId: id, env: { SHOP_BUILD_ID: id, SHOP_BUILD_TIME: time } };
  }
  if (phase === PHASE_PRODUCTION_SERVER) {
    const id = builtId(join(webDir, '.next'));
    return id ? { deploymentId: id } : {};
  }
  return {};
}
