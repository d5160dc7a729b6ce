// Host logic in plain browser JavaScript: the way a third-party shell would embed a Polaris app.
//
// Query: entry (the app's address; default the platform sub-app, or the container, of the
// gateway serving this page), token, path (its first page), name (qiankun name; default
// polaris-platform). app=container mounts the whole shell (name polaris-container) with
// hideLayout/hideTabs (1 or 0, default 1) and qiankun's strictStyleIsolation, which the
// container asks for; isolation=none mounts it without. The Update button hands the mounted app
// the props in window.hostUpdate (set by a test), as a host does when its own state changes.
// storagePrefix (optional) is handed on: where the app may keep what it remembers in our storage.
// Without a token, Sign in goes through the gateway's authorisation page and comes back here
// with one in the address hash, which is taken into memory and removed from the address.
(function () {
  var query = new URLSearchParams(window.location.search);
  var status = document.getElementById('status');
  var container = query.get('app') === 'container';
  var app = null;
  var entry = new URL(
    query.get('entry') || (container ? '/' : '/apps/platform/'),
    window.location.href,
  ).href;
  var hash = new URLSearchParams(window.location.hash.slice(1));
  var token = query.get('token') || hash.get('access_token') || undefined;
  if (hash.get('access_token')) {
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }
  if (token) setStatus('signed in');

  function setStatus(text) {
    status.textContent = text;
  }

  function flag(name) {
    return query.get(name) !== '0';
  }

  function props() {
    var given = {
      accessToken: token,
      initialPath: query.get('path') || undefined,
      onSessionEnd: function () {
        setStatus('session-ended');
      },
    };
    if (query.get('storagePrefix')) given.storagePrefix = query.get('storagePrefix');
    if (container) {
      given.hideLayout = flag('hideLayout');
      given.hideTabs = flag('hideTabs');
    }
    return given;
  }

  function sandbox() {
    if (container && query.get('isolation') !== 'none') return { strictStyleIsolation: true };
    return true;
  }

  document.getElementById('mount').addEventListener('click', function () {
    if (app) return;
    setStatus('mounting');
    app = window.qiankun.loadMicroApp(
      {
        name: query.get('name') || (container ? 'polaris-container' : 'polaris-platform'),
        entry: entry,
        container: '#slot',
        props: props(),
      },
      { sandbox: sandbox() },
    );
    app.mountPromise.then(
      function () {
        setStatus('mounted');
      },
      function (error) {
        setStatus('failed: ' + (error && error.message));
      },
    );
  });

  document.getElementById('sign-in').addEventListener('click', function () {
    var back = window.location.origin + window.location.pathname + window.location.search;
    var authorize = new URL('/oauth/oauth/authorize', entry);
    authorize.search = new URLSearchParams({
      response_type: 'token',
      client_id: 'localhost',
      redirect_uri: back,
    }).toString();
    window.location.assign(authorize.href);
  });

  document.getElementById('update').addEventListener('click', function () {
    if (!app || !app.update) return;
    setStatus('updating');
    app.update(window.hostUpdate || {}).then(function () {
      setStatus('updated');
    });
  });

  document.getElementById('unmount').addEventListener('click', function () {
    if (!app) return;
    var current = app;
    app = null;
    setStatus('unmounting');
    current.unmount().then(function () {
      setStatus('unmounted');
    });
  });
})();
