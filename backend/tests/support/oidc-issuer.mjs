// A real OpenID Connect issuer for tests (oauth2-mock-server, ESM only, hence its own process). It prints
// {"issuer": url} once listening. Each line written to its stdin is the JSON profile its userinfo endpoint answers
// from then on (the person who signs in next).
import readline from 'node:readline';
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
let profile = { sub: 'nobody' };
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  profile = JSON.parse(line);
  process.stdout.write('profile set\n');
});
server.service.on('beforeUserinfo', (response) => {
  response.body = profile;
});
await server.start(0, '127.0.0.1');
process.stdout.write(`${JSON.stringify({ issuer: server.issuer.url })}\n`);
process.on('SIGTERM', () => server.stop().then(() => process.exit(0)));
