// Connects the app's route table to lib/route-table.ts, where features ask about pages. Imported
// for its effect by app/router.tsx (and by feature tests that render such questions).
import { connectRouteTable } from '../lib/route-table.ts';
import { findRouteMeta } from './route-lookup.ts';
import { isBuiltLink } from './routes/built-links.ts';

connectRouteTable({ isBuiltLink, findRouteMeta });
