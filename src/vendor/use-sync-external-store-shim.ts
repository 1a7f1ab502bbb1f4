/**
 * wouter imports useSyncExternalStore from the `use-sync-external-store` shim, written for React
 * before 18. React 19 has it, and the shim would only pass React's own through after carrying its
 * fallback into the home's first bundle (0.7 KB): vite.config.ts points the shim here.
 */
export { useSyncExternalStore } from 'react';
