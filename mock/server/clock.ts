// The gateway's notion of "now": real time plus an offset tests can move forward, so token expiry
// can be tested without waiting an hour.
export class Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  get offset(): number {
    return this.offsetMs;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
