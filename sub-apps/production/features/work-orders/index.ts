/** The work orders' public entry: a plan's work orders in a drawer (the Production Plans page). */
export { PlanWorkOrdersDrawer } from './PlanWorkOrdersDrawer';
