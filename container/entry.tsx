import { installChunkRetry } from '@polaris/core/components/code-loading';
import './shell/shell.css';
import { startContainer } from './boot';

installChunkRetry();
void startContainer();
