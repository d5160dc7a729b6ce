/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { monitorTexts } from '../../texts';
import ProcessDiagramView from './ProcessDiagramView';

// jsdom lays nothing out: React Flow's canvas stands in as the boxes and arrows it is handed
jest.mock('@xyflow/react/dist/style.css', () => ({}));
jest.mock('@xyflow/react', () => ({
  MarkerType: { ArrowClosed: 'arrowclosed' },
  Background: () => null,
  ReactFlow: (props: {
    nodes: { id: string; position: { x: number }; data: { label: string }; className?: string }[];
    edges: { id: string }[];
    children: ReactNode;
  }): ReactNode => (
    <div data-testid="flow">
      {props.nodes.map((node) => (
        <span key={node.id} data-x={node.position.x} className={node.className}>
          {node.data.label}
        </span>
      ))}
      {props.edges.map((edge) => (
        <i key={edge.id}>{edge.id}</i>
      ))}
    </div>
  ),
}));

const nodes = [
  { nodeId: 'start', kind: 'start' as const, name: 'Start' },
  {
    nodeId: 'review',
    kind: 'userTask' as const,
    name: '<b>Review</b>',
    assignee: { type: 'starter' as const },
    positionName: 'Lead',
  },
  { nodeId: 'end', kind: 'end' as const, name: 'End' },
];
const flows = [
  { from: 'start', to: 'review' },
  { from: 'review', to: 'end' },
];

beforeAll(prepareDomForAntd);

describe('process diagram', () => {
  it('draws the steps left to right joined by arrows, the current one marked, names as text', () => {
    renderPage(<ProcessDiagramView nodes={nodes} flows={flows} current="review" />, {
      texts: monitorTexts,
    });
    const flow = screen.getByTestId('flow');
    expect([...flow.querySelectorAll('span')].map((s) => [s.textContent, s.dataset.x])).toEqual([
      ['Start', '0'],
      ['<b>Review</b>', '200'],
      ['End', '400'],
    ]);
    expect(flow.querySelector('.polaris-step-current')?.textContent).toBe('<b>Review</b>');
    expect(within(flow).getByText('start->review')).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Steps' });
    const current = within(steps).getByText('<b>Review</b>').closest('li')!;
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(current.textContent).toContain('The starter · Lead');
    expect(current.textContent).toContain('Waiting here');
    expect(document.querySelector('b')).toBeNull();
  });
});
