// Host logic in plain browser JavaScript: the way a third-party shell would embed a sub-app.
(function () {
  var query = new URLSearchParams(window.location.search);
  var status = document.getElementById('status');
  var app = null;

  function setStatus(text) {
    status.textContent = text;
  }

  document.getElementById('mount').addEventListener('click', function () {
    if (app) return;
    setStatus('mounting');
    app = window.qiankun.loadMicroApp(
      {
        name: query.get('name') || 'polaris-platform',
        entry: query.get('entry'),
        container: '#slot',
        props: {
          accessToken: query.get('token') || undefined,
          initialPath: query.get('path') || undefined,
          onSessionEnd: function () {
            setStatus('session-ended');
          },
        },
      },
      { sandbox: true },
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
