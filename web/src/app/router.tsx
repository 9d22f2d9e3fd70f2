import { Route, Switch } from 'wouter';
import { NotFoundPage, ROUTE_PAGES } from './route-chunks';

/** Routes are code-split: each screen is its own chunk (see route-chunks.ts). */
export function AppRoutes() {
  return (
    <Switch>
      {Object.entries(ROUTE_PAGES).map(([path, page]) => (
        <Route key={path} path={path} component={page} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
