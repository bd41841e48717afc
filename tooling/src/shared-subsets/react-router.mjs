// The part of react-router the store's frontends use: the declarative router (BrowserRouter/Routes) and
// its hooks and links. A shared module cannot be tree-shaken (the host cannot know what a remote will
// import), and the whole package is ~61 KB gzip, most of it data routers, SSR and RSC. Sharing this subset
// instead keeps one router in the page at a fraction of the size.
//
// Need another export? Add it here: `subset-imports.test.mjs` fails when code imports a name not listed.
// `kelana-react-router-full` is an alias to the package's ESM entry (see create-app-config); importing
// `react-router` here would consume this very shared module.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Outlet,
  Link,
  NavLink,
  Navigate,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'kelana-react-router-full';
