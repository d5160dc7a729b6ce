/**
 * chart.js for jsdom tests (jsdom draws no canvas): `jest.mock('chart.js', () =>
 * jest.requireActual('…/test/support/fake-chart').fakeChartJs())`. Each chart made is kept with
 * its configuration, so a test can read what would be drawn; `destroy` and `update` are counted.
 */
interface FakeConfig {
  type: string;
  data: { labels?: unknown[]; datasets: Record<string, unknown>[] };
  options: Record<string, unknown>;
}

export class FakeChart {
  static readonly instances: FakeChart[] = [];
  static readonly registered: unknown[] = [];
  static register(...parts: unknown[]): void {
    FakeChart.registered.push(...parts);
  }

  data: FakeConfig['data'];
  options: FakeConfig['options'];
  updates = 0;
  destroyed = false;

  constructor(
    readonly canvas: HTMLCanvasElement,
    readonly config: FakeConfig,
  ) {
    this.data = config.data;
    this.options = config.options;
    FakeChart.instances.push(this);
  }

  update(): void {
    this.updates += 1;
  }

  destroy(): void {
    this.destroyed = true;
  }

  /** The chart still shown (made last and not destroyed). */
  static current(): FakeChart | undefined {
    return [...FakeChart.instances].reverse().find((chart) => !chart.destroyed);
  }
}

/** The module mock: the chart class, and a named stand-in for each registered part. */
export function fakeChartJs(): Record<string, unknown> {
  const part = (name: string) => ({ id: name });
  return {
    Chart: FakeChart,
    BarController: part('bar'),
    BarElement: part('barElement'),
    LineController: part('line'),
    LineElement: part('lineElement'),
    PointElement: part('point'),
    CategoryScale: part('category'),
    LinearScale: part('linear'),
    Tooltip: part('tooltip'),
    Legend: part('legend'),
  };
}
