import { paths } from '../../config/paths.ts';

/** /login and /signup show the home page under the auth drawer. */
const HOME_LIKE: readonly string[] = [paths.home, paths.login, paths.signup];

export function showsHome(pathname: string): boolean {
  return HOME_LIKE.includes(pathname);
}
