/**
 * Configuration checks where a sub-app starts (spec section 5): a router must be registered
 * before start, and the start container must exist. Each says what is wrong and where, before
 * the start has done anything (no runtime, no store, no root).
 */
import type { SubAppDefinition } from './types';

/** The element standalone starts render into: the #root of the sub-app's own HTML page. */
export const STANDALONE_ROOT_ID = 'root';

/** Throws unless the definition registers its router: at least one route, each with a page. */
export function checkRoutesRegistered(definition: Pick<SubAppDefinition, 'name' | 'routes'>): void {
  const app = `sub-app "${definition.name}"`;
  const routes: unknown = definition.routes;
  if (!Array.isArray(routes) || routes.length === 0) {
    throw new Error(
      `${app}: a router must be registered before start: its definition has no routes`,
    );
  }
  (routes as Array<Partial<SubAppDefinition['routes'][number]> | null>).forEach((route, index) => {
    if (typeof route?.path !== 'string' || !route.path.startsWith('/')) {
      throw new Error(`${app}: route ${index} needs an absolute path (one starting with /)`);
    }
    if (!route.component) throw new Error(`${app}: route ${route.path} has no component`);
  });
}

/**
 * Where a qiankun mount renders: the #root of the HTML qiankun put in the container, else the
 * container itself; throws when qiankun handed over no container.
 */
export function mountTarget(
  name: string,
  container: HTMLElement | ShadowRoot | undefined,
): HTMLElement | ShadowRoot {
  if (!container) {
    throw new Error(
      `sub-app mount: the container element does not exist: qiankun gave "${name}" no container to mount in`,
    );
  }
  // under strictStyleIsolation qiankun hands over the shadow root holding the app's HTML
  return container.querySelector<HTMLElement>(`#${STANDALONE_ROOT_ID}`) ?? container;
}

/** Where a standalone start renders; throws when the page has no such element. */
export function standaloneTarget(name: string, document: Document): HTMLElement {
  const element = document.getElementById(STANDALONE_ROOT_ID);
  if (!element) {
    throw new Error(
      `sub-app start: the container element #${STANDALONE_ROOT_ID} does not exist in the page: "${name}" has nowhere to start`,
    );
  }
  return element;
}
