/**
 * The chart's colours from the antd theme tokens of the page (so a chart follows the platform's
 * primary colour, a dark theme or a compact one like every other part of the page), and the
 * defaults every chart gets from them: text, grid lines and the font.
 */
import type { GlobalToken } from 'antd';
import type { ChartOptions, ChartType } from 'chart.js';

export interface ChartColors {
  /** Series colours in order: the primary, then antd's other brand-neutral hues. */
  series: readonly string[];
  primary: string;
  /** What needs attention (an overload, a shortfall). */
  error: string;
  warning: string;
  success: string;
  text: string;
  grid: string;
}

export function chartColors(token: GlobalToken): ChartColors {
  return {
    series: [
      token.colorPrimary,
      token.blue6,
      token.gold6,
      token.purple6,
      token.cyan6,
      token.magenta6,
    ],
    primary: token.colorPrimary,
    error: token.colorError,
    warning: token.colorWarning,
    success: token.colorSuccess,
    text: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
  };
}

/** `#rrggbb` (or `#rgb`) with an alpha, for fills under a stronger border. */
export function withAlpha(color: string, alpha: number): string {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return color;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The options of every chart: sized by its box, themed text and grid, no animation on update. */
export function baseOptions<T extends ChartType>(
  token: GlobalToken,
  colors: ChartColors,
): ChartOptions<T> {
  const axis = { ticks: { color: colors.text }, grid: { color: colors.grid } };
  return {
    responsive: true,
    maintainAspectRatio: false,
    color: colors.text,
    font: { family: token.fontFamily, size: token.fontSizeSM },
    scales: { x: axis, y: { ...axis, beginAtZero: true } },
    plugins: { legend: { labels: { color: colors.text } } },
  } as ChartOptions<T>;
}
