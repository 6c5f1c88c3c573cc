// ALTCHA's SHA proof-of-work worker, bundled as a file of the web (the CSP allows no inline worker code).
import 'altcha/workers/sha';
