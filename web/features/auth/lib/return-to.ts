import { useSearchParams } from 'react-router';

/**
 * A path of this site, as the browser would read `value`, or undefined: anything that leads
 * elsewhere (`//host`, `/\host`, another scheme) is refused, as the server refuses it for Google.
 */
export function localPath(value: string | null): string | undefined {
  if (!value?.startsWith('/')) return undefined;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/**
 * Where signing in or registering leads: `/auth?returnTo=` names the page that sent the person
 * to sign in (an invitation opened signed out), else undefined (the app's own choice).
 */
export function useReturnTo() {
  const [params] = useSearchParams();
  return localPath(params.get('returnTo'));
}
