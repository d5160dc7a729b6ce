// What the platform endpoints remember between requests: saved table settings per user, the
// data-hierarchy values and the running trace per session, and each session's verification token.
// reset() forgets all of it.
import { randomUUID } from 'node:crypto';
import type { TracedRequest, UiTableColumn } from './platform-types';

export interface ActiveTrace {
  traceGroupId: string;
  startedAt: number;
  requests: TracedRequest[];
}

export class PlatformState {
  private readonly uiTables = new Map<string, UiTableColumn[]>();
  private readonly hierarchyValues = new Map<string, Map<string, string | null>>();
  private readonly traces = new Map<string, ActiveTrace>();
  private readonly verificationTokens = new Map<string, string>();
  private anonymousToken = randomUUID();

  reset(): void {
    this.uiTables.clear();
    this.hierarchyValues.clear();
    this.traces.clear();
    this.verificationTokens.clear();
    this.anonymousToken = randomUUID();
  }

  uiTable(userId: number, code: string): UiTableColumn[] | undefined {
    return this.uiTables.get(`${userId}:${code}`);
  }

  saveUiTable(userId: number, code: string, columns: UiTableColumn[]): void {
    this.uiTables.set(`${userId}:${code}`, columns);
  }

  /** The session's chosen value for a hierarchy; undefined when it never switched that one. */
  hierarchyValue(accessToken: string, code: string): string | null | undefined {
    return this.hierarchyValues.get(accessToken)?.get(code);
  }

  setHierarchyValue(accessToken: string, code: string, value: string | null): void {
    const values = this.hierarchyValues.get(accessToken) ?? new Map<string, string | null>();
    values.set(code, value);
    this.hierarchyValues.set(accessToken, values);
  }

  trace(accessToken: string): ActiveTrace | undefined {
    return this.traces.get(accessToken);
  }

  /** Starts a trace for the session, or answers the one already running. */
  startTrace(accessToken: string, now: number): ActiveTrace {
    const running = this.traces.get(accessToken);
    if (running) return running;
    const trace = { traceGroupId: randomUUID(), startedAt: now, requests: [] };
    this.traces.set(accessToken, trace);
    return trace;
  }

  endTrace(accessToken: string): ActiveTrace | undefined {
    const trace = this.traces.get(accessToken);
    this.traces.delete(accessToken);
    return trace;
  }

  /** The RequestVerificationToken of a session (one random value per session), or the anonymous one. */
  verificationToken(accessToken: string | undefined): string {
    if (!accessToken) return this.anonymousToken;
    let token = this.verificationTokens.get(accessToken);
    if (!token) {
      token = randomUUID().replace(/-/g, '');
      this.verificationTokens.set(accessToken, token);
    }
    return token;
  }
}
