import { LOGIN_ROUTE } from '../../../core/platform/session/require-login.ts';

/** Where to go after logging in: the `redirect` query when it is a path of this site, else home. */
export function returnPathFrom(search: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? '';
  const isOwnPath = target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
  if (!isOwnPath || target.split(/[?#]/)[0] === LOGIN_ROUTE) return '/';
  return target;
}
