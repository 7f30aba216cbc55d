// The Debian packages `npm test` needs (Chromium, poppler-utils, PostgreSQL), installed in one apt-get when missing.
// `npm test` runs it in the background from its start, so a fresh CI machine installs them while the typecheck and
// lint run, not in turn before the steps that need them (each of which still checks its own package).
import { CHROMIUM_NEED, POPPLER_NEED, ensureDebianPackages } from './lib/system-packages.ts';
import { POSTGRESQL_NEED } from './lib/postgres-cluster.ts';

ensureDebianPackages([CHROMIUM_NEED, POPPLER_NEED, POSTGRESQL_NEED]);
