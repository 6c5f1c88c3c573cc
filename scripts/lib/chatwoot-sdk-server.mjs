// A local stand-in for a Chatwoot installation, for the chat widget's e2e and Lighthouse bench: it serves a
// minimal website SDK at Chatwoot's path (/packs/js/sdk.js) that does what the real one does on the page —
// reads window.chatwootSettings, adds its <style>, launcher and widget frame, opens the websocket (/cable) and
// defines window.$chatwoot — and reports what `chatwootSDK.run` received. With `holdSdk` set, the SDK request
// is never answered, like an installation that is down.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

const SDK = `window.chatwootSDK = {
  run: function (config) {
    var settings = window.chatwootSettings || {};
    var style = document.createElement('style');
    style.textContent = '.woot-widget-holder{position:fixed;bottom:88px;right:20px;width:360px;height:480px}' +
      '.woot--hide{display:none}.woot-widget-bubble{position:fixed;bottom:20px;right:20px;padding:12px 20px}';
    document.body.appendChild(style);
    var holder = document.createElement('div');
    holder.className = 'woot-widget-holder woot--hide woot-elements--' + settings.position;
    var frame = document.createElement('iframe');
    frame.src = config.baseUrl + '/widget?website_token=' + encodeURIComponent(config.websiteToken) +
      '&locale=' + encodeURIComponent(settings.locale);
    holder.appendChild(frame);
    var bubble = document.createElement('button');
    bubble.type = 'button';
    bubble.className = 'woot-widget-bubble woot-elements--' + settings.position;
    bubble.textContent = settings.launcherTitle;
    bubble.addEventListener('click', function () { holder.classList.toggle('woot--hide'); });
    document.body.appendChild(holder);
    document.body.appendChild(bubble);
    window.$chatwoot = { hasLoaded: true, locale: settings.locale, setLocale: function (locale) { this.locale = locale; } };
    new WebSocket(config.baseUrl.replace(/^http/, 'ws') + '/cable');
    fetch(config.baseUrl + '/sdk-runs', { method: 'POST', body: JSON.stringify({ config: config, settings: settings }) });
  }
};
`;

/** Starts the stand-in on 127.0.0.1 (`port` 0: any free one); resolves to its URL, what it saw, and a stop. */
export async function startChatwootSdkServer({ port = 0 } = {}) {
  const state = { holdSdk: false, runs: [], frames: [], sockets: 0 };
  const held = new Set();
  const websockets = new Set();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      // The browser's preflight for a cross-origin POST (and Chromium's for a local-network address).
      return response
        .writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '',
          'Access-Control-Allow-Private-Network': 'true',
        })
        .end();
    }
    if (url.pathname === '/packs/js/sdk.js') {
      if (state.holdSdk) return held.add(response);
      return response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(SDK);
    }
    if (url.pathname === '/widget') {
      state.frames.push(Object.fromEntries(url.searchParams));
      return response
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<!doctype html><html lang="en"><title>Chat</title><p>How can we help?</p></html>');
    }
    if (url.pathname === '/sdk-runs' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        state.runs.push(JSON.parse(body));
        response.writeHead(204).end();
      });
      return;
    }
    response.writeHead(404).end();
  });
  // ActionCable's websocket: the handshake is enough to show the page may open it.
  server.on('upgrade', (request, socket) => {
    const accept = createHash('sha1')
      .update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    state.sockets += 1;
    websockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
    state,
    stop: () =>
      new Promise((resolve) => {
        for (const response of held) response.destroy();
        for (const socket of websockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
