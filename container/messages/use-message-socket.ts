/**
 * Keeps the shell's one message socket (owned by the runtime, so a header rendered again by a
 * layout switch finds the same one) running while the user is signed in, and stops it when they
 * sign out. It opens once the first layout has painted (the menu does not wait for the bell's
 * count). Its pushes go to the global model; a refused session ends as an HTTP 401 does.
 */
import { useModelDispatch, useModelState } from '@polaris/core/core/model/react';
import { userModel } from '@polaris/core/models/user';
import { useRuntime } from '@polaris/core/runtime/RuntimeProvider';
import { endSession, onSessionRenewed } from '@polaris/core/session/session-end';
import { getAccessToken } from '@polaris/core/session/tokens';
import { useEffect } from 'react';
import { loginModel } from '../session/login-model';
import { useLayoutPainted } from '../menu/menu-state';
import { MessageSocket } from './socket/message-socket';
import { messageSocketUrl } from './socket/socket-url';

const SOCKET = Symbol('polaris.messageSocket');

export function useMessageSocket(): void {
  const runtime = useRuntime();
  const dispatch = useModelDispatch();
  const signedIn = useModelState(userModel, (state) => Boolean(state.currentUser));
  const loggingOut = useModelState(loginModel, (state) => state.loggingOut);
  const painted = useLayoutPainted();
  useEffect(() => {
    if (!signedIn || !painted) return;
    const socket = runtime.own(
      SOCKET,
      () =>
        new MessageSocket({
          url: messageSocketUrl(
            runtime.config.apiHost,
            window.location.origin,
            runtime.config.services.platform,
          ),
          // a session on its way out (an HTTP 401 elsewhere) opens nothing more
          token: () => (runtime.sessionEnd.ending ? undefined : getAccessToken()),
          onCount: (push) => dispatch({ type: 'global/receiveCount', payload: push }),
          onUnauthorized: (refused) => {
            const current = getAccessToken();
            // refused an old token: the session was renewed meanwhile, the socket signs in anew
            if (current && current !== refused) socket.resume();
            else void endSession();
          },
        }),
    );
    if (loggingOut) {
      socket.stop();
      return undefined;
    }
    socket.start();
    // signed in again in place (the session had ended): the socket signs in with the new token
    return onSessionRenewed(() => socket.resume());
  }, [runtime, dispatch, signedIn, loggingOut, painted]);
}
