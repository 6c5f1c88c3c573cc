import { DeploymentCheck } from './DeploymentCheck';
import { ownBuild } from '../config/ownBuild';

/** The page's own build id, rendered by the server into the document for its deployment check. */
export function PageBuild() {
  return <DeploymentCheck buildId={ownBuild().id} />;
}
