/**
 * Stands in for `side-channel` in the bundles (src/build/umi-plugin.ts). qs, the only user, keeps
 * the objects it met while stringifying in one, to refuse cyclic values. The package brings
 * object-inspect and get-intrinsic along for engines without WeakMap and for an error message qs
 * never asks for, ~7 kB gzip of the first load; every browser of our build targets has WeakMap.
 * Same interface: a channel holds any keys, objects weakly.
 */
module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const primitives = new Map();
  const storeOf = (key) =>
    (typeof key === 'object' && key !== null) || typeof key === 'function' ? objects : primitives;
  const channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => storeOf(key).delete(key),
    get: (key) => storeOf(key).get(key),
    has: (key) => storeOf(key).has(key),
    set(key, value) {
      storeOf(key).set(key, value);
    },
  };
  return channel;
};
