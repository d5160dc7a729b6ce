/** The message sub-app's inbox page, where the bell and the workplace cards lead. */
export const INBOX_PATH = '/hmsg/user-message';
