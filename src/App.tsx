import { Route, Switch } from 'wouter';
import { HomePage } from './pages/HomePage.tsx';
import { BridgeRoute, LoginRoute } from './pages/login/lazy-routes.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { OpenUrlPage } from './pages/OpenUrlPage.tsx';

/** The route table (exact match, as the spec lists it). Pages not built yet fall to NotFound. */
export function App() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/openUrl/:address" component={OpenUrlPage} />
      <Route path="/bridge" component={BridgeRoute} />
      <Route path="/YZlogin" component={LoginRoute} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
