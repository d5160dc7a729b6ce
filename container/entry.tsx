import { installChunkRetry } from '@polaris/core/components/code-loading';
import './layouts/shell.css';
import { startContainer } from './boot';

installChunkRetry();
void startContainer();
