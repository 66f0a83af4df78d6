// Maintenance mode (spec 000 §6): the fe-heloc-maintenance flag blocks the routes its `routes`
// variable lists. Entries are paths under the app's base: 'register-v2' is that page only,
// 'register-v2/*' the page and everything under it, '*' every page. An empty or missing list
// while the flag is on means the whole app: an operator who turns it on means it.

export function isUnderMaintenance(enabled: boolean, routes: unknown, path: string): boolean {
  if (!enabled) return false;
  if (!Array.isArray(routes) || routes.length === 0) return true;
  const list = routes.filter((r): r is string => typeof r === 'string');
  const page = path.replace(/^\/+|\/+$/g, '');
  return list.some((entry) => {
    const route = entry.replace(/^\/+|\/+$/g, '');
    if (route === '*') return true;
    if (route.endsWith('/*')) {
      const prefix = route.slice(0, -2);
      return page === prefix || page.startsWith(`${prefix}/`);
    }
    return page === route;
  });
}
