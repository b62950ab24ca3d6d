/* global window, document -- these scripts run in the browser, inside keycloak-js iframes */
// keycloak-js posts "<clientId> <sid>" here and waits WITHOUT a timeout, so every message
// gets exactly one answer: "unchanged", "changed" or "error" — including when anything throws.
(function () {
  'use strict';
  var allowed = {}; // "clientId origin" pairs the server already accepted

  function readCookie(name) {
    var prefix = name + '=';
    var parts = document.cookie.split(';');
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i].trim();
      if (part.indexOf(prefix) === 0) return decodeURIComponent(part.slice(prefix.length));
    }
    return '';
  }

  // KEYCLOAK_SESSION = base64url(sha256(sid)), as Keycloak 26.1+ sets it.
  async function hashSessionId(sid) {
    var digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sid)),
    );
    var binary = '';
    for (var i = 0; i < digest.length; i++) binary += String.fromCharCode(digest[i]);
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  async function isAllowed(clientId, origin) {
    var key = clientId + ' ' + origin;
    if (allowed[key]) return true;
    var url =
      'login-status-iframe.html/init?client_id=' +
      encodeURIComponent(clientId) +
      '&origin=' +
      encodeURIComponent(origin);
    var response = await fetch(url, { credentials: 'include', signal: AbortSignal.timeout(5000) });
    allowed[key] = response.ok;
    return response.ok;
  }

  async function check(data, origin) {
    if (typeof data !== 'string') return 'error';
    var parts = data.split(' ');
    if (parts.length !== 2 || !parts[0]) return 'error';
    if (!(await isAllowed(parts[0], origin))) return 'error';
    var sid = parts[1];
    var cookie = readCookie('KEYCLOAK_SESSION');
    if (!cookie) return sid ? 'changed' : 'unchanged';
    if (!sid) return 'changed';
    return (await hashSessionId(sid)) === cookie ? 'unchanged' : 'changed';
  }

  window.addEventListener('message', function (event) {
    var target = event.source || window.parent;
    function reply(answer) {
      target.postMessage(answer, event.origin);
    }
    check(event.data, event.origin).then(reply, function () {
      reply('error');
    });
  });
})();
