// The projects feature's public entry: the choice of a project other pages' forms use.
export { ProjectSelect, type ProjectSelectProps } from './ProjectSelect';
