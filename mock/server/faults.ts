// Fault injection for tests: delay, fail or replace the answer of matching requests. Faults are
// tried in the order added; the first match wins and uses up one of its `times`.

export interface FaultSpec {
  /** HTTP method to match (the wire method or the X-HTTP-Method-Override one); any if absent. */
  method?: string;
  /** RegExp source tested against pathname + search. */
  path: string;
  /** Answer with this status instead of the real handler; without it the request proceeds. */
  status?: number;
  /** JSON for objects/arrays/numbers/booleans, text for strings, nothing for null/undefined. */
  body?: unknown;
  delayMs?: number;
  /** Matches before the fault removes itself; unlimited when absent. */
  times?: number;
}

export interface Fault extends FaultSpec {
  id: string;
  hits: number;
}

export class FaultSpecError extends Error {}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** Checks an untrusted fault description (from the HTTP API) and returns it typed. */
export function parseFaultSpec(input: unknown): FaultSpec {
  if (!input || typeof input !== 'object') throw new FaultSpecError('Fault must be a JSON object');
  const { method, path, status, body, delayMs, times } = input as Record<string, unknown>;
  if (typeof path !== 'string' || path === '') throw new FaultSpecError('path (regex) is required');
  try {
    new RegExp(path);
  } catch {
    throw new FaultSpecError(`path is not a valid regular expression: ${path}`);
  }
  if (method !== undefined && typeof method !== 'string') {
    throw new FaultSpecError('method must be a string');
  }
  if (status !== undefined && !(isPositiveInteger(status) && status >= 200 && status <= 599)) {
    throw new FaultSpecError('status must be an integer from 200 to 599');
  }
  if (delayMs !== undefined && !(typeof delayMs === 'number' && delayMs >= 0)) {
    throw new FaultSpecError('delayMs must be a number >= 0');
  }
  if (times !== undefined && !isPositiveInteger(times)) {
    throw new FaultSpecError('times must be a positive integer');
  }
  return {
    path,
    ...(method !== undefined && { method: method.toUpperCase() }),
    ...(status !== undefined && { status }),
    ...(body !== undefined && { body }),
    ...(delayMs !== undefined && { delayMs }),
    ...(times !== undefined && { times }),
  };
}

interface ActiveFault {
  fault: Fault;
  regex: RegExp;
}

export class FaultRegistry {
  private faults: ActiveFault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const checked = parseFaultSpec(spec);
    const fault: Fault = { id: `fault-${this.nextId++}`, hits: 0, ...checked };
    this.faults.push({ fault, regex: new RegExp(checked.path) });
    return fault;
  }

  /**
   * The first fault matching the request, counted as used; undefined when none matches. A CORS
   * preflight (OPTIONS) only matches faults that name OPTIONS, so faulting an endpoint fails the
   * real request, not its preflight.
   */
  take(methods: string[], pathAndSearch: string): Fault | undefined {
    const methodMatches = (fault: Fault): boolean =>
      fault.method ? methods.includes(fault.method) : !methods.includes('OPTIONS');
    const found = this.faults.find(
      ({ fault, regex }) => methodMatches(fault) && regex.test(pathAndSearch),
    );
    if (!found) return undefined;
    const { fault } = found;
    fault.hits += 1;
    if (fault.times !== undefined && fault.hits >= fault.times) {
      this.faults = this.faults.filter((active) => active !== found);
    }
    return { ...fault };
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter(({ fault }) => fault.id !== id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map(({ fault }) => ({ ...fault }));
  }
}
