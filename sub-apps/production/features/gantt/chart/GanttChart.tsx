/**
 * The chart on a page: mounts one dhtmlx instance (gantt-view.ts) in a box that fills the tab down
 * to the window's bottom and follows its resizes, shows the plan it is given, and is destroyed on
 * unmount (or when the language, formats or rights change, for a fresh instance).
 */
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Plan } from '../model/plan';
import type { GanttView } from './gantt-settings';
import {
  GanttChartView,
  type GanttColumnTitles,
  type GanttMarks,
  type GanttViewOptions,
} from './gantt-view';

export type GanttChartHandle = Pick<
  GanttChartView,
  'add' | 'update' | 'indent' | 'outdent' | 'remove' | 'zoomToFit' | 'selected' | 'task'
>;

export interface GanttChartProps {
  label: string;
  plan: Plan;
  marks: GanttMarks;
  view: GanttView;
  language: string;
  dateFormat: string;
  titles: GanttColumnTitles;
  readOnly: boolean;
  canLink: boolean;
  onChange: GanttViewOptions['onChange'];
  onEdit: GanttViewOptions['onEdit'];
  onDelete: GanttViewOptions['onDelete'];
  onSelect: NonNullable<GanttViewOptions['onSelect']>;
}

const MIN_HEIGHT = 320;
const BOTTOM_GAP = 16;

/** The box's height: from its top to the window's bottom. */
function useFillHeight(box: React.RefObject<HTMLDivElement>): number {
  const [height, setHeight] = useState(MIN_HEIGHT);
  // measured before the first paint, so the chart is made at its height (not drawn twice)
  useLayoutEffect(() => {
    const measure = () => {
      const top = box.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = new ResizeObserver(measure);
    if (box.current?.parentElement) observer.observe(box.current.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [box]);
  return height;
}

export const GanttChart = forwardRef<GanttChartHandle, GanttChartProps>(
  function GanttChart(props, ref) {
    const box = useRef<HTMLDivElement>(null);
    const chart = useRef<GanttChartView | null>(null);
    const latest = useRef(props);
    latest.current = props;
    const height = useFillHeight(box);
    const { language, dateFormat, readOnly, canLink, titles } = props;
    const titleKey = JSON.stringify(titles);

    useEffect(() => {
      if (!box.current) return undefined;
      const view = new GanttChartView({
        container: box.current,
        language,
        dateFormat,
        titles: JSON.parse(titleKey) as GanttColumnTitles,
        readOnly,
        canLink,
        onChange: (plan) => latest.current.onChange(plan),
        onEdit: (id) => latest.current.onEdit(id),
        onDelete: (kind, id) => latest.current.onDelete(kind, id),
        onSelect: (id) => latest.current.onSelect(id),
      });
      view.setView(latest.current.view);
      view.load(latest.current.plan);
      view.setMarks(latest.current.marks);
      chart.current = view;
      return () => {
        chart.current = null;
        view.destroy();
      };
    }, [language, dateFormat, readOnly, canLink, titleKey]);

    useEffect(() => chart.current?.load(props.plan), [props.plan]);
    useEffect(() => chart.current?.setMarks(props.marks), [props.marks]);
    useEffect(() => chart.current?.setView(props.view), [props.view]);

    useImperativeHandle(
      ref,
      () => ({
        add: (...args) => chart.current?.add(...args) ?? '',
        update: (...args) => chart.current?.update(...args),
        indent: (id) => chart.current?.indent(id),
        outdent: (id) => chart.current?.outdent(id),
        remove: (kind, id) => chart.current?.remove(kind, id),
        zoomToFit: () => chart.current?.zoomToFit() ?? props.view,
        selected: () => chart.current?.selected() ?? null,
        task: (id) => chart.current?.task(id),
      }),
      [props.view],
    );

    return (
      <div
        ref={box}
        className="polaris-gantt"
        role="application"
        aria-label={props.label}
        style={{ height }}
      />
    );
  },
);
