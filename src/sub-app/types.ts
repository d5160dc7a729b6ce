import type { Authority } from '../permissions/authority';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { Model } from '../core/model';
import type { TextMap } from '../i18n/defaults';
import type { VueComponent } from '../micro/vue-page';

interface PageRouteBase {
  /** Absolute path as it appears in the menu, e.g. /hiam/user/info; may hold :params. */
  path: string;
  /** Prompt key of the page title. */
  titleKey: string;
  /**
   * Who may open the page (spec section 5 "Secured views"): usually its menu code, so a user
   * whose menu lacks the page gets the 403 page when they type its address. None: any user.
   */
  authority?: Authority;
}

/** A page written in React (the usual kind). */
export interface ReactPageRoute extends PageRouteBase {
  type?: 'react';
  component: LazyExoticComponent<ComponentType> | ComponentType;
}

/**
 * A page written in Vue (spec section 2: a route's type may be vue): its component's options
 * object, mounted through the host page's `window.Vue` (src/micro/vue-page.ts). It gets the
 * address's :params as props, and `query`, the search parameters.
 */
export interface VuePageRoute extends PageRouteBase {
  type: 'vue';
  component: VueComponent;
}

export type PageRoute = ReactPageRoute | VuePageRoute;

export interface SubAppDefinition {
  /** qiankun name; the UMD library name of the build. */
  name: string;
  /** Title shown when the sub-app runs alone. */
  titleKey: string;
  routes: PageRoute[];
  /** The sub-app's own models, registered in its own store on mount. */
  models?: Model[];
  /** Prompt-key prefixes the sub-app's pages use. */
  promptKeys: string[];
  /** Texts shipped with the sub-app, by language, shown until (or unless) the server has them. */
  bundledTexts?: Record<string, TextMap>;
  /**
   * Wraps all of the sub-app's pages while it is mounted, in every mode (a tab of the shell,
   * alone, in a foreign host): what its pages share, started on mount and ended on unmount (the
   * property variant's start-up). `insideShell`: mounted by our shell, which already does what
   * a shell does for every module (watch for new builds, for example).
   */
  Provider?: ComponentType<{ children: ReactNode; insideShell: boolean }>;
}
