// Host logic in plain browser JavaScript: the way a third-party shell would embed a Polaris app.
//
// Query: entry (the app's address), token, path (its first page), name (qiankun name; default
// polaris-platform). app=container mounts the whole shell (name polaris-container) with
// hideLayout/hideTabs (1 or 0, default 1) and qiankun's strictStyleIsolation, which the
// container asks for; isolation=none mounts it without. The Update button hands the mounted app
// the props in window.hostUpdate (set by a test), as a host does when its own state changes.
// storagePrefix (optional) is handed on: where the app may keep what it remembers in our storage.
(function () {
  var query = new URLSearchParams(window.location.search);
  var status = document.getElementById('status');
  var container = query.get('app') === 'container';
  var app = null;

  function setStatus(text) {
    status.textContent = text;
  }

  function flag(name) {
    return query.get(name) !== '0';
  }

  function props() {
    var given = {
      accessToken: query.get('token') || undefined,
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
        entry: query.get('entry'),
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
