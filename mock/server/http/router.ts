// Minimal method + path router. Patterns use `:name` segments, e.g. `/hpfm/v1/:orgId/prompt/:lang`.
// It only matches; what a route carries (handler, access rule) is up to the caller.

export interface RoutePattern {
  method: string;
  pattern: string;
}

export type RouteMatch<R> =
  | { kind: 'found'; route: R; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'none' };

interface CompiledRoute<R> {
  route: R;
  regex: RegExp;
  paramNames: string[];
}

function compile(pattern: string): { regex: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        paramNames.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { regex: new RegExp(`^${source}/?$`), paramNames };
}

export class Router<R extends RoutePattern> {
  private readonly routes: CompiledRoute<R>[] = [];

  add(...routes: R[]): this {
    for (const route of routes) this.routes.push({ route, ...compile(route.pattern) });
    return this;
  }

  match(method: string, path: string): RouteMatch<R> {
    const allowed: string[] = [];
    for (const { route, regex, paramNames } of this.routes) {
      const found = regex.exec(path);
      if (!found) continue;
      if (route.method !== method && !(route.method === 'GET' && method === 'HEAD')) {
        allowed.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      paramNames.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1]);
      });
      return { kind: 'found', route, params };
    }
    return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'none' };
  }
}
