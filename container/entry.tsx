import './shell/shell.css';
import { startContainer } from './boot';

void startContainer();
