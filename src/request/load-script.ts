/**
 * Loads a script once per document (spec section 8): resolves when it has loaded, rejects with
 * Error('Dynamic Script Error') when it fails. Callers asking for the same `src` while it loads
 * (or after it loaded) share one tag and one promise; a failed load is forgotten, so a later
 * call tries again.
 */
import { pageDocument, type DocumentLike } from './dom';

export const DYNAMIC_SCRIPT_ERROR = 'Dynamic Script Error';

const loads = new WeakMap<DocumentLike, Map<string, Promise<void>>>();

function loadsOf(doc: DocumentLike): Map<string, Promise<void>> {
  let map = loads.get(doc);
  if (!map) {
    map = new Map();
    loads.set(doc, map);
  }
  return map;
}

export function loadScript(
  src: string,
  doc: DocumentLike | undefined = pageDocument(),
): Promise<void> {
  if (!doc) return Promise.reject(new Error(DYNAMIC_SCRIPT_ERROR));
  const known = loadsOf(doc);
  const pending = known.get(src);
  if (pending) return pending;
  const script = doc.createElement('script');
  const loading = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      known.delete(src);
      script.remove();
      reject(new Error(DYNAMIC_SCRIPT_ERROR));
    });
  });
  known.set(src, loading);
  script.setAttribute('src', src);
  script.setAttribute('async', '');
  (doc.head ?? doc.body).appendChild(script);
  return loading;
}
