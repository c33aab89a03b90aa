// What the apps use of React Router, shared under the name 'react-router-dom' (appBuild.mjs).
// A shared module is bundled whole, since the build cannot know what a remote will import from it;
// re-exporting a list lets the bundler drop the rest of react-router (50 -> 12 KiB compressed).
// An app importing something missing here fails its build (exportsPresence: 'error'): add it here.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
