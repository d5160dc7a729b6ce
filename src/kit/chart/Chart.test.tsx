/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { FakeChart } from '../../../test/support/fake-chart';
import { Chart } from './Chart';
import { withAlpha } from './chart-theme';

jest.mock('chart.js', () => jest.requireActual('../../../test/support/fake-chart').fakeChartJs());

const data = { labels: ['Mon', 'Tue'], datasets: [{ label: 'Load', data: [3, 4] }] };

beforeEach(() => FakeChart.instances.splice(0));

describe('Chart', () => {
  it('registers only the bar and line parts it draws', () => {
    expect(FakeChart.registered.map((part) => (part as { id: string }).id).sort()).toEqual([
      'bar',
      'barElement',
      'category',
      'legend',
      'line',
      'lineElement',
      'linear',
      'point',
      'tooltip',
    ]);
  });

  it('draws on a canvas named for screen readers and described by the page’s table', () => {
    render(
      <>
        <Chart type="bar" data={data} label="Load per day" describedBy="numbers" />
        <table id="numbers" />
      </>,
    );
    const image = screen.getByRole('img', { name: 'Load per day' });
    expect(image.tagName).toBe('CANVAS');
    expect(image.getAttribute('aria-describedby')).toBe('numbers');
    expect(FakeChart.current()?.canvas).toBe(image);
    expect(FakeChart.current()?.config.type).toBe('bar');
  });

  it('takes its colours and font from the antd theme, and follows its box', () => {
    render(
      <ConfigProvider theme={{ token: { colorTextSecondary: '#123456', fontFamily: 'Inter' } }}>
        <Chart type="line" data={data} label="Output" height={200} />
      </ConfigProvider>,
    );
    const options = FakeChart.current()!.options as {
      color: string;
      responsive: boolean;
      maintainAspectRatio: boolean;
      font: { family: string };
    };
    expect(options).toMatchObject({
      color: '#123456',
      responsive: true,
      maintainAspectRatio: false,
    });
    expect(options.font.family).toBe('Inter');
    expect(screen.getByRole('img').parentElement?.style.height).toBe('200px');
  });

  it('updates the same chart with new numbers, and destroys it when it goes', () => {
    const { rerender, unmount } = render(<Chart type="bar" data={data} label="Load" />);
    const chart = FakeChart.current()!;
    const next = { ...data, datasets: [{ label: 'Load', data: [5, 6] }] };
    rerender(<Chart type="bar" data={next} label="Load" />);
    expect(FakeChart.instances).toHaveLength(1);
    expect(chart.data).toBe(next);
    expect(chart.updates).toBeGreaterThan(0);
    unmount();
    expect(chart.destroyed).toBe(true);
  });

  it.each([
    ['#34A853', 0.5, 'rgba(52, 168, 83, 0.5)'],
    ['#fff', 1, 'rgba(255, 255, 255, 1)'],
    ['red', 0.5, 'red'],
  ])('withAlpha(%s, %p) is %s', (color, alpha, expected) => {
    expect(withAlpha(color, alpha)).toBe(expected);
  });
});
