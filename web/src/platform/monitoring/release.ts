import webPackage from '../../../package.json';

/** The release events are filed under: the web's version (web/package.json). */
export const WEB_RELEASE = webPackage.version;
