import { isPrivatePath, isPubApprovePath, isPubPath, isShellFreePath } from './area-paths';

describe('session areas of the route table', () => {
  it.each([
    { path: '/pub', pub: true, approve: false, priv: false },
    { path: '/pub/user-info', pub: true, approve: false, priv: false },
    { path: '/pubApprove', pub: false, approve: true, priv: false },
    { path: '/pubApprove/10001', pub: false, approve: true, priv: false },
    { path: '/private', pub: false, approve: false, priv: true },
    { path: '/private/user-info', pub: false, approve: false, priv: true },
    { path: '/public/kickoff', pub: false, approve: false, priv: false },
    { path: '/publish', pub: false, approve: false, priv: false },
    { path: '/privateer', pub: false, approve: false, priv: false },
    { path: '/workplace', pub: false, approve: false, priv: false },
    { path: '/hiam/pub/x', pub: false, approve: false, priv: false },
  ])('$path', ({ path, pub, approve, priv }) => {
    expect(isPubPath(path)).toBe(pub);
    expect(isPubApprovePath(path)).toBe(approve);
    expect(isPrivatePath(path)).toBe(priv);
    expect(isShellFreePath(path)).toBe(pub || approve || priv);
  });
});
