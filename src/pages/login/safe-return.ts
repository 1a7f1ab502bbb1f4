import { ROUTE } from '../../../core/engine/routes/routes.ts';

/** Where to go after logging in: the `redirect` query when it is a path of this site, else home. */
export function returnPathFrom(search: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? '';
  const isOwnPath = target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
  if (!isOwnPath || target.split(/[?#]/)[0] === ROUTE.login.path) return '/';
  return target;
}
