import { Route, Switch } from 'wouter';
import { HomePage } from './pages/HomePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

/** The route table (exact match, as the spec lists it). Pages not built yet fall to NotFound. */
export function App() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
