/** `POST /oauth/public/token/kickoff?access_token=` (hzero-api.md "Login and session"). */
export interface KickoffDto {
  /** 1: the token was kicked off by a newer sign-in. */
  kickoff: 0 | 1;
}
